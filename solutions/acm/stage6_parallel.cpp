// Generated from engine/programs/stage6_parallel.cpp by `make bundle`: edit that file instead.
// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 6): stage 5 split into units, the boards whose first 3 rows hold given queens,
// which worker threads (one per core, or NQ_THREADS) take one by one, largest first, from a
// shared counter.
// Time: O(n!) placements at worst; stage 5's work, divided by the number of cores (the hundreds of
// units keep them busy to the end). Space: stage 5's, once per worker.
// Adds to stage 5: a unit's count is a pure function of (n, unit), so other machines may share
// the work (build/bin/nqueens and nqueens-mpi count the same units); the thread pool is
// engine/pool.hpp.
// Build with -DNQ_PLACEMENTS to print "placements: N" (queens put by the count) on stderr.
// Environment: NQ_THREADS = number of worker threads, an integer from 1 to 1024 (default: the
// number of cores); any other value is an error.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>

// The acm problem's input and output, for the programs bundled from engine/programs/:
// read n, print the number of solutions, then the lexicographically smallest one as "row col"
// lines (1-based). The hand-written stages 1-4 keep their own short copy of these rules.

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

// The interface every fast counter has: an n is cut into work units, each counted alone.
// A Counter is made for one n and is read-only afterwards, so any number of threads (or machines)
// may count its units at once; a unit's result depends on (n, unit) only.
// Units are numbered largest expected cost first, ties by identity, so workers that take them in
// order finish together and every build numbers them alike; cost() gives that expectation, for a
// progress estimate weighted by work, and identity() names what a unit counts (a checkpoint's
// plan is a hash of the identities in order).

#include <cstdint>
#include <stdexcept>
#include <string>

