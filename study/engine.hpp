// Study engine: the two searches of the source articles, instrumented with events.
// Backtracking is num1 / process1 with record + isValid; Bitmask is num2 / process2 with limit,
// colLimit, leftDiaLim, rightDiaLim and mostRightOne. Both walk the board row by row and try the
// columns of a row from left (col 0) to right, so they visit the same placements in the same order.
// The engine only searches; a Sink decides what to do with each event (print it in study/trace.cpp,
// count it in study/nodes.cpp). A sink can end the search early: the engine asks sink.stop() after
// every event and unwinds at once when it says true.
// Time: O(n!) placements at most (one queen per row, a new column each time); isValid adds O(n)
// per square tried, the bitmask O(1). Space: O(n).
#pragma once

#include <cstdint>
#include <vector>

namespace study {

using Count = std::uint64_t;
using Mask = std::uint64_t;  // bit c stands for column c (bit 0 = column 0, the left edge)

enum class Refusal { None, Column, Diagonal };

// What isValid found for square (row, col): fits, or the first earlier row it clashes with.
struct Verdict {
    bool fits = true;
    Refusal why = Refusal::None;
    int against = -1;     // the earlier row whose queen attacks the square
    int comparisons = 0;  // earlier queens looked at (one pass of isValid's loop each)
};

// Backtracking sink interface:
//   bool stop() const;
//   void tried(int row, int col, const Verdict& v, const std::vector<int>& record);
//        (when v.fits, record[row] == col already: rows 0..row are placed)
//   void solution(Count number, const std::vector<int>& record);
//   void takenBack(int row, int col);   // process1 returned from the queen on (row, col)
//   void exhausted(int row);            // every column of row has been tried
template <class Sink>
class Backtracking {
public:
    Backtracking(int n, Sink& sink) : n_(n), record_(n > 0 ? n : 0), sink_(sink) {}

    Count num1() { return n_ < 1 ? 0 : process1(0); }

private:
    // Same test as the sources' isValid: (i, j) against the queens of rows 0..i-1, nearest
    // to the top first; it stops at the first clash, which is the one reported.
    Verdict isValid(int i, int j) const {
        Verdict v;
        for (int k = 0; k < i; ++k) {
            ++v.comparisons;
            int dc = record_[k] > j ? record_[k] - j : j - record_[k];
            if (dc == 0 || dc == i - k) {
                v.fits = false;
                v.why = dc == 0 ? Refusal::Column : Refusal::Diagonal;
                v.against = k;
                return v;
            }
        }
        return v;
    }

    Count process1(int i) {
        if (i == n_) {
            sink_.solution(++solutions_, record_);
            return 1;
        }
        Count res = 0;
        for (int j = 0; j < n_; ++j) {
            Verdict v = isValid(i, j);
            if (v.fits) record_[i] = j;
            sink_.tried(i, j, v, record_);
            if (sink_.stop()) return res;
            if (!v.fits) continue;
            res += process1(i + 1);
            if (sink_.stop()) return res;
            sink_.takenBack(i, j);
            if (sink_.stop()) return res;
        }
        sink_.exhausted(i);
        return res;
    }

    int n_;
    std::vector<int> record_;  // record[k] = column of the queen in row k
    Sink& sink_;
    Count solutions_ = 0;
};

// One pick of the bitmask search: the chosen bit and the limits handed to the next row.
struct Pick {
    int row = 0;
    int col = 0;
    Mask mostRightOne = 0;
    Mask posLeft = 0;                                    // pos after removing mostRightOne
    Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;  // this row's limits
    Mask nextCol = 0, nextLeft = 0, nextRight = 0;       // the next row's limits
};

// Bitmask sink interface:
//   bool stop() const;
//   void rowLimits(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, Mask pos);
//   void picked(const Pick& p, const std::vector<int>& queens);   // queens[0..p.row] placed
//   void solution(Count number, const std::vector<int>& queens);
//   void takenBack(int row, int col);
//   void exhausted(int row);
// queens[] is kept for the sinks only (to draw the board); process2 itself does not need it.
template <class Sink>
class Bitmask {
public:
    // n from 1 to 32: leftDiaLim may carry bits up to 2n - 1 before limit clears them.
    Bitmask(int n, Sink& sink)
        : n_(n), limit_(n >= 1 && n <= 32 ? (Mask{1} << n) - 1 : 0), queens_(n > 0 ? n : 0),
          sink_(sink) {}

    Count num2() { return limit_ == 0 ? 0 : process2(0, 0, 0, 0); }

private:
    static int columnOf(Mask bit) {
        int c = 0;
        while (bit > 1) {
            bit >>= 1;
            ++c;
        }
        return c;
    }

    Count process2(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) {
        if (colLimit == limit_) {
            sink_.solution(++solutions_, queens_);
            return 1;
        }
        // 1 = a free square in this row; limit drops the bits that leftDiaLim pushed off the board
        Mask pos = limit_ & ~(colLimit | leftDiaLim | rightDiaLim);
        sink_.rowLimits(row, colLimit, leftDiaLim, rightDiaLim, pos);
        if (sink_.stop()) return 0;
        Count res = 0;
        while (pos != 0) {
            Pick p;
            p.row = row;
            p.mostRightOne = pos & (~pos + 1);  // lowest set bit = leftmost free column
            pos = pos - p.mostRightOne;
            p.col = columnOf(p.mostRightOne);
            p.posLeft = pos;
            p.colLimit = colLimit;
            p.leftDiaLim = leftDiaLim;
            p.rightDiaLim = rightDiaLim;
            p.nextCol = colLimit | p.mostRightOne;
            p.nextLeft = (leftDiaLim | p.mostRightOne) << 1;    // Java: << 1
            p.nextRight = (rightDiaLim | p.mostRightOne) >> 1;  // Java: >>> 1 (unsigned here)
            queens_[row] = p.col;
            sink_.picked(p, queens_);
            if (sink_.stop()) return res;
            res += process2(row + 1, p.nextCol, p.nextLeft, p.nextRight);
            if (sink_.stop()) return res;
            sink_.takenBack(row, p.col);
            if (sink_.stop()) return res;
        }
        sink_.exhausted(row);
        return res;
    }

    int n_;
    Mask limit_;  // the lowest n bits set: the board's columns
    std::vector<int> queens_;
    Sink& sink_;
    Count solutions_ = 0;
};

// A sink that only counts: what study/nodes.cpp reports.
struct CountingSink {
    Count placements = 0;   // queens put on a square
    Count squares = 0;      // squares examined (isValid calls; for the bitmask, free bits taken)
    Count comparisons = 0;  // isValid loop passes
    Count solutions = 0;

    bool stop() const { return false; }
    void tried(int, int, const Verdict& v, const std::vector<int>&) {
        ++squares;
        comparisons += static_cast<Count>(v.comparisons);
        if (v.fits) ++placements;
    }
    void rowLimits(int, Mask, Mask, Mask, Mask) {}
    void picked(const Pick&, const std::vector<int>&) {
        ++squares;
        ++placements;
    }
    void solution(Count, const std::vector<int>&) { ++solutions; }
    void takenBack(int, int) {}
    void exhausted(int) {}
};

}  // namespace study
