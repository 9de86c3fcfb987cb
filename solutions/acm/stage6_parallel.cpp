// ACM N-Queens: read n, print the number of placements, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 6): stage 5 split into sub-problems, the boards whose first 3 rows hold given
// queens, which worker threads (one per core, or NQ_THREADS) take one by one from a shared counter.
// Time: O(n!) placements at worst; stage 5's work, divided by the number of cores (the hundreds of
// sub-problems keep them busy to the end). Space: stage 5's, once per worker.
// Adds to stage 5: the split is a pure function of (n, index): subproblemCount(n) and
// countSubproblem(n, index) let other machines share the work; countAll(n, workers) runs them all.
// Build with -DNQ_PLACEMENTS to print "placements: N" (queens put by the count) on stderr.
// Environment: NQ_THREADS = number of worker threads, an integer from 1 to 1024 (default: the
// number of cores); any other value is an error.
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

using Mask = std::uint32_t;  // bit c = column c (c = 0 is the left column); n <= 32

#ifdef NQ_PLACEMENTS
#define NQ_PLACE(k) (placements += (k))  // SymmetryCounter::placements
#else
#define NQ_PLACE(k) ((void)0)
#endif

// ---- The 8 symmetries and the class of a board ----
// A board is p[row] = column. Its images under the symmetries of the square are the four rotations
// and the four mirrors. An image is again a permutation; read row by row, imageColumn(g, ...)[row]
// gives image g's column in that row (q is the inverse board, q[column] = row).
static int imageColumn(int g, const std::vector<int>& p, const std::vector<int>& q, int row) {
    int m = (int)p.size() - 1;
    switch (g) {
        case 1: return m - q[row];      // rotated a quarter turn clockwise: (r, c) -> (c, m - r)
        case 2: return m - p[m - row];  // half turn: (r, c) -> (m - r, m - c)
        case 3: return q[m - row];      // three quarter turns: (r, c) -> (m - c, r)
        case 4: return m - p[row];      // mirrored left-right
        case 5: return p[m - row];      // mirrored top-bottom
        case 6: return q[row];          // mirrored in the main diagonal (transposed)
        default: return m - q[m - row]; // mirrored in the other diagonal
    }
}