namespace nq {

// What one unit, or a sum of units, found: the solutions (whole boards), the placements (queens
// put down on the way, the node count of the search; for the meet-in-the-middle engines, the
// half-boards built), and, from the counters of symmetric boards (engine/turns.hpp), r2 and r4:
// the solutions that a half turn, and a quarter turn, of the board leaves unchanged.
struct UnitCount {
    std::uint64_t solutions = 0;
    std::uint64_t placements = 0;
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
    addChecked(a.placements, b.placements);
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

namespace nq::acm {

// The first whitespace-separated token must be a decimal integer in [1, maxN]; the rest is
// ignored. On failure prints one "error:" line and returns false.
inline bool readSize(int& n, int maxN) {
    std::string token;
    bool ok = false;
    if (std::cin >> token) {
        size_t k = token[0] == '+';
        long long value = 0;
        ok = k < token.size();
        for (; ok && k < token.size(); ++k) {
            ok = std::isdigit((unsigned char)token[k]) != 0;
            value = std::min(10 * value + (token[k] - '0'), 1000LL);  // capped: no overflow
        }
        ok = ok && 1 <= value && value <= maxN;
        n = (int)value;
    }
    if (!ok)
        std::fprintf(stderr, "error: the input must start with an integer n, 1 <= n <= %d\n", maxN);
    return ok;
}

// A separate search, left to right, row by row: the first full board it meets is the smallest.
// board[row] = column; colLimit, leftDiaLim, rightDiaLim as in the sources' process2.
inline bool firstSolution(int n, int row, std::uint32_t colLimit, std::uint32_t leftDiaLim,
                          std::uint32_t rightDiaLim, std::vector<int>& board) {
    if (row == n) return true;
    std::uint32_t limit = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
    std::uint32_t pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
    while (pos != 0) {
        std::uint32_t mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        board[row] = __builtin_ctz(mostRightOne);
        if (firstSolution(n, row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                          (rightDiaLim | mostRightOne) >> 1, board))
            return true;
    }
    return false;
}

// The answer of a program that counts by units on one thread: reads n (1..maxN), counts every unit
// of make(n) in order, prints the answer; built with -DNQ_PLACEMENTS, also "half-boards: N" (the
// units' placements: the meet-in-the-middle engines' half-boards) on stderr. Returns the exit
// status.
template <class Make>
int answerByUnits(int maxN, Make make);

// Prints the answer for n (<= 32) whose number of solutions is `solutions`.
inline void printAnswer(int n, std::uint64_t solutions) {
    std::printf("%llu\n", (unsigned long long)solutions);
    std::vector<int> board(n);
    if (solutions > 0 && firstSolution(n, 0, 0, 0, 0, board))
        for (int row = 0; row < n; ++row) std::printf("%d %d\n", row + 1, board[row] + 1);
}

template <class Make>
int answerByUnits(int maxN, Make make) {
    int n;
    if (!readSize(n, maxN)) return 1;
    auto counter = make(n);
    UnitCount total;
    for (std::uint64_t unit = 0; unit < counter->units(); ++unit)
        addChecked(total, counter->count(unit));
    printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "half-boards: %llu\n", (unsigned long long)total.placements);
#endif
    return 0;
}

}  // namespace nq::acm
// A pool of worker threads for a list of work units: each thread takes the next unit from a shared
// atomic counter, so the list's order (largest expected cost first) is the order they start in and
// the threads finish together; no barrier, no queue, no lock. A stop flag (engine/stop.hpp) ends
// the run part way, within the units in progress.

#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

// Stopping a count part way through a unit. The caller owns a StopFlag and raises it (a signal
// handler may: it is one lock-free atomic); a StopScope makes it the flag that this thread's units
// watch (engine/pool.hpp sets one on each worker); the engines call stopPoint() between blocks of
// a unit's work (a subtree of the search, a block of the join: well under a millisecond to a
// few milliseconds apart), which throws Stopped once the flag is up. A unit cut short so has no
// count at all: what it had found is dropped, never taken for a finished unit's count.
// Without a scope stopPoint() reads one thread-local pointer and goes on.

#include <atomic>
#include <exception>

namespace nq {

// A unit that saw its thread's flag raised: unfinished, not counted.
struct Stopped : std::exception {
    const char* what() const noexcept override { return "stopped before the unit was finished"; }
};

class StopFlag {
public:
    void raise() noexcept { raised_.store(true, std::memory_order_relaxed); }
    bool raised() const noexcept { return raised_.load(std::memory_order_relaxed); }

private:
    static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler raises the flag");
    std::atomic<bool> raised_{false};
};

// The flag the units counted on this thread watch, or nullptr.
inline thread_local const StopFlag* watchedStop = nullptr;

// Watches `flag` (nullptr: none) on this thread for the scope's life, then the one before.
class StopScope {
public:
    explicit StopScope(const StopFlag* flag) : before_(watchedStop) { watchedStop = flag; }
    ~StopScope() { watchedStop = before_; }
    StopScope(const StopScope&) = delete;
    StopScope& operator=(const StopScope&) = delete;

private:
    const StopFlag* before_;
};

[[noreturn]] __attribute__((noinline, cold)) inline void throwStopped() { throw Stopped(); }

// Throws Stopped when this thread's watched flag is raised.
inline void stopPoint() {
    const StopFlag* flag = watchedStop;
    if (__builtin_expect(flag != nullptr && flag->raised(), 0)) throwStopped();
}

}  // namespace nq

namespace nq {

// Calls work(i, worker) once for each i in [0, count), on `threads` threads (the calling thread is
// worker 0; fewer run when the system gives no more). Each thread watches stop (StopScope): once
// it is raised, no thread takes a new unit, and a work call that stops part way (throws Stopped
// from a stopPoint) just ends its thread; the caller knows which units were finished. A thread
// also takes no new unit once a work call has thrown anything else; the first such exception is
// rethrown here after every thread has ended. Returns the number of threads that ran.
template <class Work>
int runPool(std::size_t count, int threads, Work&& work, const StopFlag* stop = nullptr) {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex errorLock;
    auto loop = [&](int worker) {
        StopScope watch(stop);
        try {
            for (std::size_t i;
                 !failed.load() && !(stop && stop->raised()) && (i = next.fetch_add(1)) < count;)
                work(i, worker);
        } catch (const Stopped&) {
            // the unit in progress is dropped; the flag is up, so the others take no more
        } catch (...) {
            std::lock_guard<std::mutex> hold(errorLock);
            if (!error) error = std::current_exception();
            failed = true;
        }
    };
    std::vector<std::thread> pool;
    for (int worker = 1; worker < threads; ++worker) {
        try {
            pool.emplace_back(loop, worker);
        } catch (const std::system_error&) {
            break;  // no more threads to be had: the ones running share the work
        }
    }
    loop(0);
    for (std::thread& thread : pool) thread.join();
    if (error) std::rethrow_exception(error);
    return (int)pool.size() + 1;
}

}  // namespace nq
// The `symmetry` engine: one board per class of the 8 symmetries of the square, weighted by the
// class size (8, 4 or 2). Its units are the boards whose first kStartRows rows hold given queens;
// the search fills the rows below depth-first, then the last levelRows rows level by level,
// branch-free.
// Time: O(n!) placements at worst; about 1/4 of the plain bitmask count's (only boards that can
// still be the smallest of their class are walked), at about half the cost each.
// Space: O(n) for the rules and the first rows, plus the frontier of one subtree of the last
// levelRows rows (typically a few thousand nodes).

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>


namespace nq::symmetry {

using Mask = std::uint32_t;  // bit c = column c (c = 0 is the left column); n <= 32

inline constexpr int kMinN = 1, kMaxN = 32;
inline constexpr int kStartRows = 3;   // the rows a unit fixes
inline constexpr int kLevelRows = 11;  // the last rows, searched level by level

inline Mask fullRow(int n) { return n == 32 ? ~Mask(0) : (Mask(1) << n) - 1; }

// ---- The 8 symmetries and the class of a board ----
// A board is p[row] = column. Its images under the symmetries of the square are the four rotations
// and the four mirrors. An image is again a permutation; read row by row, imageColumn(g, ...)[row]
// gives image g's column in that row (q is the inverse board, q[column] = row).
inline int imageColumn(int g, const std::vector<int>& p, const std::vector<int>& q, int row) {
    int m = (int)p.size() - 1;
    switch (g) {
        case 1: return m - q[row];       // rotated a quarter turn clockwise: (r, c) -> (c, m - r)
        case 2: return m - p[m - row];   // half turn: (r, c) -> (m - r, m - c)
        case 3: return q[m - row];       // three quarter turns: (r, c) -> (m - c, r)
        case 4: return m - p[row];       // mirrored left-right
        case 5: return p[m - row];       // mirrored top-bottom
        case 6: return q[row];           // mirrored in the main diagonal (transposed)
        default: return m - q[m - row];  // mirrored in the other diagonal
    }
}

// The class of a board: its distinct images. A mirror never maps a placement to itself when n > 1
// (left-right: the queens would sit on the middle column; a diagonal: the queens off it pair up as
// (r, c), (c, r), which share an anti-diagonal), so a class holds 8 boards, 4 (the board equals its
// half turn) or 2 (it equals its quarter turn).
// Returns the class size when p (a whole board) is the smallest of its images, else 0.
inline int classSizeIfSmallest(const std::vector<int>& p) {
    int n = (int)p.size();
    std::vector<int> q(n, -1);
    for (int r = 0; r < n; ++r) q[p[r]] = r;
    assert(std::find(q.begin(), q.end(), -1) == q.end());  // p is a permutation
    int same = 1;                                          // images equal to p, p included
    for (int g = 1; g < 8; ++g) {
        int order = 0;
        for (int r = 0; r < n && order == 0; ++r) order = imageColumn(g, p, q, r) - p[r];
        if (order < 0) return 0;  // a smaller image exists: p is not the representative
        if (order == 0) ++same;
    }
    return 8 / same;
}

// ---- Which boards the search walks ----
// Each class is counted through its representative, its smallest image. Every edge of the board
// holds one queen; the 8 images put in row 0 the 8 distances of these edge queens to the corners
// of their edge. So the representative's row-0 column is the smallest such distance, `edge`:
// - edge = 0, a corner queen, moved to (0, 0). Two images keep it there, the board and its
//   transpose, and they differ (see above): the representative's row-1 queen, at column `second`,
//   is left of the transpose's, i.e. the column-1 queen lies below row `second`. Class size 8.
// - edge >= 1 (and edge < n-1-edge, else all four edge queens sit mid-edge and attack each other):
//   no corner queen; the column-0 and column-(n-1) queens lie in rows edge..n-1-edge, the row-(n-1)
//   queen in columns edge..n-1-edge. If no other edge queen is at distance exactly `edge` (a tie),
//   every other image starts with a larger column: the board is the representative of a class of
//   8. The tie squares are (edge, n-1), (n-1-edge, 0), (n-1-edge, n-1) and (n-1, n-1-edge) ((edge,
//   0) and (n-1, edge) are attacked by the row-0 queen); boards with a queen there are compared
//   with their images in full (classSizeIfSmallest), a small share of them.
// banned[row]: squares the representative leaves empty; tie[row]: the tie squares.
struct Rules {
    std::vector<Mask> banned, tie;
};

inline Rules cornerRules(int n, int second) {
    Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
    for (int row = 2; row < second; ++row) rules.banned[row] = Mask(1) << 1;  // column 1
    return rules;
}

inline Rules edgeRules(int n, int edge) {
    Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
    const int far = n - 1 - edge;
    const Mask sides = Mask(1) | Mask(1) << (n - 1);
    for (int row = 1; row < n; ++row)
        if (row < edge || row > far) rules.banned[row] = sides;
    for (int col = 0; col < n; ++col)
        if (col < edge || col > far) rules.banned[n - 1] |= Mask(1) << col;
    rules.tie[edge] |= Mask(1) << (n - 1);
    rules.tie[far] |= sides;
    rules.tie[n - 1] |= Mask(1) << far;
    return rules;
}

// The rules for the boards whose first rows hold `start` (a corner case needs start[1]).
inline Rules rulesFor(int n, const std::vector<int>& start) {
    assert(!start.empty() && (start[0] != 0 || start.size() >= 2));
    return start[0] == 0 ? cornerRules(n, start[1]) : edgeRules(n, start[0]);
}

// ---- The search ----
// A partial board filled down to some row, as in the sources' process2: colLimit, leftDiaLim and
// rightDiaLim have a 1 on each square of the next row that a queen above attacks; pos holds that
// row's free squares (already without the banned ones).
struct Node {
    Mask colLimit, leftDiaLim, rightDiaLim, pos;
};

// A growable array whose elements start undefined: the search writes each one before reading it,
// so no time goes into clearing memory.
template <class T>
class Scratch {
public:
    T* reserve(size_t count) {  // may drop the contents
        if (count > capacity) {
            capacity = std::max(count, 2 * capacity);
            items.reset(new T[capacity]);
        }
        return items.get();
    }
    T& operator[](size_t i) const { return items[i]; }

private:
    std::unique_ptr<T[]> items;
    size_t capacity = 0;
};

// One search of the boards whose first rows hold given queens; used by one thread at a time.
class Search {
public:
    // Rows from frontierRow = max(1, n - levelRows) down are searched level by level.
    Search(int size, int levelRows)
        : n(size), limit(fullRow(size)), frontierRow(std::max(1, size - levelRows)), cols(size),
          levels(size), parents(size) {
        assert(kMinN <= n && n <= kMaxN && levelRows >= 1);
    }

