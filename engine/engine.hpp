// The interface every fast counter has: an n is cut into work units, each counted alone.
// A Counter is made for one n and is read-only afterwards, so any number of threads (or machines)
// may count its units at once; a unit's result depends on (n, unit) only.
// Units are numbered largest expected cost first, so workers that take them in order finish
// together; cost() gives that expectation, for a progress estimate weighted by work.
#pragma once

#include <cstdint>
#include <stdexcept>

namespace nq {

// What one unit, or a sum of units, found: the solutions (whole boards) and the placements
// (queens put down on the way, the node count of the search).
struct UnitCount {
    std::uint64_t solutions = 0;
    std::uint64_t placements = 0;
};

// a += b, or std::overflow_error when the sum does not fit in 64 bits.
inline void addChecked(std::uint64_t& a, std::uint64_t b) {
    if (__builtin_add_overflow(a, b, &a))
        throw std::overflow_error("count does not fit in 64 bits");
}

inline void addChecked(UnitCount& a, const UnitCount& b) {
    addChecked(a.solutions, b.solutions);
    addChecked(a.placements, b.placements);
}

class Counter {
public:
    virtual ~Counter() = default;
    virtual std::uint64_t units() const = 0;                // how many work units n has
    virtual double cost(std::uint64_t unit) const = 0;      // expected work of a unit, any scale
    virtual UnitCount count(std::uint64_t unit) const = 0;  // unit < units()
};

}  // namespace nq
