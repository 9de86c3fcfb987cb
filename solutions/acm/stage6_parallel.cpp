// Generated from engine/programs/stage6_parallel.cpp by `make bundle`: edit that file instead.
// Each kit file it includes stands where it is included, under a line naming it, without
// its comments (they are in that file), at one space an indentation level, a statement
// broken over lines in that file on one line.
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

// engine/acm.hpp
#include <iostream>
#include <vector>
// engine/engine.hpp
#include <stdexcept>
namespace nq {
struct UnitCount {
 std::uint64_t solutions = 0;
 std::uint64_t work = 0;
 std::uint64_t r2 = 0;
 std::uint64_t r4 = 0;
};
inline void addChecked(std::uint64_t& a, std::uint64_t b) {
 if (__builtin_add_overflow(a, b, &a)) throw std::overflow_error("count does not fit in 64 bits");
}
inline void addChecked(UnitCount& a, const UnitCount& b) {
 addChecked(a.solutions, b.solutions);
 addChecked(a.work, b.work);
 addChecked(a.r2, b.r2);
 addChecked(a.r4, b.r4);
}
inline std::uint64_t timesChecked(std::uint64_t a, std::uint64_t b) {
 std::uint64_t product;
 if (__builtin_mul_overflow(a, b, &product)) throw std::overflow_error("count does not fit in 64 bits");
 return product;
}
class Counter {
public:
 virtual ~Counter() = default;
 virtual std::uint64_t units() const = 0;
 virtual double cost(std::uint64_t unit) const = 0;
 virtual UnitCount count(std::uint64_t unit) const = 0;
 virtual std::string identity(std::uint64_t unit) const = 0;
};
}
// engine/acm.hpp, continued
namespace nq::acm {
inline bool readSize(int& n, int maxN) {
 std::string token;
 bool ok = false;
 if (std::cin >> token) {
  size_t k = token[0] == '+';
  long long value = 0;
  ok = k < token.size();
  for (; ok && k < token.size(); ++k) {
   ok = std::isdigit((unsigned char)token[k]) != 0;
   value = std::min(10 * value + (token[k] - '0'), 1000LL);
  }
  ok = ok && 1 <= value && value <= maxN;
  n = (int)value;
 }
 if (!ok) std::fprintf(stderr, "error: the input must start with an integer n, 1 <= n <= %d\n", maxN);
 return ok;
}
inline bool firstSolution(int n, int row, std::uint32_t colLimit, std::uint32_t leftDiaLim, std::uint32_t rightDiaLim, std::vector<int>& board) {
 if (row == n) return true;
 std::uint32_t limit = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
 std::uint32_t pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
 while (pos != 0) {
  std::uint32_t mostRightOne = pos & (~pos + 1);
  pos -= mostRightOne;
  board[row] = __builtin_ctz(mostRightOne);
  if (firstSolution(n, row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1, (rightDiaLim | mostRightOne) >> 1, board)) return true;
 }
 return false;
}
template <class Make> int answerByUnits(int maxN, Make make);
inline void printAnswer(int n, std::uint64_t solutions) {
 std::printf("%llu\n", (unsigned long long)solutions);
 std::vector<int> board(n);
 if (solutions > 0 && firstSolution(n, 0, 0, 0, 0, board)) for (int row = 0; row < n; ++row) std::printf("%d %d\n", row + 1, board[row] + 1);
}
template <class Make> int answerByUnits(int maxN, Make make) {
 int n;
 if (!readSize(n, maxN)) return 1;
 auto counter = make(n);
 UnitCount total;
 for (std::uint64_t unit = 0; unit < counter->units(); ++unit) addChecked(total, counter->count(unit));
 printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
 std::fprintf(stderr, "half-boards: %llu\n", (unsigned long long)total.work);
#endif
 return 0;
}
}
// engine/pool.hpp
#include <atomic>
#include <cstddef>
#include <exception>
#include <system_error>
// engine/stop.hpp
namespace nq {
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
inline thread_local const StopFlag* watchedStop = nullptr;
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
inline void stopPoint() {
 const StopFlag* flag = watchedStop;
 if (__builtin_expect(flag != nullptr && flag->raised(), 0)) throwStopped();
}
// engine/pool.hpp, continued
template <class Work> int runPool(std::size_t count, int threads, Work&& work, const StopFlag* stop = nullptr) {
 std::atomic<std::size_t> next{0};
 std::atomic<bool> failed{false};
 std::exception_ptr error;
 std::mutex errorLock;
 auto loop = [&](int worker) {
  StopScope watch(stop);
  try {
   for (std::size_t i;
    !failed.load() && !(stop && stop->raised()) && (i = next.fetch_add(1)) < count;) work(i, worker);
  } catch (const Stopped&) {
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
   break;
  }
 }
 loop(0);
 for (std::thread& thread : pool) thread.join();
 if (error) std::rethrow_exception(error);
 return (int)pool.size() + 1;
}
}
// engine/symmetry.hpp
#include <cassert>
#include <memory>
#include <numeric>
namespace nq::symmetry {
using Mask = std::uint32_t;
inline constexpr int kMinN = 1, kMaxN = 32;
inline constexpr int kStartRows = 3;
inline constexpr int kLevelRows = 11;
inline Mask fullRow(int n) { return n == 32 ? ~Mask(0) : (Mask(1) << n) - 1; }
inline int imageColumn(int g, const std::vector<int>& p, const std::vector<int>& q, int row) {
 int m = (int)p.size() - 1;
 switch (g) {
  case 1: return m - q[row];
  case 2: return m - p[m - row];
  case 3: return q[m - row];
  case 4: return m - p[row];
  case 5: return p[m - row];
  case 6: return q[row];
  default: return m - q[m - row];
 }
}
inline int classSizeIfSmallest(const std::vector<int>& p) {
 int n = (int)p.size();
 std::vector<int> q(n, -1);
 for (int r = 0; r < n; ++r) q[p[r]] = r;
 assert(std::find(q.begin(), q.end(), -1) == q.end());
 int same = 1;
 for (int g = 1; g < 8; ++g) {
  int order = 0;
  for (int r = 0; r < n && order == 0; ++r) order = imageColumn(g, p, q, r) - p[r];
  if (order < 0) return 0;
  if (order == 0) ++same;
 }
 return 8 / same;
}
struct Rules {
 std::vector<Mask> banned, tie;
};
inline Rules cornerRules(int n, int second) {
 Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
 for (int row = 2; row < second; ++row) rules.banned[row] = Mask(1) << 1;
 return rules;
}
inline Rules edgeRules(int n, int edge) {
 Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
 const int far = n - 1 - edge;
 const Mask sides = Mask(1) | Mask(1) << (n - 1);
 for (int row = 1; row < n; ++row) if (row < edge || row > far) rules.banned[row] = sides;
 for (int col = 0; col < n; ++col) if (col < edge || col > far) rules.banned[n - 1] |= Mask(1) << col;
 rules.tie[edge] |= Mask(1) << (n - 1);
 rules.tie[far] |= sides;
 rules.tie[n - 1] |= Mask(1) << far;
 return rules;
}
inline Rules rulesFor(int n, const std::vector<int>& start) {
 assert(!start.empty() && (start[0] != 0 || start.size() >= 2));
 return start[0] == 0 ? cornerRules(n, start[1]) : edgeRules(n, start[0]);
}
struct Node {
 Mask colLimit, leftDiaLim, rightDiaLim, pos;
};
template <class T> class Scratch {
public:
 T* reserve(size_t count) {
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
class Search {
public:
 Search(int size, int levelRows) : n(size), limit(fullRow(size)), frontierRow(std::max(1, size - levelRows)), cols(size), levels(size), parents(size) {
  assert(kMinN <= n && n <= kMaxN && levelRows >= 1);
 }
 UnitCount countStartingWith(const std::vector<int>& start) {
  assert(!start.empty() && (int)start.size() <= n);
  rules = rulesFor(n, start);
  representatives[0] = representatives[1] = representatives[2] = 0;
  placements = 0;
  Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
  bool tie = false;
  for (int row = 0; row < (int)start.size(); ++row) {
   Mask mostRightOne = Mask(1) << start[row];
   if (!(freeSquares(row, colLimit, leftDiaLim, rightDiaLim) & mostRightOne)) throw std::invalid_argument("symmetry: a start with attacking or banned queens");
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
 static constexpr std::uint32_t kTie = std::uint32_t(1) << 31;
 int n;
 Mask limit;
 int frontierRow;
 Rules rules;
 std::vector<int> cols;
 std::vector<Scratch<Node>> levels;
 std::vector<Scratch<std::uint32_t>> parents;
 std::uint64_t representatives[3] = {0, 0, 0};
 std::uint64_t placements = 0;
 Mask freeSquares(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) const {
  return limit & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
 }
 void firstRows(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, bool tie) {
  if (row == n) {
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
   firstRows(row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1, (rightDiaLim | mostRightOne) >> 1, tie || (mostRightOne & rules.tie[row]));
  }
 }
 void lastRows(int row, Node root, bool tie) {
  assert(1 <= row && row < n);
  stopPoint();
  Node* first = levels[row].reserve(3);
  first[0] = root;
  parents[row].reserve(1)[0] = tie ? kTie : 0;
  size_t count = 1;
  for (int y = row; y < n - 1 && count > 0; ++y) count = expand(y, count);
  if (count == 0) return;
  placements += count;
  const Scratch<Node>& leaves = levels[n - 1];
  for (size_t i = 0; i < count; ++i) {
   bool leafTie = (parents[n - 1][i] & kTie) || (leaves[i].pos & rules.tie[n - 1]);
   if (!leafTie) {
    ++representatives[0];
    continue;
   }
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
 enum class Tie { none, maybe };
 void countLeaf(const std::vector<int>& board, Tie tie) {
  int size = tie == Tie::maybe ? classSizeIfSmallest(board) : 8;
  if (size != 0) ++representatives[size == 8 ? 0 : size == 4 ? 1 : 2];
 }
 size_t expand(int y, size_t count) {
  size_t capacity = count * (size_t)(n - y) + 2;
  if (capacity >= kTie) throw std::length_error("symmetry: a level has 2^31 nodes or more");
  Node* to = levels[y + 1].reserve(capacity);
  std::uint32_t* toParents = parents[y + 1].reserve(capacity);
  Node* from = &levels[y][0];
  from[count] = from[count + 1] = Node{0, 0, 0, 0};
  const std::uint32_t* fromParents = &parents[y][0];
  const Mask tieHere = rules.tie[y], bannedNext = rules.banned[y + 1];
  size_t i = 0, j = 0, placed = 0;
  Mask colLimit = from[0].colLimit, leftDiaLim = from[0].leftDiaLim;
  Mask rightDiaLim = from[0].rightDiaLim, pos = from[0].pos;
  Node next = from[1];
  while (i < count) {
   Mask mostRightOne = pos & (~pos + 1);
   pos -= mostRightOne;
   ++placed;
   Mask c = colLimit | mostRightOne;
   Mask l = (leftDiaLim | mostRightOne) << 1;
   Mask r = (rightDiaLim | mostRightOne) >> 1;
   Mask childPos = limit & ~(c | l | r | bannedNext);
   to[j] = Node{c, l, r, childPos};
   toParents[j] = (std::uint32_t)i | (fromParents[i] & kTie) | ((mostRightOne & tieHere) ? kTie : 0);
   j += childPos != 0;
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
template <class Visit> void extendStart(int n, const Rules& rules, std::vector<int>& start, int length, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, Visit& visit) {
 int row = (int)start.size();
 if (row == length) return visit(start);
 Mask pos = fullRow(n) & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
 while (pos != 0) {
  Mask mostRightOne = pos & (~pos + 1);
  pos -= mostRightOne;
  start.push_back(__builtin_ctz(mostRightOne));
  extendStart(n, rules, start, length, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1, (rightDiaLim | mostRightOne) >> 1, visit);
  start.pop_back();
 }
}
template <class Visit> void extendFrom(int n, const Rules& rules, std::vector<int> start, int length, Visit visit) {
 Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
 for (int col : start) {
  Mask mostRightOne = Mask(1) << col;
  colLimit |= mostRightOne;
  leftDiaLim = (leftDiaLim | mostRightOne) << 1;
  rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
 }
 extendStart(n, rules, start, length, colLimit, leftDiaLim, rightDiaLim, visit);
}
template <class Visit> void forEachCase(int n, Visit visit) {
 for (int second = 2; second <= n - 2; ++second) visit({0, second}, cornerRules(n, second));
 for (int edge = 1; edge < n - 1 - edge; ++edge) visit({edge}, edgeRules(n, edge));
}
template <class Visit> void forEachStart(int n, int length, Visit visit) {
 assert(2 <= length && length <= n);
 forEachCase(n, [&](const std::vector<int>& start, const Rules& rules) {
  extendFrom(n, rules, start, length, visit);
 });
}
inline std::uint64_t prefixPlacements(int n) {
 std::uint64_t total = 0;
 auto count = [&total](const std::vector<int>&) { ++total; };
 forEachCase(n, [&](const std::vector<int>& start, const Rules& rules) {
  total += start.size();
  for (int length = (int)start.size() + 1; length <= std::min(kStartRows, n); ++length) extendFrom(n, rules, start, length, count);
 });
 return total;
}
inline double expectedCost(int n, const std::vector<int>& start) {
 double nodes = 1;
 extendFrom(n, rulesFor(n, start), start, std::min(n, (int)start.size() + 4), [&nodes](const std::vector<int>&) { nodes += 1; });
 return nodes;
}
class SymmetryCounter : public Counter {
public:
 explicit SymmetryCounter(int size, int levelRowCount = kLevelRows) : n(size), levelRows(levelRowCount) {
  if (n < kMinN || n > kMaxN) throw std::out_of_range("symmetry: n must be from 1 to 32");
  if (levelRows < 1) throw std::invalid_argument("symmetry: levelRows must be 1 or more");
  if (n == 1) return;
  std::vector<std::vector<int>> listed;
  std::vector<double> costs;
  forEachStart(n, std::min(kStartRows, n), [&](const std::vector<int>& start) {
   listed.push_back(start);
   costs.push_back(expectedCost(n, start));
  });
  std::vector<size_t> order(listed.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&costs](size_t a, size_t b) { return costs[a] > costs[b]; });
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
  thread_local std::unique_ptr<Search> search;
  thread_local int searchN = 0, searchRows = 0;
  if (!search || searchN != n || searchRows != levelRows) {
   search = std::make_unique<Search>(n, levelRows);
   searchN = n, searchRows = levelRows;
  }
  return search->countStartingWith(starts[unit]);
 }
 const std::vector<int>& start(std::uint64_t unit) const {
  check(unit);
  return starts.at(unit);
 }
 std::string identity(std::uint64_t unit) const override {
  check(unit);
  if (n == 1) return "board";
  std::string text = "start=";
  for (std::size_t i = 0; i < starts[unit].size(); ++i) text += (i ? "," : "") + std::to_string(starts[unit][i]);
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
}
namespace nq {
inline constexpr int kSymmetryMinN = symmetry::kMinN, kSymmetryMaxN = symmetry::kMaxN;
inline std::unique_ptr<Counter> makeSymmetryCounter(int n) {
 return std::make_unique<symmetry::SymmetryCounter>(n);
}
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
    std::fprintf(stderr, "placements: %llu\n", (unsigned long long)total.work);
#endif
    return 0;
}