    // The solutions whose representatives' first rows hold the queens `start` (a valid start:
    // start[0] picks the rules, and start[1] when start[0] == 0), and the queens put down below
    // those rows.
    UnitCount countStartingWith(const std::vector<int>& start) {
        assert(!start.empty() && (int)start.size() <= n);
        rules = rulesFor(n, start);
        representatives[0] = representatives[1] = representatives[2] = 0;
        placements = 0;
        Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
        bool tie = false;
        for (int row = 0; row < (int)start.size(); ++row) {
            Mask mostRightOne = Mask(1) << start[row];
            if (!(freeSquares(row, colLimit, leftDiaLim, rightDiaLim) & mostRightOne))
                throw std::invalid_argument("symmetry: a start with attacking or banned queens");
            cols[row] = start[row];
            tie |= (mostRightOne & rules.tie[row]) != 0;
            colLimit |= mostRightOne;
            leftDiaLim = (leftDiaLim | mostRightOne) << 1;
            rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
        }
        firstRows((int)start.size(), colLimit, leftDiaLim, rightDiaLim, tie);
        UnitCount result{0, placements};
        addChecked(result.solutions, 8 * representatives[0]);
        addChecked(result.solutions, 4 * representatives[1]);
        addChecked(result.solutions, 2 * representatives[2]);
        return result;
    }

private:
    static constexpr std::uint32_t kTie = std::uint32_t(1) << 31;  // flag bit in parents[][]
    int n;
    Mask limit;
    int frontierRow;  // rows above it: depth-first search; from it down: level by level
    Rules rules;
    std::vector<int> cols;                         // cols[row] = column of that row's queen
    std::vector<Scratch<Node>> levels;             // levels[row]: the frontier at that row
    std::vector<Scratch<std::uint32_t>> parents;   // index of the node one row up | kTie
    std::uint64_t representatives[3] = {0, 0, 0};  // classes of 8, 4 and 2 boards
    std::uint64_t placements = 0;

