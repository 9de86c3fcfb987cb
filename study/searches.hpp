// The searches of the source articles, written once each and instrumented with events:
// study/trace.cpp prints them, study/visual.cpp puts them on a page, study/nodes.cpp counts them.
// - Backtracking: num1 / process1 with record + isValid (source 000; solutions/lc52/backtracking.cpp).
// - Bitmask: num2 / process2 with limit, colLimit, leftDiaLim, rightDiaLim and mostRightOne
//   (sources 000, 001, 003; solutions/lc52/bitmask.cpp).
// - Sets: dfs with the hash sets columns, diagonals1, diagonals2 (source 001;
//   solutions/lc51/sets.cpp).
// - Flags: backtrace with rowFlag, columnFlag, leftToRightFlag, rightToLeftFlag (source 004,
//   stages 1 and 2; solutions/acm/stage1_board.cpp, stage2_array.cpp); with FirstRow::leftHalf,
//   stage 3's first-row mirror (solutions/acm/stage3_symmetry.cpp).
// All walk the board row by row and try the columns of a row from left (col 0) to right, so they
// visit the same placements in the same order (the mirror: those under the left half of row 0).
// A search only searches; a Sink decides what to do with each event. A sink can end the search
// early: the search asks sink.stop() after every event and unwinds at once when it says true.
// Time: O(n!) placements at most (one queen per row, a new column each time); isValid adds O(n)
// per square tried, the sets O(1) on average, the flags and the bitmask O(1). Space: O(n).
#pragma once

#include <cstdint>
#include <set>
#include <vector>

