// The counters of symmetric boards, for the unique count (engine/census.hpp): R2, the solutions
// that a half turn of the board leaves unchanged, and R4, those that a quarter turn leaves
// unchanged. A board fixed by a turn is a union of orbits of its queens under the turn: a queen
// (r, c) brings (n-1-r, n-1-c) (the half turn), or also (c, n-1-r) and (n-1-c, r) (the quarter
// turn). So the search places whole orbits, row by row, and fills the board with n/2 (or n/4)
// choices instead of n: far cheaper than the total.
// Why placing an orbit needs only checks inside the orbit: the queens already placed are a union
// of orbits, so the squares they attack are too; if one square of an orbit is free, all are.
// Units: the column of row 0's queen (n units). work (UnitCount): the orbits placed.
// Time: O(n) per orbit placed; the search has far fewer nodes than the total's (n = 20: under a
//   second).
// Space: O(n).
// Tested: tests/engine_test.cpp (
//   "turns: R2 and R4 are the solutions a half turn and a quarter turn leave unchanged",
//   "census: the unique count is A002562, through every engine, n up to 14",
//   "stop: a raised flag stops a unit part way in every engine and in the counters of ...");
//   tests/nqueens.sh ("--json: one object with n, count, unique, r2, r4, engine, threads, ...")
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/engine.hpp"
#include "engine/stop.hpp"

namespace nq::turns {

inline constexpr int kMinN = 1, kMaxN = 32;

enum class Turn { half, quarter };

class TurnCounter : public Counter {
public:
    TurnCounter(int n, Turn turn) : n_(n), turn_(turn) {
        if (n < kMinN || n > kMaxN) throw std::out_of_range("turns: n must be from 1 to 32");
    }

    std::uint64_t units() const override { return (std::uint64_t)n_; }
    double cost(std::uint64_t unit) const override {
        check(unit);
        return 1;
    }
    // "half-turn:col=3": row 0's queen in column 3.
    std::string identity(std::uint64_t unit) const override {
        check(unit);
        return std::string(turn_ == Turn::half ? "half-turn" : "quarter-turn") +
               ":col=" + std::to_string(unit);
    }

    UnitCount count(std::uint64_t unit) const override {
        check(unit);
        UnitCount result;
        std::uint64_t& fixed = turn_ == Turn::half ? result.r2 : result.r4;
        Taken taken;
        if (placeOrbit(0, (int)unit, taken)) {
            ++result.work;
            fill(1, taken, fixed, result.work);
        }
        return result;
    }

private:
    // The squares the placed queens hold: rows, columns, anti-diagonals r+c, diagonals c-r+n-1.
    struct Taken {
        std::uint64_t rows = 0, cols = 0, anti = 0, diag = 0;
    };

    int n_;
    Turn turn_;

    void check(std::uint64_t unit) const {
        if (unit >= units()) throw std::out_of_range("turns: no such unit");
    }

    // The orbit of (r, c): its squares, the first ones of at[]; returns how many (1: the centre).
    int orbit(int r, int c, int (*at)[2]) const {
        at[0][0] = r, at[0][1] = c;
        const int steps = turn_ == Turn::half ? 2 : 4;
        int size = 1;
        for (; size < steps; ++size) {
            const int pr = at[size - 1][0], pc = at[size - 1][1];
            if (turn_ == Turn::half)
                at[size][0] = n_ - 1 - pr, at[size][1] = n_ - 1 - pc;
            else
                at[size][0] = pc, at[size][1] = n_ - 1 - pr;
            if (at[size][0] == r && at[size][1] == c) break;  // back at the start: the centre
        }
        return size;
    }

    // Adds the orbit of (r, c) to taken, unless two of its queens share a row, a column or a
    // diagonal, or one of its squares is taken; returns whether it did.
    bool placeOrbit(int r, int c, Taken& taken) const {
        int at[4][2];
        Taken t = taken;
        for (int k = 0, size = orbit(r, c, at); k < size; ++k) {
            const std::uint64_t row = std::uint64_t(1) << at[k][0];
            const std::uint64_t col = std::uint64_t(1) << at[k][1];
            const std::uint64_t a = std::uint64_t(1) << (at[k][0] + at[k][1]);
            const std::uint64_t d = std::uint64_t(1) << (at[k][1] - at[k][0] + n_ - 1);
            if ((t.rows & row) || (t.cols & col) || (t.anti & a) || (t.diag & d)) return false;
            t.rows |= row, t.cols |= col, t.anti |= a, t.diag |= d;
        }
        taken = t;
        return true;
    }

    // Adds to boards the ways to fill the empty rows from row `from` on. A stop point
    // (engine/stop.hpp) each call: a unit takes half a second at n = 24, hours at n = 32.
    void fill(int from, const Taken& taken, std::uint64_t& boards, std::uint64_t& orbits) const {
        stopPoint();
        int r = from;
        while (r < n_ && (taken.rows >> r & 1)) ++r;
        if (r == n_) {
            ++boards;
            return;
        }
        const std::uint64_t all = n_ == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n_) - 1;
        std::uint64_t free = all & ~taken.cols & ~(taken.anti >> r) & ~(taken.diag >> (n_ - 1 - r));
        for (; free != 0; free &= free - 1) {
            Taken next = taken;
            if (!placeOrbit(r, __builtin_ctzll(free), next)) continue;
            ++orbits;
            fill(r + 1, next, boards, orbits);
        }
    }
};

}  // namespace nq::turns