    Mask freeSquares(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) const {
        return limit & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
    }

    // Rows row..frontierRow-1, depth-first (few nodes live here); tie: a queen above is on a tie.
    void firstRows(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, bool tie) {
        if (row == n) {  // only when n is tiny: the start was a whole board
            countLeaf(cols, tie ? Tie::maybe : Tie::none);
            return;
        }
        Mask pos = freeSquares(row, colLimit, leftDiaLim, rightDiaLim);
        if (row >= frontierRow) {
            if (pos != 0) lastRows(row, Node{colLimit, leftDiaLim, rightDiaLim, pos}, tie);
            return;
        }
        while (pos != 0) {
            Mask mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            ++placements;
            cols[row] = __builtin_ctz(mostRightOne);
            firstRows(row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                      (rightDiaLim | mostRightOne) >> 1, tie || (mostRightOne & rules.tie[row]));
        }
    }

    // Rows row..n-1, one level at a time, from one node; first a stop point (engine/stop.hpp):
    // one subtree of the last levelRows rows takes well under a millisecond.
    void lastRows(int row, Node root, bool tie) {
        assert(1 <= row && row < n);
        stopPoint();
        Node* first = levels[row].reserve(3);  // the node and two sentinels
        first[0] = root;
        parents[row].reserve(1)[0] = tie ? kTie : 0;
        size_t count = 1;
        for (int y = row; y < n - 1 && count > 0; ++y) count = expand(y, count);
        if (count == 0) return;
        placements += count;                          // the last row's queens, one per leaf
        const Scratch<Node>& leaves = levels[n - 1];  // the last row's free square is its queen
        for (size_t i = 0; i < count; ++i) {
            bool leafTie = (parents[n - 1][i] & kTie) || (leaves[i].pos & rules.tie[n - 1]);
            if (!leafTie) {
                ++representatives[0];
                continue;
            }
            // Rebuild the board from the parent links, then compare it with its images.
            cols[n - 1] = __builtin_ctz(leaves[i].pos);
            size_t at = i;
            for (int y = n - 1; y > row; --y) {
                size_t up = parents[y][at] & ~kTie;
                cols[y - 1] = __builtin_ctz(levels[y][at].colLimit ^ levels[y - 1][up].colLimit);
                at = up;
            }
            countLeaf(cols, Tie::maybe);
        }
    }