namespace study {

using Count = std::uint64_t;
using Mask = std::uint64_t;  // bit c stands for column c (bit 0 = column 0, the left edge)

enum class Refusal { None, Column, Diagonal };

// What isValid found for square (row, col): fits, or the first earlier row it clashes with.
struct SquareCheck {
    bool fits = true;
    Refusal why = Refusal::None;
    int against = -1;     // the earlier row whose queen attacks the square
    int comparisons = 0;  // earlier queens looked at (one pass of isValid's loop each)
};

// Backtracking sink interface:
//   bool stop() const;
//   void tried(int row, int col, const SquareCheck& v, const std::vector<int>& record);
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
    SquareCheck isValid(int i, int j) const {
        SquareCheck v;
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
            SquareCheck v = isValid(i, j);
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

// ---- Source 001's sets ------------------------------------------------------------------

// The first set that holds square (row, col), in the order dfs asks: columns (col), diagonals1
// (row - col, the "\" diagonals), diagonals2 (row + col, the "/" ones); None when it is free.
enum class SetHit { None, Columns, Diagonals1, Diagonals2 };

// What dfs keeps (the sets are std::set here so that a sink lists them in order; the solution
// file's unordered_set holds the same values).
struct SetsState {
    int n = 0;
    std::vector<int> queens;  // queens[row] = column of that row's queen (rows 0..row-1 placed)
    std::set<int> columns, diagonals1, diagonals2;
};

// Sets sink interface:
//   bool stop() const;
//   void tried(int row, int col, SetHit hit, const SetsState& s);
//        (when hit == None the queen is placed: queens[row] == col, the three inserts done)
//   void solution(Count number, const SetsState& s);
//   void takenBack(int row, int col, const SetsState& s);   // after the three erases
//   void exhausted(int row);
template <class Sink>
class Sets {
public:
    Sets(int n, Sink& sink) : sink_(sink) {
        s_.n = n;
        s_.queens.assign(n > 0 ? static_cast<std::size_t>(n) : 0, -1);
    }

    Count solveNQueens() { return s_.n < 1 ? 0 : dfs(0); }

private:
    SetHit hit(int row, int col) const {
        if (s_.columns.count(col)) return SetHit::Columns;
        if (s_.diagonals1.count(row - col)) return SetHit::Diagonals1;
        if (s_.diagonals2.count(row + col)) return SetHit::Diagonals2;
        return SetHit::None;
    }

    Count dfs(int row) {
        if (row == s_.n) {
            sink_.solution(++solutions_, s_);
            return 1;
        }
        Count res = 0;
        for (int col = 0; col < s_.n; ++col) {
            SetHit h = hit(row, col);
            if (h == SetHit::None) {
                s_.queens[static_cast<std::size_t>(row)] = col;
                s_.columns.insert(col);
                s_.diagonals1.insert(row - col);
                s_.diagonals2.insert(row + col);
            }
            sink_.tried(row, col, h, s_);
            if (sink_.stop()) return res;
            if (h != SetHit::None) continue;
            res += dfs(row + 1);
            if (sink_.stop()) return res;
            s_.columns.erase(col);
            s_.diagonals1.erase(row - col);
            s_.diagonals2.erase(row + col);
            sink_.takenBack(row, col, s_);
            if (sink_.stop()) return res;
        }
        sink_.exhausted(row);
        return res;
    }

    SetsState s_;
    Sink& sink_;
    Count solutions_ = 0;
};

// ---- Source 004's flag arrays (stages 1 to 3) ------------------------------------------------

// Which columns row 0 tries: all of them (stages 1, 2), or the left half, columns
// 0..(size+1)/2-1, each solution then counted with its mirror image (stage 3).
enum class FirstRow { all, leftHalf };

// Which of isValid's four flags are set for square (i, j); the square fits when none is.
struct FlagHits {
    bool row = false, column = false, leftToRight = false, rightToLeft = false;
    bool fits() const { return !(row || column || leftToRight || rightToLeft); }
};

// What backtrace keeps. chessBoard is stage 2's one-dimensional board: chessBoard[i] = the column
// of row i's queen, left as it was when the queen is lifted (the next try overwrites it).
// leftToRightFlag is indexed i - j + size - 1 (the "\" diagonals), rightToLeftFlag i + j ("/").
struct FlagsState {
    int size = 0;
    int max0 = 0;  // the columns row 0 tries: 0..max0-1
    std::vector<int> chessBoard;
    std::vector<char> rowFlag, columnFlag, leftToRightFlag, rightToLeftFlag;
    Count solutionCount = 0;
    int topIndex = 0;  // row 0's column at the last solution (stage 3)

    int columnsOf(int i) const { return i == 0 ? max0 : size; }
};

// Flags sink interface:
//   bool stop() const;
//   void firstRow(const FlagsState& s);   // FirstRow::leftHalf only, before row 0 is tried
//   void tried(int i, int j, const FlagHits& hits, const FlagsState& s);
//        (when hits.fits() the queen is placed: chessBoard[i] == j, updateFlag(i, j, 1) done)
//   void solution(Count found, Count added, const FlagsState& s);   // added: 1, or 2 with its
//                                                                   // mirror (stage 3)
//   void takenBack(int i, int j, const FlagsState& s);   // after updateFlag(i, j, 0)
//   void exhausted(int i, const FlagsState& s);          // columns 0..columnsOf(i)-1 all tried
template <class Sink>
class Flags {
public:
    Flags(int n, FirstRow firstRow, Sink& sink) : firstRow_(firstRow), sink_(sink) {
        std::size_t size = n > 0 ? static_cast<std::size_t>(n) : 0;
        s_.size = n;
        s_.max0 = firstRow == FirstRow::leftHalf ? (n + 1) / 2 : n;
        s_.chessBoard.assign(size, 0);
        s_.rowFlag.assign(size, 0);
        s_.columnFlag.assign(size, 0);
        s_.leftToRightFlag.assign(size > 0 ? 2 * size - 1 : 0, 0);
        s_.rightToLeftFlag.assign(size > 0 ? 2 * size - 1 : 0, 0);
    }

    Count nQueens() {
        if (s_.size < 1) return 0;
        if (firstRow_ == FirstRow::leftHalf) {
            sink_.firstRow(s_);
            if (sink_.stop()) return 0;
        }
        backtrace(0);
        return s_.solutionCount;
    }

private:
    FlagHits isValid(int i, int j) const {
        FlagHits h;
        h.row = s_.rowFlag[at(i)] != 0;
        h.column = s_.columnFlag[at(j)] != 0;
        h.leftToRight = s_.leftToRightFlag[at(i - j + s_.size - 1)] != 0;
        h.rightToLeft = s_.rightToLeftFlag[at(i + j)] != 0;
        return h;
    }

    void updateFlag(int i, int j, char value) {
        s_.rowFlag[at(i)] = s_.columnFlag[at(j)] = value;
        s_.leftToRightFlag[at(i - j + s_.size - 1)] = s_.rightToLeftFlag[at(i + j)] = value;
    }

    // Stage 3: a solution whose row-0 queen is on the middle column of an odd board is counted
    // once (its mirror has its queen there too and is found by the search); any other, twice.
    Count added() const {
        if (firstRow_ == FirstRow::all) return 1;
        bool selfMirrored = s_.size % 2 == 1 && s_.chessBoard[0] == s_.size / 2;
        return selfMirrored ? 1 : 2;
    }

    void backtrace(int i) {
        if (i == s_.size) {
            Count add = added();
            s_.topIndex = s_.chessBoard[0];
            s_.solutionCount += add;
            sink_.solution(++found_, add, s_);
            return;
        }
        for (int j = 0; j < s_.columnsOf(i); ++j) {
            FlagHits hits = isValid(i, j);
            if (hits.fits()) {
                s_.chessBoard[at(i)] = j;
                updateFlag(i, j, 1);
            }
            sink_.tried(i, j, hits, s_);
            if (sink_.stop()) return;
            if (!hits.fits()) continue;
            backtrace(i + 1);
            if (sink_.stop()) return;
            updateFlag(i, j, 0);
            sink_.takenBack(i, j, s_);
            if (sink_.stop()) return;
        }
        sink_.exhausted(i, s_);
    }

    static std::size_t at(int index) { return static_cast<std::size_t>(index); }

    FirstRow firstRow_;
    FlagsState s_;
    Sink& sink_;
    Count found_ = 0;
};

// A sink that only counts: what study/nodes.cpp reports and the tests check.
struct CountingSink {
    Count placements = 0;   // queens put on a square
    Count squares = 0;      // squares examined (isValid calls; for the bitmask, free bits taken)
    Count comparisons = 0;  // isValid loop passes
    Count solutions = 0;    // solutions found by the search (stage 3 counts some of them twice)

    bool stop() const { return false; }
    void tried(int, int, const SquareCheck& v, const std::vector<int>&) {
        comparisons += static_cast<Count>(v.comparisons);
        square(v.fits);
    }
    void tried(int, int, SetHit hit, const SetsState&) { square(hit == SetHit::None); }
    void tried(int, int, const FlagHits& hits, const FlagsState&) { square(hits.fits()); }
    void rowLimits(int, Mask, Mask, Mask, Mask) {}
    void picked(const Pick&, const std::vector<int>&) { square(true); }
    void firstRow(const FlagsState&) {}
    void solution(Count, const std::vector<int>&) { ++solutions; }
    void solution(Count, const SetsState&) { ++solutions; }
    void solution(Count, Count, const FlagsState&) { ++solutions; }
    void takenBack(int, int) {}
    template <class State>
    void takenBack(int, int, const State&) {}
    void exhausted(int) {}
    void exhausted(int, const FlagsState&) {}

private:
    void square(bool placed) {
        ++squares;
        if (placed) ++placements;
    }
};

}  // namespace study
