// The interface every fast counter has: an n is cut into work units, each counted alone.
// A Counter is made for one n and is read-only afterwards, so any number of threads (or machines)
// may count its units at once; a unit's result depends on (n, unit) only.
// Units are numbered largest expected cost first, ties by identity, so workers that take them in
// order finish together and every build numbers them alike; cost() gives that expectation, for a
// progress estimate weighted by work, and identity() names what a unit counts (a checkpoint's
// plan is a hash of the identities in order).
// Time: O(1) a sum of counts (with an overflow check).
// Space: 32 bytes a UnitCount.
// Tested: tests/engine_test.cpp (
//   "addChecked: a sum over 64 bits is an overflow_error",
//   "engines: every engine counts A000170 for its n up to 15, on 1 and 2 threads",
//   "symmetry: a unit's count depends only on (n, unit)");
//   tests/halves_test.cpp (
//   "halves: units come by power of two of their cost, largest first, then by S",
//   "halves: a unit's count is the same on two threads at once");
//   tests/nqueens_test.cpp (
//   "checkpoint: one written by a build that orders tied units otherwise is refused")
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace nq {

// What one unit, or a sum of units, found: the solutions (whole boards), the work done in the
// engine's own measure (the searches: the queens put down, their node count; the
// meet-in-the-middle engines: the half-boards built; nqueens reports it as "placements"), and,
// from the counters of symmetric boards (engine/turns.hpp), r2 and r4: the solutions that a half
// turn, and a quarter turn, of the board leaves unchanged.
struct UnitCount {
    std::uint64_t solutions = 0;
    std::uint64_t work = 0;
    std::uint64_t r2 = 0;
    std::uint64_t r4 = 0;
};

// a += b, or std::overflow_error when the sum does not fit in 64 bits.
inline void addChecked(std::uint64_t& a, std::uint64_t b) {
    if (__builtin_add_overflow(a, b, &a))
        throw std::overflow_error("count does not fit in 64 bits");
}

inline void addChecked(UnitCount& a, const UnitCount& b) {
    addChecked(a.solutions, b.solutions);
    addChecked(a.work, b.work);
    addChecked(a.r2, b.r2);
    addChecked(a.r4, b.r4);
}

// a * b, or std::overflow_error when the product does not fit in 64 bits.
inline std::uint64_t timesChecked(std::uint64_t a, std::uint64_t b) {
    std::uint64_t product;
    if (__builtin_mul_overflow(a, b, &product))
        throw std::overflow_error("count does not fit in 64 bits");
    return product;
}

class Counter {
public:
    virtual ~Counter() = default;
    virtual std::uint64_t units() const = 0;                // how many work units n has
    virtual double cost(std::uint64_t unit) const = 0;      // expected work of a unit, any scale
    virtual UnitCount count(std::uint64_t unit) const = 0;  // unit < units()
    // What the unit counts, the same text on every machine and build (no spaces).
    virtual std::string identity(std::uint64_t unit) const = 0;
};

}  // namespace nq