    // none: no queen on a tie square, the board is the representative of a class of 8; maybe:
    // compared with its images in full.
    enum class Tie { none, maybe };
    void countLeaf(const std::vector<int>& board, Tie tie) {
        int size = tie == Tie::maybe ? classSizeIfSmallest(board) : 8;
        if (size != 0) ++representatives[size == 8 ? 0 : size == 4 ? 1 : 2];
    }

    // Puts a queen on each free square of each of the `count` nodes of row y; the children whose
    // next row still has a free square become the nodes of row y + 1. Returns their number.
    // The loop walks the children, not the nodes: when a node has no square left, the next one is
    // selected with conditional moves, so no branch depends on the board (a mispredicted branch
    // costs more than two placements of this loop).
    size_t expand(int y, size_t count) {
        // A node has at most n - y free squares; 2 more for the next level's sentinels.
        size_t capacity = count * (size_t)(n - y) + 2;
        // A child's parent index shares 32 bits with the kTie flag.
        if (capacity >= kTie) throw std::length_error("symmetry: a level has 2^31 nodes or more");
        Node* to = levels[y + 1].reserve(capacity);
        std::uint32_t* toParents = parents[y + 1].reserve(capacity);
        Node* from = &levels[y][0];
        from[count] = from[count + 1] = Node{0, 0, 0, 0};  // read past the last node, unused
        const std::uint32_t* fromParents = &parents[y][0];
        const Mask tieHere = rules.tie[y], bannedNext = rules.banned[y + 1];

        size_t i = 0, j = 0, placed = 0;
        Mask colLimit = from[0].colLimit, leftDiaLim = from[0].leftDiaLim;
        Mask rightDiaLim = from[0].rightDiaLim, pos = from[0].pos;
        Node next = from[1];  // loaded ahead, so that moving on to it need not wait for memory
        while (i < count) {
            Mask mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            ++placed;
            Mask c = colLimit | mostRightOne;
            Mask l = (leftDiaLim | mostRightOne) << 1;
            Mask r = (rightDiaLim | mostRightOne) >> 1;
            Mask childPos = limit & ~(c | l | r | bannedNext);
            to[j] = Node{c, l, r, childPos};
            toParents[j] =
                (std::uint32_t)i | (fromParents[i] & kTie) | ((mostRightOne & tieHere) ? kTie : 0);
            j += childPos != 0;  // written anyway, kept only if it can go on
            bool nodeDone = pos == 0;
            colLimit = nodeDone ? next.colLimit : colLimit;
            leftDiaLim = nodeDone ? next.leftDiaLim : leftDiaLim;
            rightDiaLim = nodeDone ? next.rightDiaLim : rightDiaLim;
            pos = nodeDone ? next.pos : pos;
            i += nodeDone;
            next = from[i + 1];
        }
        placements += placed;
        return j;
    }
};

// ---- Units ----
// Every class has its representative in one of the cases above (a corner, row 1 at `second`; or
// row 0 at `edge`). A unit = a case plus the queens of the rows after it up to kStartRows, the
// list taken depth-first, left to right (n = 12 has 268 of them, n = 16 has 860, n = 17 has 1031),
// then ordered by expected cost, largest first, ties in list order: it depends on n only, so unit
// i names the same boards on every machine.

// Calls visit(start) for each way to extend `start` (valid under rules) to `length` rows, in order.
template <class Visit>
void extendStart(int n, const Rules& rules, std::vector<int>& start, int length, Mask colLimit,
                 Mask leftDiaLim, Mask rightDiaLim, Visit& visit) {
    int row = (int)start.size();
    if (row == length) return visit(start);
    Mask pos = fullRow(n) & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
    while (pos != 0) {
        Mask mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        start.push_back(__builtin_ctz(mostRightOne));
        extendStart(n, rules, start, length, colLimit | mostRightOne,
                    (leftDiaLim | mostRightOne) << 1, (rightDiaLim | mostRightOne) >> 1, visit);
        start.pop_back();
    }
}

// extendStart from `start` alone (the masks of its queens worked out here).
template <class Visit>
void extendFrom(int n, const Rules& rules, std::vector<int> start, int length, Visit visit) {
    Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
    for (int col : start) {
        Mask mostRightOne = Mask(1) << col;
        colLimit |= mostRightOne;
        leftDiaLim = (leftDiaLim | mostRightOne) << 1;
        rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
    }
    extendStart(n, rules, start, length, colLimit, leftDiaLim, rightDiaLim, visit);
}

// Calls visit(start, rules) for each case: its first row, and its second for a corner.
template <class Visit>
void forEachCase(int n, Visit visit) {
    for (int second = 2; second <= n - 2; ++second) visit({0, second}, cornerRules(n, second));
    for (int edge = 1; edge < n - 1 - edge; ++edge) visit({edge}, edgeRules(n, edge));
}

// Calls visit(start) for every start of `length` rows of n (2 <= length <= n), in list order.
template <class Visit>
void forEachStart(int n, int length, Visit visit) {
    assert(2 <= length && length <= n);
    forEachCase(n, [&](const std::vector<int>& start, const Rules& rules) {
        extendFrom(n, rules, start, length, visit);
    });
}

// The queens that a depth-first search of every case puts down above the units' rows: each case's
// own, then those of the rows below it down to the units' last, dead ends included. With the
// units' placements (the queens below their rows), the placements of the whole search.
inline std::uint64_t prefixPlacements(int n) {
    std::uint64_t total = 0;
    auto count = [&total](const std::vector<int>&) { ++total; };
    forEachCase(n, [&](const std::vector<int>& start, const Rules& rules) {
        total += start.size();
        for (int length = (int)start.size() + 1; length <= std::min(kStartRows, n); ++length)
            extendFrom(n, rules, start, length, count);  // the queens of row length - 1
    });
    return total;
}

// The expected work of the boards below `start`: 1 + the partial boards 4 rows further down
// (their correlation with the work done is about 0.8 at n = 15; 2 rows: 0.6).
inline double expectedCost(int n, const std::vector<int>& start) {
    double nodes = 1;
    extendFrom(n, rulesFor(n, start), start, std::min(n, (int)start.size() + 4),
               [&nodes](const std::vector<int>&) { nodes += 1; });
    return nodes;
}

// The engine: n's units, numbered largest expected cost first.
class SymmetryCounter : public Counter {
public:
    explicit SymmetryCounter(int size, int levelRowCount = kLevelRows)
        : n(size), levelRows(levelRowCount) {
        if (n < kMinN || n > kMaxN) throw std::out_of_range("symmetry: n must be from 1 to 32");
        if (levelRows < 1) throw std::invalid_argument("symmetry: levelRows must be 1 or more");
        if (n == 1) return;  // one unit, the single board; no case fits it
        std::vector<std::vector<int>> listed;
        std::vector<double> costs;
        forEachStart(n, std::min(kStartRows, n), [&](const std::vector<int>& start) {
            listed.push_back(start);
            costs.push_back(expectedCost(n, start));
        });
        std::vector<size_t> order(listed.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&costs](size_t a, size_t b) { return costs[a] > costs[b]; });
        for (size_t i : order) {
            starts.push_back(listed[i]);
            expected.push_back(costs[i]);
        }
    }