// The class of a board: its distinct images. A mirror never maps a placement to itself when n > 1
// (left-right: the queens would sit on the middle column; a diagonal: the queens off it pair up as
// (r, c), (c, r), which share an anti-diagonal), so a class holds 8 boards, 4 (the board equals its
// half turn) or 2 (it equals its quarter turn).
// Returns the class size when p is the smallest of its images, read row by row, else 0.
static int classSizeIfSmallest(const std::vector<int>& p) {
    int n = (int)p.size();
    std::vector<int> q(n);
    for (int r = 0; r < n; ++r) q[p[r]] = r;
    int same = 1;  // images equal to p, p included
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

static Rules cornerRules(int n, int second) {
    Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
    for (int row = 2; row < second; ++row) rules.banned[row] = Mask(1) << 1;  // column 1
    return rules;
}

static Rules edgeRules(int n, int edge) {
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

class SymmetryCounter {
public:
    explicit SymmetryCounter(int size)
        : n(size), limit(size == 32 ? ~Mask(0) : (Mask(1) << size) - 1),
          frontierRow(std::max(1, size - 11)), cols(size), levels(size), parents(size) {}

    // How many placements the representatives whose first rows hold the queens `start` stand for.
    // start[0] picks the rules (and start[1], when start[0] == 0); start must not be empty.
    unsigned long long countStartingWith(const std::vector<int>& start) {
        if (start.empty() || (int)start.size() > n) return 0;
        for (int col : start)
            if (col < 0 || col >= n) return 0;
        int edge = start[0];
        if (edge == 0 && (start.size() < 2 || start[1] < 2 || start[1] > n - 2)) return 0;
        if (edge != 0 && edge >= n - 1 - edge) return 0;
        rules = edge == 0 ? cornerRules(n, start[1]) : edgeRules(n, edge);
        representatives[0] = representatives[1] = representatives[2] = 0;
        Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
        bool tie = false;
        for (int row = 0; row < (int)start.size(); ++row) {
            Mask mostRightOne = Mask(1) << start[row];
            if (!(freeSquares(row, colLimit, leftDiaLim, rightDiaLim) & mostRightOne)) return 0;
            NQ_PLACE(1);
            cols[row] = start[row];
            tie |= (mostRightOne & rules.tie[row]) != 0;
            colLimit |= mostRightOne;
            leftDiaLim = (leftDiaLim | mostRightOne) << 1;
            rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
        }
        firstRows((int)start.size(), colLimit, leftDiaLim, rightDiaLim, tie);
        return 8 * representatives[0] + 4 * representatives[1] + 2 * representatives[2];
    }

    unsigned long long placements = 0;  // queens put so far, counted with -DNQ_PLACEMENTS

private:
    static constexpr std::uint32_t kTie = std::uint32_t(1) << 31;  // flag bit in parents[][]
    int n;
    Mask limit;
    int frontierRow;  // rows above it: depth-first search; from it down: level by level
    Rules rules;
    std::vector<int> cols;                        // cols[row] = column of that row's queen
    std::vector<Scratch<Node>> levels;            // levels[row]: the frontier at that row
    std::vector<Scratch<std::uint32_t>> parents;  // index of the node one row up | kTie
    unsigned long long representatives[3] = {0, 0, 0};  // classes of 8, 4 and 2 boards

    Mask freeSquares(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) const {
        return limit & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
    }

    // Rows row..frontierRow-1, depth-first (few nodes live here); tie: a queen above is on a tie.
    void firstRows(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, bool tie) {
        if (row == n) {  // only when n is tiny: the start was a whole board
            countLeaf(cols, tie);
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
            NQ_PLACE(1);
            cols[row] = __builtin_ctz(mostRightOne);
            firstRows(row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                      (rightDiaLim | mostRightOne) >> 1, tie || (mostRightOne & rules.tie[row]));
        }
    }

    // Rows row..n-1, one level at a time, from one node.
    void lastRows(int row, Node root, bool tie) {
        Node* first = levels[row].reserve(3);  // the node and two sentinels
        first[0] = root;
        parents[row].reserve(1)[0] = tie ? kTie : 0;
        size_t count = 1;
        for (int y = row; y < n - 1 && count > 0; ++y) count = expand(y, count);
        if (count == 0) return;
        NQ_PLACE(count);  // the last row's queens, one per leaf
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
            countLeaf(cols, true);
        }
    }

    void countLeaf(const std::vector<int>& board, bool tie) {
        int size = tie ? classSizeIfSmallest(board) : 8;
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
        Node* to = levels[y + 1].reserve(capacity);
        std::uint32_t* toParents = parents[y + 1].reserve(capacity);
        Node* from = &levels[y][0];
        from[count] = from[count + 1] = Node{0, 0, 0, 0};  // read past the last node, unused
        const std::uint32_t* fromParents = &parents[y][0];
        const Mask tieHere = rules.tie[y], bannedNext = rules.banned[y + 1];

        size_t i = 0, j = 0;
        Mask colLimit = from[0].colLimit, leftDiaLim = from[0].leftDiaLim;
        Mask rightDiaLim = from[0].rightDiaLim, pos = from[0].pos;
        Node next = from[1];  // loaded ahead, so that moving on to it need not wait for memory
        while (i < count) {
            Mask mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            NQ_PLACE(1);
            Mask c = colLimit | mostRightOne;
            Mask l = (leftDiaLim | mostRightOne) << 1;
            Mask r = (rightDiaLim | mostRightOne) >> 1;
            Mask childPos = limit & ~(c | l | r | bannedNext);
            to[j] = Node{c, l, r, childPos};
            toParents[j] = (std::uint32_t)i | (fromParents[i] & kTie) |
                           ((mostRightOne & tieHere) ? kTie : 0);
            j += childPos != 0;  // written anyway, kept only if it can go on
            bool nodeDone = pos == 0;
            colLimit = nodeDone ? next.colLimit : colLimit;
            leftDiaLim = nodeDone ? next.leftDiaLim : leftDiaLim;
            rightDiaLim = nodeDone ? next.rightDiaLim : rightDiaLim;
            pos = nodeDone ? next.pos : pos;
            i += nodeDone;
            next = from[i + 1];
        }
        return j;
    }
};

// ---- Sub-problems ----
// Every class has its representative in one of stage 5's cases (a corner, row 1 at `second`; or
// row 0 at `edge`). Sub-problem = a case plus the queens of the rows after it up to kStartRows,
// listed depth-first, left to right: the list depends on n only, so index i names the same boards
// on every machine. n = 12 has 268 of them, n = 16 has 860, n = 17 has 1031.
constexpr int kStartRows = 3;

// Calls visit(start) for each way to extend `start` (valid under rules) to `length` rows, in order;
// stops as soon as visit returns false, and then returns false.
template <class Visit>
static bool extendStart(int n, const Rules& rules, std::vector<int>& start, int length,
                        Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, Visit& visit) {
    int row = (int)start.size();
    if (row == length) return visit(start);
    Mask limit = n == 32 ? ~Mask(0) : (Mask(1) << n) - 1;
    Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
    while (pos != 0) {
        Mask mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        start.push_back(__builtin_ctz(mostRightOne));
        bool more = extendStart(n, rules, start, length, colLimit | mostRightOne,
                                (leftDiaLim | mostRightOne) << 1, (rightDiaLim | mostRightOne) >> 1,
                                visit);
        start.pop_back();
        if (!more) return false;
    }
    return true;
}

// Calls visit(start) for every sub-problem of n, in index order, until visit returns false.
template <class Visit>
static void forEachSubproblem(int n, Visit visit) {
    const int length = std::min(kStartRows, n);
    auto extendCase = [&](std::vector<int> start, const Rules& rules) {
        Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
        for (int col : start) {
            Mask mostRightOne = Mask(1) << col;
            colLimit |= mostRightOne;
            leftDiaLim = (leftDiaLim | mostRightOne) << 1;
            rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
        }
        return extendStart(n, rules, start, length, colLimit, leftDiaLim, rightDiaLim, visit);
    };
    for (int second = 2; second <= n - 2; ++second)
        if (!extendCase({0, second}, cornerRules(n, second))) return;
    for (int edge = 1; edge < n - 1 - edge; ++edge)
        if (!extendCase({edge}, edgeRules(n, edge))) return;
}

// The number of sub-problems of n (n = 1 has one: its single board), 1 <= n <= 32.
int subproblemCount(int n) {
    if (n < 1 || n > 32) return 0;
    if (n == 1) return 1;
    int count = 0;
    forEachSubproblem(n, [&count](const std::vector<int>&) { return ++count, true; });
    return count;
}

// The first rows of sub-problem index of n (empty when there is no such sub-problem).
static std::vector<int> subproblemStart(int n, int index) {
    std::vector<int> found;
    int at = 0;
    forEachSubproblem(n, [&](const std::vector<int>& start) {
        if (at++ < index) return true;
        found = start;
        return false;
    });
    return found;
}

// How many placements sub-problem index of n holds (0 for an index out of range). Summed over
// index = 0..subproblemCount(n)-1, this is the count for n.
unsigned long long countSubproblem(int n, int index) {
    if (n < 1 || n > 32 || index < 0) return 0;
    if (n == 1) return index == 0 ? 1 : 0;
    std::vector<int> start = subproblemStart(n, index);
    return start.empty() ? 0 : SymmetryCounter(n).countStartingWith(start);
}

// Every sub-problem of n, shared by `workers` threads (the calling thread is one of them); each
// takes the next index from an atomic counter until none is left. Adds the placements the
// searches made to *placed, when given.
unsigned long long countAll(int n, int workers, unsigned long long* placed = nullptr) {
    if (n < 1 || n > 32) return 0;
    if (n == 1) return 1;
    std::vector<std::vector<int>> starts;
    forEachSubproblem(n, [&starts](const std::vector<int>& start) {
        starts.push_back(start);
        return true;
    });
    std::atomic<size_t> next{0};
    std::vector<unsigned long long> totals(std::max(workers, 1), 0), searched(totals.size(), 0);
    auto work = [&](size_t worker) {
        SymmetryCounter counter(n);
        for (size_t i; (i = next.fetch_add(1)) < starts.size();)
            totals[worker] += counter.countStartingWith(starts[i]);
        searched[worker] = counter.placements;
    };
    std::vector<std::thread> threads;
    for (size_t worker = 1; worker < totals.size(); ++worker) {
        try {
            threads.emplace_back(work, worker);
        } catch (const std::system_error&) {
            break;  // no more threads to be had: the ones running share the work
        }
    }
    work(0);
    for (std::thread& thread : threads) thread.join();
    unsigned long long total = 0;
    for (size_t worker = 0; worker < totals.size(); ++worker) {
        total += totals[worker];
        if (placed) *placed += searched[worker];
    }
    return total;
}

// ---- The first placement ----
// A separate search, left to right, row by row: the first full board it meets is the smallest.
static bool firstPlacement(int n, int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim,
                           std::vector<int>& board) {
    if (row == n) return true;
    Mask limit = n == 32 ? ~Mask(0) : (Mask(1) << n) - 1;
    Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
    while (pos != 0) {
        Mask mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        board[row] = __builtin_ctz(mostRightOne);
        if (firstPlacement(n, row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                           (rightDiaLim | mostRightOne) >> 1, board))
            return true;
    }
    return false;
}

// The first whitespace-separated token must be a decimal integer in [1, 32]; the rest is ignored.
static bool readSize(int& n) {
    std::string token;
    if (!(std::cin >> token)) return false;
    size_t k = token[0] == '+';
    if (k == token.size()) return false;
    long long value = 0;
    for (; k < token.size(); ++k) {
        if (!std::isdigit((unsigned char)token[k])) return false;
        value = std::min(10 * value + (token[k] - '0'), 1000LL);  // capped: no overflow
    }
    n = (int)value;
    return 1 <= value && value <= 32;
}

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
    if (!readSize(n)) {
        std::fprintf(stderr, "error: the input must start with an integer n, 1 <= n <= 32\n");
        return 1;
    }
    if (!readWorkers(workers)) {
        std::fprintf(stderr, "error: NQ_THREADS must be an integer from 1 to 1024\n");
        return 1;
    }
    unsigned long long placements = 0;
    unsigned long long count = countAll(n, workers, &placements);
    std::printf("%llu\n", count);
    std::vector<int> board(n);
    if (count > 0 && firstPlacement(n, 0, 0, 0, 0, board))
        for (int row = 0; row < n; ++row) std::printf("%d %d\n", row + 1, board[row] + 1);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "placements: %llu\n", placements);
#endif
    return 0;
}
