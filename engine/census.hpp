// Every count nqueens reports for n, as one list of units: the total from a board engine, then
// R2 and R4 from the counters of symmetric boards (engine/turns.hpp). Threads, checkpoints and
// MPI see one Counter; a unit's UnitCount holds what its counter found (solutions, or r2, or r4).
//
// The unique count, by Burnside's lemma: the classes of solutions under the 8 symmetries of the
// square number (1/8) x the sum over the symmetries of the solutions each leaves unchanged. The
// identity fixes all of them (the total), the two quarter turns R4 each, the half turn R2, and a
// mirror none for n >= 2 (its queens would share a column, a row or a diagonal: see
// engine/symmetry.hpp); for n = 1 every symmetry fixes the one board.
// Time: that of the counters it lists, unit by unit.
// Space: the counters it holds.
// Tested: tests/engine_test.cpp (
//   "census: the unique count is A002562, through every engine, n up to 14",
//   "census: a total that breaks Burnside's identity is an error, not a unique count",
//   "stop: a raised flag stops a unit part way in every engine and in the counters of ...");
//   tests/nqueens.sh (
//   "nqueens count $n --engine $engine: A000170, A002562, and 8 unique = count + r2 + 2 r4")
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/engine.hpp"
#include "engine/turns.hpp"

namespace nq {

// (total + R2 + 2 R4 + 4 M) / 8, M = the solutions a mirror fixes (1 for n = 1, else 0);
// std::logic_error when the sum is not a multiple of 8 (a count is wrong).
inline std::uint64_t uniqueCount(int n, const UnitCount& total) {
    std::uint64_t sum = total.solutions;
    addChecked(sum, total.r2);
    addChecked(sum, timesChecked(2, total.r4));
    if (n == 1) addChecked(sum, 4 * total.solutions);
    if (sum % 8 != 0)
        throw std::logic_error("the counts break Burnside's identity: total " +
                               std::to_string(total.solutions) + " + r2 " +
                               std::to_string(total.r2) + " + 2 r4 " + std::to_string(total.r4) +
                               " is not a multiple of 8");
    return sum / 8;
}

class Census : public Counter {
public:
    Census(int n, std::unique_ptr<Counter> boards)
        : boards_(std::move(boards)), half_(n, turns::Turn::half),
          quarter_(n, turns::Turn::quarter) {}

    std::uint64_t units() const override {
        return boards_->units() + half_.units() + quarter_.units();
    }
    double cost(std::uint64_t unit) const override {
        const Part part = find(unit);
        return part.counter->cost(part.unit);
    }
    UnitCount count(std::uint64_t unit) const override {
        const Part part = find(unit);
        return part.counter->count(part.unit);
    }
    // The board engine's identities as they are; the others carry their turn ("half-turn:...").
    std::string identity(std::uint64_t unit) const override {
        const Part part = find(unit);
        return part.counter->identity(part.unit);
    }

private:
    struct Part {
        const Counter* counter;
        std::uint64_t unit;
    };
    Part find(std::uint64_t unit) const {
        if (unit < boards_->units()) return {boards_.get(), unit};
        unit -= boards_->units();
        if (unit < half_.units()) return {&half_, unit};
        unit -= half_.units();
        if (unit < quarter_.units()) return {&quarter_, unit};
        throw std::out_of_range("census: no such unit");
    }

    std::unique_ptr<Counter> boards_;
    turns::TurnCounter half_, quarter_;
};

}  // namespace nq