    std::uint64_t units() const override { return n == 1 ? 1 : starts.size(); }
    double cost(std::uint64_t unit) const override {
        check(unit);
        return n == 1 ? 1 : expected[unit];
    }
    UnitCount count(std::uint64_t unit) const override {
        check(unit);
        if (n == 1) return UnitCount{1, 1};
        // Each thread keeps its search, and so its memory, from one unit to the next: fresh
        // memory for every unit costs about a tenth of the time in page faults.
        thread_local std::unique_ptr<Search> search;
        thread_local int searchN = 0, searchRows = 0;
        if (!search || searchN != n || searchRows != levelRows) {
            search = std::make_unique<Search>(n, levelRows);
            searchN = n, searchRows = levelRows;
        }
        return search->countStartingWith(starts[unit]);
    }
    const std::vector<int>& start(std::uint64_t unit) const {  // the queens of its first rows
        check(unit);
        return starts.at(unit);
    }
    // "start=" and the columns of its first rows' queens ("start=0,2,4"); n = 1: "board".
    std::string identity(std::uint64_t unit) const override {
        check(unit);
        if (n == 1) return "board";
        std::string text = "start=";
        for (std::size_t i = 0; i < starts[unit].size(); ++i)
            text += (i ? "," : "") + std::to_string(starts[unit][i]);
        return text;
    }

private:
    int n, levelRows;
    std::vector<std::vector<int>> starts;
    std::vector<double> expected;

    void check(std::uint64_t unit) const {
        if (unit >= units()) throw std::out_of_range("symmetry: no such unit");
    }
};

}  // namespace nq::symmetry

namespace nq {

inline constexpr int kSymmetryMinN = symmetry::kMinN, kSymmetryMaxN = symmetry::kMaxN;

inline std::unique_ptr<Counter> makeSymmetryCounter(int n) {
    return std::make_unique<symmetry::SymmetryCounter>(n);
}

}  // namespace nq

// The number of worker threads: NQ_THREADS if set (a decimal integer in [1, 1024]), else one per
// core. Returns false on a bad value.
static bool readWorkers(int& workers) {
    const char* text = std::getenv("NQ_THREADS");
    if (text == nullptr) {
        workers = std::max(1, (int)std::thread::hardware_concurrency());
        return true;
    }
    std::string value(text);
    if (value.empty() || value.size() > 4) return false;
    for (char ch : value)
        if (!std::isdigit((unsigned char)ch)) return false;
    workers = std::stoi(value);
    return 1 <= workers && workers <= 1024;
}

int main() {
    int n, workers;
    if (!nq::acm::readSize(n, nq::symmetry::kMaxN)) return 1;
    if (!readWorkers(workers)) {
        std::fprintf(stderr, "error: NQ_THREADS must be an integer from 1 to 1024\n");
        return 1;
    }
    nq::symmetry::SymmetryCounter counter(n);
    nq::UnitCount total{0, nq::symmetry::prefixPlacements(n)};
    std::mutex totalLock;
    nq::runPool(counter.units(), workers, [&](std::size_t unit, int) {
        nq::UnitCount found = counter.count(unit);
        std::lock_guard<std::mutex> hold(totalLock);
        nq::addChecked(total, found);
    });
    nq::acm::printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "placements: %llu\n", (unsigned long long)total.placements);
#endif
    return 0;
}
