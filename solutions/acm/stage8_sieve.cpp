// Generated from engine/programs/stage8_sieve.cpp by `make bundle`: edit that file instead.
// Each kit file it includes stands where it is included, under a line naming it, without
// its comments (they are in that file), at one space an indentation level, a statement
// broken over lines in that file on one line.
// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 8): stage 7's meet in the middle (S the rows whose queen is left of the middle;
// a left and a right half-board of S fit when their keys, the diagonals crossing the cut, share
// no bit) with a sieved join: the smaller side is stored by a few sieve bits chosen for S in
// bit-sliced blocks of 512, and a key of the other side visits only the blocks it can fit.
// Time: O(sum over S of P(S) + f(S) L(S) R(S) / 512): L, R the keys a side, P the part pairs,
// f the share of blocks visited. Space: stage 7's (520 MB at n = 20), one block's tables.
// Fixes over stage 7: the sieve; the inner loops written out per chunk count and instruction set
// (chosen at run time; NQ_MITM_PORTABLE=1: portable), so that g++ -O2 runs them unrolled.
// Left out for Codeforces' 64 KB (the same counts, slower): the kit's transpose fold of even n
// and parts made on use (n >= 22 searches). -DNQ_PLACEMENTS prints "half-boards: N" on stderr.
// engine/acm.hpp
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
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
// engine/sieve.hpp
#include <memory>
// engine/cpu.hpp
#include <cstdlib>
#include <cstring>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NQ_X86 1
#else
#define NQ_X86 0
#endif
namespace nq::halves {
enum class Isa { portable, avx2, avx512 };
inline const char* isaName(Isa isa) {
 return isa == Isa::avx512 ? "avx512" : isa == Isa::avx2 ? "avx2" : "portable";
}
inline bool isaAvailable(Isa isa) {
 if (isa == Isa::portable) return true;
#if NQ_X86
 __builtin_cpu_init();
 if (isa == Isa::avx2) return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2");
 return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vpopcntdq") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
#else
 return false;
#endif
}
inline bool fastPext() {
#if NQ_X86
 __builtin_cpu_init();
 return !__builtin_cpu_is("amdfam17h");
#else
 return false;
#endif
}
inline void checkIsa(const char* engine, Isa isa) {
 if (!isaAvailable(isa)) throw std::invalid_argument(std::string(engine) + ": this processor lacks the " + isaName(isa) + " instruction set");
}
inline Isa bestIsa() {
 const char* force = std::getenv("NQ_MITM_PORTABLE");
 if (force != nullptr && force[0] != '\0' && std::strcmp(force, "0") != 0) return Isa::portable;
 if (isaAvailable(Isa::avx512)) return Isa::avx512;
 if (isaAvailable(Isa::avx2)) return Isa::avx2;
 return Isa::portable;
}
}
// engine/mitm_unit_keys.hpp
#include <cstddef>
// engine/mitm_boards.hpp
#include <atomic>
#include <cassert>
// engine/mitm_keys.hpp
namespace nq::halves {
using Mask = std::uint64_t;
class KeyLayout {
public:
 explicit KeyLayout(int n) : n_(n), h_(n / 2) {
  for (int r = 0; r < n; ++r) for (int c = 0; c < n; ++c) of_[r][c] = ofDiagonals(Mask(1) << (r + c), Mask(1) << (c - r + n - 1));
 }
 int bits() const { return 2 * (n_ - 1); }
 Mask ofQueen(int r, int c) const { return of_[r][c]; }
 Mask ofDiagonals(Mask anti, Mask main) const {
  const Mask m = (Mask(1) << (n_ - 1)) - 1;
  Mask a = (anti >> h_) & m, d = (main >> h_) & m;
  if (n_ % 2 == 1) return a | d << (n_ - 1);
  const int at = h_ - 1;
  const Mask low = (Mask(1) << at) - 1;
  Mask la = a >> at & 1, ld = d >> at & 1;
  a = (a & low) | (a >> 1 & ~low), d = (d & low) | (d >> 1 & ~low);
  return a | d << (n_ - 2) | la << (2 * n_ - 4) | ld << (2 * n_ - 3);
 }
 Mask longDiagonals() const { return n_ % 2 ? 0 : Mask(3) << (2 * n_ - 4); }
 Mask antiLong() const { return longDiagonals() & ~(longDiagonals() << 1); }
private:
 int n_, h_;
 Mask of_[32][32] = {};
};
struct KeyList {
 std::vector<Mask> buffer;
 Mask* at = nullptr;
 Mask* stop = nullptr;
 void clear() {
  at = buffer.data();
  stop = at + buffer.size();
 }
 std::size_t size() const { return (std::size_t)(at - buffer.data()); }
 const Mask* begin() const { return buffer.data(); }
 Mask* grow(std::size_t extra) {
  std::size_t used = size();
  if (used + extra > buffer.size()) {
   buffer.resize(std::max({used + extra, 2 * buffer.size(), std::size_t(1024)}));
   at = buffer.data() + used;
   stop = buffer.data() + buffer.size();
  }
  return at;
 }
 void push(Mask key) {
  if (at == stop) grow(1);
  *at++ = key;
 }
};
enum class LongQueens {
 byCount, byCountNoneSkip };
// engine/mitm_odd.hpp
// engine/mitm_parts.hpp
struct Part {
 Mask diag;
 Mask key;
};
inline constexpr bool partsFit(int n) { return 2 * (n / 2) + 1 <= 32; }
struct PartList {
 std::vector<Mask> diag, key;
 std::size_t size() const { return diag.size(); }
 void clear() {
  diag.clear();
  key.clear();
 }
 void push(Part part) {
  diag.push_back(part.diag);
  key.push_back(part.key);
 }
 void reserve(std::size_t count) {
  diag.reserve(count);
  key.reserve(count);
 }
};
struct PartSpan {
 const Mask* diag = nullptr;
 const Mask* key = nullptr;
 std::size_t size = 0;
 PartSpan sub(std::size_t first, std::size_t count) const {
  return PartSpan{diag + first, key + first, count};
 }
};
inline PartSpan spanOf(const PartList& list, std::size_t first, std::size_t count) {
 return PartSpan{list.diag.data() + first, list.key.data() + first, count};
}
inline std::size_t pairParts(PartSpan north, PartSpan south, Mask* at) {
 std::size_t made = 0;
 for (std::size_t i = 0; i < north.size; ++i) for (std::size_t j = 0; j < south.size; ++j) {
   at[made] = north.key[i] | south.key[j];
   made += (north.diag[i] & south.diag[j]) == 0;
  }
 return made;
}
#if NQ_X86
__attribute__((target("avx512f,popcnt"))) inline std::size_t pairParts512(PartSpan north, PartSpan south, Mask* at) {
 std::size_t made = 0, i = 0, j = 0;
 const __mmask8 tail = (__mmask8)((1u << (south.size % 8)) - 1);
 const std::size_t steps = north.size * ((south.size + 7) / 8);
 for (std::size_t step = 0; step < steps; ++step) {
  const __mmask8 lanes = j + 8 <= south.size ? (__mmask8)0xff : tail;
  const __m512i d = _mm512_maskz_loadu_epi64(lanes, south.diag + j);
  const __m512i k = _mm512_maskz_loadu_epi64(lanes, south.key + j);
  const __mmask8 fit = _mm512_mask_testn_epi64_mask(lanes, d, _mm512_set1_epi64(north.diag[i]));
  const __m512i key = _mm512_or_si512(k, _mm512_set1_epi64(north.key[i]));
  _mm512_storeu_si512(at + made, _mm512_maskz_compress_epi64(fit, key));
  made += (std::size_t)_mm_popcnt_u32(fit);
  const std::size_t wrap = ++i == north.size;
  i &= wrap - 1;
  j += 8 * wrap;
 }
 return made;
}
__attribute__((target("avx512f,popcnt"))) inline std::size_t filterParts512(PartSpan from, Mask taken, Part extra, Mask* toDiag, Mask* toKey) {
 std::size_t kept = 0;
 const __m512i t = _mm512_set1_epi64(taken);
 const __m512i xd = _mm512_set1_epi64(extra.diag);
 const __m512i xk = _mm512_set1_epi64(extra.key);
 const __mmask8 tail = (__mmask8)((1u << (from.size % 8)) - 1);
 for (std::size_t j = 0; j < from.size; j += 8) {
  const __mmask8 lanes = j + 8 <= from.size ? (__mmask8)0xff : tail;
  __m512i d = _mm512_maskz_loadu_epi64(lanes, from.diag + j);
  __mmask8 fit = _mm512_mask_testn_epi64_mask(lanes, d, t);
  __m512i k = _mm512_maskz_loadu_epi64(lanes, from.key + j);
  _mm512_storeu_si512(toDiag + kept, _mm512_maskz_compress_epi64(fit, _mm512_or_si512(d, xd)));
  _mm512_storeu_si512(toKey + kept, _mm512_maskz_compress_epi64(fit, _mm512_or_si512(k, xk)));
  kept += (std::size_t)_mm_popcnt_u32(fit);
 }
 return kept;
}
struct LeftPack4 {
 alignas(32) std::int32_t index[16][8];
 constexpr LeftPack4() : index{} {
  for (int m = 0; m < 16; ++m) for (int k = 0, o = 0; k < 4; ++k) if (m >> k & 1) index[m][2 * o] = 2 * k, index[m][2 * o + 1] = 2 * k + 1, ++o;
 }
};
inline constexpr LeftPack4 kLeftPack4{};
inline int lanesIn(int mask4) { return (int)(0x4332322132212110ull >> (4 * mask4) & 15); }
__attribute__((target("avx2,bmi2"))) inline std::size_t pairParts256(PartSpan north, PartSpan south, Mask* at) {
 std::size_t made = 0;
 const __m256i zero = _mm256_setzero_si256(), lane = _mm256_setr_epi64x(0, 1, 2, 3);
 for (std::size_t j = 0; j < south.size; j += 4) {
  const std::size_t count = std::min<std::size_t>(4, south.size - j);
  const __m256i in = _mm256_cmpgt_epi64(_mm256_set1_epi64x(count), lane);
  const __m256i d = _mm256_maskload_epi64((const long long*)(south.diag + j), in);
  const __m256i k = _mm256_maskload_epi64((const long long*)(south.key + j), in);
  const int lanes = (1 << count) - 1;
  for (std::size_t i = 0; i < north.size; ++i) {
   const __m256i nd = _mm256_set1_epi64x(north.diag[i]);
   const int fit = lanes & _mm256_movemask_pd(_mm256_castsi256_pd( _mm256_cmpeq_epi64(_mm256_and_si256(d, nd), zero)));
   const __m256i key = _mm256_or_si256(k, _mm256_set1_epi64x(north.key[i]));
   const __m256i order = _mm256_load_si256((const __m256i*)kLeftPack4.index[fit]);
   _mm256_storeu_si256((__m256i*)(at + made), _mm256_permutevar8x32_epi32(key, order));
   made += (std::size_t)lanesIn(fit);
  }
 }
 return made;
}
__attribute__((target("avx2,bmi2"))) inline std::size_t filterParts256(PartSpan from, Mask taken, Part extra, Mask* toDiag, Mask* toKey) {
 std::size_t kept = 0, j = 0;
 const std::size_t whole = from.size / 4 * 4;
 const __m256i zero = _mm256_setzero_si256(), t = _mm256_set1_epi64x(taken);
 const __m256i xd = _mm256_set1_epi64x(extra.diag);
 const __m256i xk = _mm256_set1_epi64x(extra.key);
 for (; j < whole; j += 4) {
  const __m256i d = _mm256_loadu_si256((const __m256i*)(from.diag + j));
  const __m256i k = _mm256_loadu_si256((const __m256i*)(from.key + j));
  const int fit = _mm256_movemask_pd( _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(d, t), zero)));
  const __m256i order = _mm256_load_si256((const __m256i*)kLeftPack4.index[fit]);
  _mm256_storeu_si256((__m256i*)(toDiag + kept), _mm256_permutevar8x32_epi32(_mm256_or_si256(d, xd), order));
  _mm256_storeu_si256((__m256i*)(toKey + kept), _mm256_permutevar8x32_epi32(_mm256_or_si256(k, xk), order));
  kept += (std::size_t)lanesIn(fit);
 }
 for (; j < from.size; ++j) {
  toDiag[kept] = from.diag[j] | extra.diag, toKey[kept] = from.key[j] | extra.key;
  kept += (from.diag[j] & taken) == 0;
 }
 return kept;
}
#endif
struct RoleTable {
 static constexpr int kClasses = 4;
 int classes = 1;
 std::vector<std::uint32_t> start;
 std::vector<std::uint64_t> cut;
 PartList parts;
 void clear() {
  start.clear(), cut.clear();
  parts.clear();
 }
 void close() { start.push_back((std::uint32_t)parts.size()); }
 PartSpan group(std::size_t g, std::size_t* ends) const {
  const std::size_t size = start[g + 1] - start[g];
  for (int c = 0; c + 1 < kClasses; ++c) ends[c] = classes == 1 ? size : cut[g] >> (16 * c) & 0xffff;
  return spanOf(parts, start[g], size);
 }
};
struct PartBuffer {
 std::vector<Mask> diag, key;
 void reserve(std::size_t count) {
  if (diag.size() < count + 8) {
   diag.resize(std::max(count + 8, 2 * diag.size()));
   key.resize(diag.size());
  }
 }
 PartSpan span(std::size_t count) const { return PartSpan{diag.data(), key.data(), count}; }
};
inline void joinParts(Isa isa, PartSpan north, PartSpan south, KeyList& out) {
 if (north.size == 0 || south.size == 0) return;
 Mask* at = out.grow(north.size * south.size + 8);
#if NQ_X86
 if (isa == Isa::avx512) {
  out.at += pairParts512(north, south, at);
  return;
 }
 if (isa == Isa::avx2) {
  out.at += pairParts256(north, south, at);
  return;
 }
#endif
 out.at += pairParts(north, south, at);
}
enum class Side { left, right };
enum class Quarter { north, south };
// engine/mitm_quarters.hpp
inline constexpr int kMaxQuarter = 11;
struct QuarterTable {
 struct Entry {
  std::uint32_t anti, main;
 };
 int h = 0;
 std::vector<std::uint32_t> start;
 std::vector<Entry> entries;
 explicit QuarterTable(int side) : h(side) {
  start.assign((std::size_t(1) << (2 * h)) + 1, 0);
  fill(0, 0, 0, 0, 0, Fill::count);
  std::uint32_t sum = 0;
  for (std::uint32_t& s : start) {
   std::uint32_t k = s;
   s = sum;
   sum += k;
  }
  entries.resize(sum);
  fill(0, 0, 0, 0, 0, Fill::place);
  for (std::size_t i = start.size() - 1; i > 0; --i) start[i] = start[i - 1];
  start[0] = 0;
 }
private:
 enum class Fill { count, place };
 void fill(int r, std::uint32_t rho, std::uint32_t gamma, std::uint32_t anti, std::uint32_t main, Fill pass) {
  if (r == h) {
   std::uint32_t& at = start[rho << h | gamma];
   if (pass == Fill::place) entries[at] = Entry{anti, main};
   ++at;
   return;
  }
  fill(r + 1, rho, gamma, anti, main, pass);
  for (int c = 0; c < h; ++c) {
   std::uint32_t a = std::uint32_t(1) << (r + c), m = std::uint32_t(1) << (c - r + h - 1);
   if ((gamma >> c & 1) || (anti & a) || (main & m)) continue;
   fill(r + 1, rho | std::uint32_t(1) << r, gamma | std::uint32_t(1) << c, anti | a, main | m, pass);
  }
 }
};
// engine/mitm_search.hpp
template <class F> void forEachSubsetOfSize(int k, int bits, F f) {
 const std::uint32_t full = (std::uint32_t(1) << bits) - 1;
 for (std::uint32_t x = (std::uint32_t(1) << k) - 1; x <= full;) {
  f(x);
  if (x == 0) return;
  std::uint32_t low = x & (0u - x), up = x + low;
  x = up | (((x ^ up) >> 2) / low);
 }
}
struct Walk {
 int n = 0;
 int count = 0;
 const int* rows = nullptr;
 const std::uint32_t* allow = nullptr;
 const KeyLayout* keys = nullptr;
};
template <class Emit> void walk(const Walk& w, std::uint32_t cols0, Mask anti0, Mask main0, Mask key0, Emit& emit) {
 if (w.count == 0) {
  emit(key0);
  return;
 }
 std::uint32_t free[32], cols[32];
 Mask anti[32], main[32], key[32];
 const int last = w.count - 1, n1 = w.n - 1;
 auto freeAt = [&](int d) {
  int r = w.rows[d];
  return w.allow[d] & ~cols[d] & ~(std::uint32_t)(anti[d] >> r) & ~(std::uint32_t)(main[d] >> (n1 - r));
 };
 cols[0] = cols0, anti[0] = anti0, main[0] = main0, key[0] = key0;
 free[0] = freeAt(0);
 int d = 0;
 for (;;) {
  if (d == last) {
   const int r = w.rows[d];
   for (std::uint32_t f = free[d]; f != 0; f &= f - 1) emit(key[d] | w.keys->ofQueen(r, __builtin_ctz(f)));
   if (d == 0) return;
   --d;
   continue;
  }
  if (free[d] == 0) {
   if (d == 0) return;
   --d;
   continue;
  }
  std::uint32_t f = free[d];
  int c = __builtin_ctz(f);
  free[d] = f & (f - 1);
  int r = w.rows[d];
  std::uint32_t bit = std::uint32_t(1) << c;
  cols[d + 1] = cols[d] | bit;
  anti[d + 1] = anti[d] | (Mask)bit << r;
  main[d + 1] = main[d] | (Mask)bit << (n1 - r);
  key[d + 1] = key[d] | w.keys->ofQueen(r, c);
  ++d;
  free[d] = freeAt(d);
 }
}
}
// engine/mitm_units.hpp
namespace nq {
inline constexpr int kHalvesMinN = 1;
inline constexpr int kHalvesMaxN = 23;
}
namespace nq::halves {
using Rows = std::uint32_t;
inline void checkHalvesN(const char* engine, int n) {
 if (n < kHalvesMinN || n > kHalvesMaxN) throw std::invalid_argument(std::string(engine) + ": n must be in " + std::to_string(kHalvesMinN) + ".." + std::to_string(kHalvesMaxN) + ", got " + std::to_string(n));
}
inline Rows reversedRows(int n, Rows s) {
 Rows r = 0;
 for (int i = 0; i < n; ++i) if (s >> i & 1) r |= Rows(1) << (n - 1 - i);
 return r;
}
inline int topBottomFactor(int n, Rows s) {
 Rows r = reversedRows(n, s);
 return s < r ? 2 : s == r ? 1 : 0;
}
inline int leftRightFactor(int n, Rows s) {
 for (int i = 0; i < n / 2; ++i) if ((s >> i & 1) == (s >> (n - 1 - i) & 1)) return (s >> i & 1) ? 2 : 0;
 return 1;
}
struct Weights {
 std::uint64_t byLongQueens[3] = {0, 0, 0};
 std::uint64_t offCentre = 0;
 std::uint64_t centre = 0;
};
inline Weights weightsOf(int n, Rows s) {
 Weights w;
 const std::uint64_t topBottom = (std::uint64_t)topBottomFactor(n, s);
 const std::uint64_t leftRight = (std::uint64_t)leftRightFactor(n, s);
 if (n % 2 == 0) {
  w.byLongQueens[0] = topBottom * leftRight;
  w.byLongQueens[1] = topBottom * 2;
  w.byLongQueens[2] = topBottom * 4;
 } else {
  w.offCentre = 8;
  w.centre = topBottom * leftRight;
 }
 return w;
}
inline std::uint64_t halfGuess(int n, Rows rows, int w) {
 std::uint64_t g = std::uint64_t(1) << 16;
 for (int k = 2; k <= w; ++k) g *= (std::uint64_t)k;
 const std::uint64_t pairs = (std::uint64_t)(w * (w - 1));
 for (int i = 0; i < n; ++i) for (int j = i + 1; j < n; ++j) if ((rows >> i & 1) && (rows >> j & 1) && j - i < w) g = g * (pairs - 2 * (std::uint64_t)(w - (j - i))) / pairs;
 return g >> 16;
}
inline std::uint64_t unitCost(int n, Rows s) {
 const Rows all = (Rows(1) << n) - 1;
 const int h = n / 2;
 std::uint64_t a = halfGuess(n, s, h), b = halfGuess(n, all & ~s, n % 2 ? h + 1 : h);
 return a * b / 64 + a + b;
}
class UnitList {
public:
 explicit UnitList(int n) {
  const int h = n / 2;
  struct Unit {
   int octave;
   std::uint64_t cost;
   Rows s;
  };
  std::vector<Unit> order;
  for (Rows s = 0; s < (Rows(1) << n); ++s) {
   if (__builtin_popcount(s) != h) continue;
   if (n % 2 == 1 ? (s >> h & 1) != 0 : topBottomFactor(n, s) == 0) continue;
   std::uint64_t cost = std::max<std::uint64_t>(1, unitCost(n, s));
   order.push_back({63 - __builtin_clzll(cost), cost, s});
  }
  std::sort(order.begin(), order.end(), [](const Unit& a, const Unit& b) {
   return a.octave != b.octave ? a.octave > b.octave : a.s < b.s;
  });
  for (const Unit& unit : order) {
   costs_.push_back((double)unit.cost);
   sets_.push_back(unit.s);
  }
 }
 std::uint64_t size() const { return sets_.size(); }
 Rows leftRows(std::uint64_t unit) const { return sets_.at(unit); }
 double cost(std::uint64_t unit) const { return costs_.at(unit); }
 std::string identity(std::uint64_t unit) const {
  char text[32];
  std::snprintf(text, sizeof text, "rows=%x", (unsigned)leftRows(unit));
  return text;
 }
private:
 std::vector<Rows> sets_;
 std::vector<double> costs_;
};
// engine/mitm_odd.hpp, continued
inline Part oddRightPart(const KeyLayout& keys, int n, QuarterTable::Entry e, Quarter quarter) {
 const int h = n / 2, r0 = quarter == Quarter::south ? h + 1 : 0, c0 = h + 1;
 Mask anti = Mask(e.anti) << (r0 + c0), main = Mask(e.main) << (c0 - r0 + n - h);
 return Part{(anti >> h & 0xffffffffu) | (main >> h) << 32, keys.ofDiagonals(anti, main)};
}
inline Mask oddRightDiag(int n, int r, int c) {
 const int h = n / 2;
 return (Mask(1) << (r + c - h)) | (Mask(1) << (c - r + n - 1 - h)) << 32;
}
struct SouthRun {
 std::uint64_t made = 0;
 std::uint32_t at[kMaxQuarter + 1];
};
struct OddScratch {
 PartBuffer northKept, southKept;
 PartBuffer southLists;
 std::vector<SouthRun> southAt;
 std::uint64_t stamp = 0;
};
enum class Centre { wanted, unwanted };
struct OddRightHalf {
 int n;
 Isa isa;
 const KeyLayout& keys;
 const QuarterTable& quarters;
 const RoleTable *madeNorth, *madeSouth;
 void build(Rows s, Centre centre, OddScratch& sc, KeyList& offCentre, KeyList& centreOut) const {
  const int h = n / 2, c0 = h + 1, s0 = h + 1;
  const std::uint32_t full = (std::uint32_t(1) << h) - 1;
  const std::uint32_t rows = ((std::uint32_t(1) << n) - 1) & ~s & ~(std::uint32_t(1) << h);
  const std::uint32_t rhoN = rows & full, rhoS = rows >> s0;
  const int k = __builtin_popcount(rhoN);
  if (centre == Centre::wanted) buildCentre(rhoN, rhoS, sc, centreOut);
  if (sc.southAt.size() < ((std::size_t)1 << h)) sc.southAt.resize((std::size_t)1 << h);
  const std::uint64_t stamp = ++sc.stamp;
  std::size_t used = 0;
  for (int c = c0; c < n; ++c) {
   const Mask middle = oddRightDiag(n, h, c), middleKey = keys.ofQueen(h, c);
   const std::uint32_t avail = full & ~(std::uint32_t(1) << (c - c0));
   forEachSubsetOfSize(k, h, [&](std::uint32_t gamma) {
    if ((gamma & ~avail) != 0) return;
    const PartSpan north = filter(Quarter::north, rhoN << h | gamma, middle, Part{middle, middleKey}, sc.northKept);
    if (north.size == 0) return;
    SouthRun& run = sc.southAt[avail & ~gamma];
    if (run.made != stamp) used = makeRun(c, avail & ~gamma, rhoS, stamp, sc, used);
    const std::uint32_t first = run.at[c - h], end = run.at[h];
    joinParts(isa, north, sc.southLists.span(end).sub(first, end - first), offCentre);
   });
  }
 }
 std::size_t makeRun(int c, std::uint32_t x, std::uint32_t rhoS, std::uint64_t stamp, OddScratch& sc, std::size_t used) const {
  const int h = n / 2, s0 = h + 1;
  SouthRun& run = sc.southAt[x];
  run.made = stamp;
  for (int r = c + 1; r < n; ++r) {
   run.at[r - s0] = (std::uint32_t)used;
   if (!(rhoS >> (r - s0) & 1)) continue;
   const Mask queen = oddRightDiag(n, r, h);
   const std::uint32_t g = (rhoS & ~(std::uint32_t(1) << (r - s0))) << h | x;
   sc.southLists.reserve(used + quarters.start[g + 1] - quarters.start[g]);
   used += filter(Quarter::south, g, queen, Part{queen, keys.ofQueen(r, h)}, sc.southLists.diag.data() + used, sc.southLists.key.data() + used);
  }
  run.at[h] = (std::uint32_t)used;
  return used;
 }
 void buildCentre(std::uint32_t rhoN, std::uint32_t rhoS, OddScratch& sc, KeyList& out) const {
  const int h = n / 2;
  const std::uint32_t full = (std::uint32_t(1) << h) - 1;
  const Mask middle = oddRightDiag(n, h, h), middleKey = keys.ofQueen(h, h);
  forEachSubsetOfSize(__builtin_popcount(rhoN), h, [&](std::uint32_t gamma) {
   const PartSpan north = filter(Quarter::north, rhoN << h | gamma, middle, Part{0, 0}, sc.northKept);
   if (north.size == 0) return;
   const PartSpan south = filter(Quarter::south, rhoS << h | (full & ~gamma), middle, Part{0, middleKey}, sc.southKept);
   joinParts(isa, north, south, out);
  });
 }
 std::size_t filter(Quarter quarter, std::uint32_t g, Mask taken, Part extra, Mask* toDiag, Mask* toKey) const {
  const QuarterTable& q = quarters;
  const std::size_t size = q.start[g + 1] - q.start[g];
  std::size_t kept = 0;
  if (madeNorth != nullptr) {
   const RoleTable& t = quarter == Quarter::north ? *madeNorth : *madeSouth;
   const PartSpan from = spanOf(t.parts, t.start[g], size);
#if NQ_X86
   if (isa == Isa::avx512) return filterParts512(from, taken, extra, toDiag, toKey);
   if (isa == Isa::avx2) return filterParts256(from, taken, extra, toDiag, toKey);
#endif
   for (std::size_t e = 0; e < size; ++e) {
    toDiag[kept] = from.diag[e] | extra.diag, toKey[kept] = from.key[e] | extra.key;
    kept += (from.diag[e] & taken) == 0;
   }
   return kept;
  }
  for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
   Part part = oddRightPart(keys, n, q.entries[e], quarter);
   toDiag[kept] = part.diag | extra.diag, toKey[kept] = part.key | extra.key;
   kept += (part.diag & taken) == 0;
  }
  return kept;
 }
 PartSpan filter(Quarter quarter, std::uint32_t g, Mask taken, Part extra, PartBuffer& out) const {
  out.reserve(quarters.start[g + 1] - quarters.start[g]);
  return out.span(filter(quarter, g, taken, extra, out.diag.data(), out.key.data()));
 }
};
// engine/mitm_boards.hpp, continued
inline constexpr int kMaxRoles = 10;
struct BoardScratch {
 OddScratch odd;
};
enum class Build { search, quarters, parts };
enum RightList { kNoLong, kBothLong, kMainKept, kMainRest, kAntiKept, kAntiRest, kRightLists };
class HalfBoards {
public:
 HalfBoards(int n, Build most, Isa isa, bool fold = true) : n_(n), h_(n / 2), odd_(n % 2 == 1), isa_(isa), keys_(n) {
  assert(partsFit(n));
  build_ = h_ < 1 || h_ > kMaxQuarter ? Build::search : h_ > kMaxRoles           ? std::min(most, onUse()) : most;
  if (build_ != Build::search) quarters_ = std::make_unique<QuarterTable>(h_);
  (void)fold;
  if (build_ == Build::parts) for (Side side : {Side::left, Side::right}) for (Quarter quarter : {Quarter::north, Quarter::south}) buildRole(role(side, quarter), side, quarter);
 }
 Build build() const { return build_; }
 bool folded() const { return fold_; }
 const KeyLayout& keys() const { return keys_; }
 void left(Rows s, BoardScratch& sc, KeyList& out) const {
  if (quarters_) {
   KeyList* all[16] = {&out};
   fromQuarters(s, Side::left, sc, all);
   return;
  }
  const Mask longDiagonals = odd_ ? 0 : Mask(1) << (n_ - 1);
  fromSearch(s, (1u << h_) - 1, longDiagonals, longDiagonals, out);
 }
 void rightEven(Rows s, LongQueens which, BoardScratch& sc, KeyList* out) const {
  const Rows all = (Rows(1) << n_) - 1;
  if (quarters_) {
   KeyList* both = &out[kBothLong];
   KeyList* by[16] = {which == LongQueens::byCountNoneSkip ? nullptr : &out[kNoLong], &out[kMainKept], &out[kMainRest], nullptr, &out[kAntiKept], both, both, both, &out[kAntiRest], both, both, both, nullptr, both, both, both};
   fromQuarters(all & ~s, Side::right, sc, by);
   return;
  }
  KeyList& any = out[kNoLong];
  fromSearch(all & ~s, all & ~((1u << h_) - 1), 0, 0, any);
  Mask* kept = any.buffer.data();
  for (Mask* key = kept; key != any.at; ++key) {
   const Mask onLong = *key & keys_.longDiagonals();
   if (onLong == 0) *kept++ = *key;
   else out[onLong == keys_.longDiagonals() ? kBothLong : onLong == keys_.antiLong()    ? kAntiRest : kMainRest] .push(*key);
  }
  any.at = which == LongQueens::byCountNoneSkip ? any.buffer.data() : kept;
 }
 void rightOdd(Rows s, Centre centre, BoardScratch& sc, KeyList& offCentre, KeyList& centreOut) const {
  if (quarters_) {
   const bool made = build_ == Build::parts;
   const OddRightHalf half{n_, isa_, keys_, *quarters_, made ? &role(Side::right, Quarter::north) : nullptr, made ? &role(Side::right, Quarter::south) : nullptr};
   return half.build(s, centre, sc.odd, offCentre, centreOut);
  }
  int rows[32];
  std::uint32_t allow[32];
  const std::uint32_t rightCols = ((std::uint32_t(1) << n_) - 1) & ~((std::uint32_t(1) << h_) - 1);
  for (int c = h_; c < n_; ++c) {
   if (c == h_ && centre == Centre::unwanted) continue;
   int count = 0;
   for (int r = 0; r < n_; ++r) if (!(s >> r & 1) && r != h_) {
     rows[count] = r;
     allow[count++] = r > c ? rightCols : rightCols & ~(std::uint32_t(1) << h_);
    }
   KeyList& out = c == h_ ? centreOut : offCentre;
   Walk w{n_, count, rows, allow, &keys_};
   auto emit = [&](Mask key) { out.push(key); };
   std::uint32_t bit = std::uint32_t(1) << c;
   walk(w, bit, (Mask)bit << h_, (Mask)bit << (n_ - 1 - h_), keys_.ofQueen(h_, c), emit);
  }
 }
private:
 RoleTable& role(Side side, Quarter quarter) {
  return roles_[side == Side::right][quarter == Quarter::south];
 }
 const RoleTable& role(Side side, Quarter quarter) const {
  return roles_[side == Side::right][quarter == Quarter::south];
 }
 void fromSearch(Rows rows, std::uint32_t cols, Mask anti, Mask main, KeyList& out) const {
  int list[32];
  std::uint32_t allow[32];
  int count = 0;
  for (int r = 0; r < n_; ++r) if (rows >> r & 1) {
    list[count] = r;
    allow[count++] = cols;
   }
  Walk w{n_, count, list, allow, &keys_};
  auto emit = [&](Mask key) { out.push(key); };
  walk(w, 0, anti, main, 0, emit);
 }
 void fromQuarters(Rows rows, Side side, [[maybe_unused]] BoardScratch& sc, KeyList* const* out) const {
  const int south0 = n_ - h_;
  const std::uint32_t full = (std::uint32_t(1) << h_) - 1;
  const std::uint32_t rhoN = rows & full, rhoS = rows >> south0;
  const int k = __builtin_popcount(rhoN), classes = classesOf(side);
  forEachSubsetOfSize(k, h_, [&](std::uint32_t gamma) {
   std::uint32_t gn = rhoN << h_ | gamma, gs = rhoS << h_ | (full & ~gamma);
   PartSpan north, south;
   std::size_t nEnds[3], sEnds[3];
   if (build_ == Build::parts) {
    north = role(side, Quarter::north).group(gn, nEnds);
    south = role(side, Quarter::south).group(gs, sEnds);
   } else {
   }
   if (north.size == 0 || south.size == 0) return;
   for (int i = 0; i < classes; ++i) for (int j = 0; j < classes; ++j) if (out[4 * i + j] != nullptr) joinParts(isa_, classOf(north, nEnds, i), classOf(south, sEnds, j), *out[4 * i + j]);
  });
 }
 static PartSpan classOf(PartSpan group, const std::size_t* ends, int c) {
  const std::size_t from = c == 0 ? 0 : ends[c - 1], to = c == 3 ? group.size : ends[c];
  return group.sub(from, to - from);
 }
 static Build onUse() {
  return Build::search;
 }
 void addGroup(RoleTable& t, std::uint32_t g, Side side, Quarter quarter) const {
  const QuarterTable& q = *quarters_;
  const std::size_t first = t.parts.size();
  t.start.push_back((std::uint32_t)first);
  t.classes = classesOf(side);
  thread_local PartList aside[RoleTable::kClasses - 1];
  for (PartList& list : aside) list.clear();
  for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
   const int cls = partClass(e, side, quarter);
   if (cls >= 0) (cls == 0 ? t.parts : aside[cls - 1]).push(rolePart(q.entries[e], side, quarter));
  }
  if (t.classes == 1) return;
  assert(q.start[g + 1] - q.start[g] < 65536);
  std::uint64_t cut = 0;
  for (int c = 0; c + 1 < RoleTable::kClasses; ++c) {
   cut |= std::uint64_t(t.parts.size() - first) << (16 * c);
   const PartList& list = aside[c];
   t.parts.diag.insert(t.parts.diag.end(), list.diag.begin(), list.diag.end());
   t.parts.key.insert(t.parts.key.end(), list.key.begin(), list.key.end());
  }
  t.cut.push_back(cut);
 }
 int classesOf(Side side) const {
  return !odd_ && side == Side::right ? RoleTable::kClasses : 1;
 }
 int partClass(std::uint32_t e, Side side, Quarter quarter) const {
  if (odd_) return 0;
  Mask anti, main;
  boardDiagonals(quarters_->entries[e], side, quarter, anti, main);
  if (((anti | main) >> (n_ - 1) & 1) == 0) return 0;
  if (side == Side::left) return -1;
  int verdict = 1;
  return 3 - verdict;
 }
 void boardDiagonals(QuarterTable::Entry e, Side side, Quarter quarter, Mask& anti, Mask& main) const {
  const int c0 = side == Side::left ? 0 : h_, r0 = quarter == Quarter::south ? n_ - h_ : 0;
  anti = Mask(e.anti) << (c0 + r0), main = Mask(e.main) << (c0 + n_ - h_ - r0);
 }
 Part rolePart(QuarterTable::Entry e, Side side, Quarter quarter) const {
  if (odd_ && side == Side::right) return oddRightPart(keys_, n_, e, quarter);
  Mask anti, main;
  boardDiagonals(e, side, quarter, anti, main);
  const Mask key = keys_.ofDiagonals(anti, main);
  const int south0 = n_ - h_;
  return quarter == Quarter::south ? Part{Mask(e.anti << south0) | Mask(e.main) << 32, key}
          : Part{Mask(e.anti) | Mask(e.main << south0) << 32, key};
 }
 void buildRole(RoleTable& t, Side side, Quarter quarter) const {
  t.clear();
  t.parts.reserve(quarters_->entries.size());
  for (std::uint32_t g = 0; g + 1 < quarters_->start.size(); ++g) addGroup(t, g, side, quarter);
  t.close();
 }
 int n_, h_;
 bool odd_, fold_ = false;
 Isa isa_;
 KeyLayout keys_;
 Build build_ = Build::search;
 std::unique_ptr<QuarterTable> quarters_;
 RoleTable roles_[2][2];
};
// engine/mitm_unit_keys.hpp, continued
struct UnitKeys {
 KeyList left;
 KeyList right[kRightLists];
 std::uint64_t weight[kRightLists] = {};
 int lists = 0;
 BoardScratch boards;
 void build(const HalfBoards& from, int n, Rows s) {
  const Weights w = weightsOf(n, s);
  left.clear();
  for (KeyList& list : right) list.clear();
  lists = 0;
  from.left(s, boards, left);
  if (left.size() == 0) return;
  if (n % 2 == 0) {
   from.rightEven( s, w.byLongQueens[0] == 0 ? LongQueens::byCountNoneSkip : LongQueens::byCount, boards, right);
   const std::uint64_t one = w.byLongQueens[1];
   const std::uint64_t by[kRightLists] = {
    w.byLongQueens[0], w.byLongQueens[2], 2 * one, one, 2 * one, one};
   for (std::uint64_t weightOf : by) weight[lists++] = weightOf;
  } else {
   from.rightOdd(s, w.centre != 0 ? Centre::wanted : Centre::unwanted, boards, right[0], right[1]);
   weight[lists++] = w.offCentre;
   weight[lists++] = w.centre;
  }
 }
 std::size_t rightKeys() const {
  std::size_t keys = 0;
  for (int l = 0; l < lists; ++l) keys += right[l].size();
  return keys;
 }
};
}
// engine/sieve_join.hpp
#include <unistd.h>
#include <utility>
// engine/bitslice.hpp
namespace nq::halves {
inline constexpr int kChunkBits = 6;
inline constexpr int kSubsets = 1 << kChunkBits;
inline constexpr int kBlockWords = 8;
inline constexpr int kBlock = 64 * kBlockWords;
inline constexpr int kMaxChunks = 8;
inline void transpose64(std::uint64_t* a) {
 std::uint64_t m = 0x00000000FFFFFFFFull;
 for (int j = 32; j != 0; j >>= 1, m ^= m << j) for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
   std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & m;
   a[k | j] ^= t;
   a[k] ^= t << j;
  }
}
#if NQ_X86
struct Popcount256 {
 __m256i nibbles, low, zero;
 __attribute__((target("avx2,bmi2"), always_inline)) Popcount256() : nibbles(_mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4)), low(_mm256_set1_epi8(0x0f)), zero(_mm256_setzero_si256()) {}
 __attribute__((target("avx2,bmi2"), always_inline)) __m256i bytes(__m256i v) const {
  return _mm256_add_epi8( _mm256_shuffle_epi8(nibbles, _mm256_and_si256(v, low)), _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(v, 4), low)));
 }
 __attribute__((target("avx2,bmi2"), always_inline)) __m256i add(__m256i sum, __m256i v) const {
  return _mm256_add_epi64(sum, _mm256_sad_epu8(bytes(v), zero));
 }
 __attribute__((target("avx2,bmi2"), always_inline)) __m256i add2(__m256i sum, __m256i a, __m256i b) const {
  return _mm256_add_epi64(sum, _mm256_sad_epu8(_mm256_add_epi8(bytes(a), bytes(b)), zero));
 }
};
#endif
}
// engine/stop.hpp
#include <exception>
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
}
// engine/sieve_join.hpp, continued
namespace nq::sieve {
using Mask = std::uint64_t;
using halves::kBlock;
using halves::kBlockWords;
using halves::kChunkBits;
using halves::kMaxChunks;
#if NQ_X86
using halves::Popcount256;
#endif
using halves::Isa;
inline constexpr int kMaxSieveBits = 8;
inline constexpr int kGroupQueries = 32;
inline constexpr int kRowBytes = 64;
inline constexpr int kWidestChunkBits = 10;
inline constexpr std::size_t kManyQueries = 16384;
inline constexpr std::size_t kUnknownL2 = 256 * 1024;
struct ChunkRule {
 std::size_t manyQueries = kManyQueries;
 std::size_t tableBytes = kUnknownL2 / 2;
};
inline std::size_t l2CacheBytes() {
#ifdef _SC_LEVEL2_CACHE_SIZE
 static const long bytes = sysconf(_SC_LEVEL2_CACHE_SIZE);
 if (bytes > 0) return (std::size_t)bytes;
#endif
 return kUnknownL2;
}
inline ChunkRule chunkRule(Isa isa, std::size_t l2Bytes = l2CacheBytes()) {
 ChunkRule rule;
 rule.tableBytes = l2Bytes / 2;
 if (isa == Isa::portable) rule.manyQueries = kManyQueries / 4;
 return rule;
}
struct Chunks {
 int bits, count;
};
inline Chunks chunksFor(int width, std::size_t queries, const ChunkRule& rule) {
 const int widest = queries >= rule.manyQueries ? kWidestChunkBits : 8;
 Chunks best{kChunkBits, (width + kChunkBits - 1) / kChunkBits};
 for (int bits = kChunkBits + 1; bits <= widest; ++bits) {
  const int count = (width + bits - 1) / bits;
  if (count < best.count && (std::size_t)count * ((std::size_t)kRowBytes << bits) <= rule.tableBytes) best = Chunks{bits, count};
 }
 return best;
}
inline constexpr int kSampleKeys = 128;
struct KeySpan {
 const Mask* keys = nullptr;
 std::size_t size = 0;
 std::uint64_t weight = 1;
};
template <int W> inline std::size_t rowOf(Mask key, int j) {
 constexpr Mask kScaled = ((Mask(1) << W) - 1) << 6;
 const int shift = W * j - 6;
 const Mask offset = shift >= 0 ? key >> shift & kScaled : key << -shift & kScaled;
 return (std::size_t)j * ((std::size_t)kRowBytes << W) + (std::size_t)offset;
}
inline std::uint64_t popcountWord(std::uint64_t x) {
 x -= x >> 1 & 0x5555555555555555ull;
 x = (x & 0x3333333333333333ull) + (x >> 2 & 0x3333333333333333ull);
 x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
 return x * 0x0101010101010101ull >> 56;
}
struct CarrySaveCount {
 std::uint64_t ones = 0, twos = 0, fours = 0, eights = 0;
 static void add(std::uint64_t& high, std::uint64_t& low, std::uint64_t a, std::uint64_t b) {
  const std::uint64_t u = low ^ a;
  high = (low & a) | (u & b);
  low = u ^ b;
 }
 __attribute__((always_inline)) void add8(const std::uint64_t* w) {
  std::uint64_t twosA, twosB, foursA, foursB, eightsOut;
  add(twosA, ones, w[0], w[1]);
  add(twosB, ones, w[2], w[3]);
  add(foursA, twos, twosA, twosB);
  add(twosA, ones, w[4], w[5]);
  add(twosB, ones, w[6], w[7]);
  add(foursB, twos, twosA, twosB);
  add(eightsOut, fours, foursA, foursB);
  eights += popcountWord(eightsOut);
 }
 std::uint64_t total() const {
  return 8 * eights + 4 * popcountWord(fours) + 2 * popcountWord(twos) + popcountWord(ones);
 }
};
template <int W, std::size_t... J> __attribute__((always_inline)) inline std::uint64_t andWord(const char* t, Mask key, std::size_t i, std::index_sequence<J...>) {
 return (((const std::uint64_t*)(t + rowOf<W>(key, J)))[i] & ...);
}
template <int W, std::size_t... I, std::size_t... J> __attribute__((always_inline)) inline void andRows64(const char* t, Mask key, std::uint64_t* a, std::index_sequence<I...>, std::index_sequence<J...> chunks) {
 ((a[I] = andWord<W>(t, key, I, chunks)), ...);
}
template <int C, int W> std::uint64_t visitPortable(const std::uint64_t* table, const Mask* keys, const std::uint32_t* start, const std::uint64_t* fits, int words) {
 CarrySaveCount count;
 const char* t = (const char*)table;
 for (int w = 0; w < words; ++w) for (std::uint64_t f = fits[w]; f != 0; f &= f - 1) {
   const int g = 64 * w + __builtin_ctzll(f);
   for (std::uint32_t q = start[g]; q < start[g + 1]; ++q) {
    std::uint64_t a[kBlockWords];
    andRows64<W>(t, keys[q], a, std::make_index_sequence<kBlockWords>(), std::make_index_sequence<C>());
    count.add8(a);
   }
  }
 return count.total();
}
#if NQ_X86
template <int W, std::size_t... J> __attribute__((target("avx2,bmi2"), always_inline)) inline void andRows256( const char* t, Mask key, __m256i& lo, __m256i& hi, std::index_sequence<J...>) {
 lo = (_mm256_load_si256((const __m256i*)(t + rowOf<W>(key, J))) & ...);
 hi = (_mm256_load_si256((const __m256i*)(t + rowOf<W>(key, J) + 32)) & ...);
}
__attribute__((target("avx2,bmi2"), always_inline)) inline void carrySave256(__m256i& high, __m256i& low, __m256i a, __m256i b) {
 const __m256i u = _mm256_xor_si256(low, a);
 high = _mm256_or_si256(_mm256_and_si256(low, a), _mm256_and_si256(u, b));
 low = _mm256_xor_si256(u, b);
}
template <int C, int W> __attribute__((target("avx2,bmi2"))) std::uint64_t visitAvx2(const std::uint64_t* table, const Mask* keys, const std::uint32_t* start, const std::uint64_t* fits, int words) {
 const Popcount256 pop;
 const __m256i zero = _mm256_setzero_si256();
 __m256i ones = zero, twos = zero, fours = zero, eights = zero, single = zero;
 const char* t = (const char*)table;
 for (int w = 0; w < words; ++w) for (std::uint64_t f = fits[w]; f != 0; f &= f - 1) {
   const int g = 64 * w + __builtin_ctzll(f);
   std::uint32_t q = start[g];
   const std::uint32_t end = start[g + 1];
   for (; q + 4 <= end; q += 4) {
    __m256i lo, hi, twosA, twosB, foursA, foursB, eightsOut;
    andRows256<W>(t, keys[q], lo, hi, std::make_index_sequence<C>());
    carrySave256(twosA, ones, lo, hi);
    andRows256<W>(t, keys[q + 1], lo, hi, std::make_index_sequence<C>());
    carrySave256(twosB, ones, lo, hi);
    carrySave256(foursA, twos, twosA, twosB);
    andRows256<W>(t, keys[q + 2], lo, hi, std::make_index_sequence<C>());
    carrySave256(twosA, ones, lo, hi);
    andRows256<W>(t, keys[q + 3], lo, hi, std::make_index_sequence<C>());
    carrySave256(twosB, ones, lo, hi);
    carrySave256(foursB, twos, twosA, twosB);
    carrySave256(eightsOut, fours, foursA, foursB);
    eights = pop.add(eights, eightsOut);
   }
   for (; q < end; ++q) {
    __m256i lo, hi;
    andRows256<W>(t, keys[q], lo, hi, std::make_index_sequence<C>());
    single = pop.add2(single, lo, hi);
   }
  }
 __m256i sum = _mm256_add_epi64(single, _mm256_slli_epi64(eights, 3));
 sum = _mm256_add_epi64(sum, _mm256_slli_epi64(pop.add(zero, fours), 2));
 sum = _mm256_add_epi64(sum, _mm256_slli_epi64(pop.add(zero, twos), 1));
 sum = pop.add(sum, ones);
 alignas(32) std::uint64_t lanes[4];
 _mm256_store_si256((__m256i*)lanes, sum);
 return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}
template <int W, std::size_t... J> __attribute__((target("avx512f,avx512bw,avx512vpopcntdq,bmi2,popcnt"), always_inline)) inline __m512i andRows512(const char* t, Mask key, std::index_sequence<J...>) {
 return (_mm512_load_si512((const void*)(t + rowOf<W>(key, J))) & ...);
}
template <int C, int W> __attribute__((target("avx512f,avx512bw,avx512vpopcntdq,bmi2,popcnt"))) std::uint64_t visitAvx512( const std::uint64_t* table, const Mask* keys, const std::uint32_t* start, const std::uint64_t* fits, int words) {
 __m512i total = _mm512_setzero_si512();
 const char* t = (const char*)table;
 for (int w = 0; w < words; ++w) for (std::uint64_t f = fits[w]; f != 0; f &= f - 1) {
   const int g = 64 * w + __builtin_ctzll(f);
   for (std::uint32_t q = start[g]; q < start[g + 1]; ++q) total = _mm512_add_epi64(total, _mm512_popcnt_epi64(andRows512<W>( t, keys[q], std::make_index_sequence<C>())));
  }
 alignas(64) std::uint64_t lanes[8];
 _mm512_store_si512((void*)lanes, total);
 return lanes[0] + lanes[1] + lanes[2] + lanes[3] + lanes[4] + lanes[5] + lanes[6] + lanes[7];
}
#endif
template <int C, int W> std::uint64_t visitBlock(Isa isa, const std::uint64_t* table, const Mask* keys, const std::uint32_t* start, const std::uint64_t* fits, int words) {
#if NQ_X86
 if (isa == Isa::avx512) return visitAvx512<C, W>(table, keys, start, fits, words);
 if (isa == Isa::avx2) return visitAvx2<C, W>(table, keys, start, fits, words);
#endif
 (void)isa;
 return visitPortable<C, W>(table, keys, start, fits, words);
}
template <int W> std::uint64_t visitBlockOf(int chunks, Isa isa, const std::uint64_t* table, const Mask* keys, const std::uint32_t* start, const std::uint64_t* fits, int words) {
 switch (chunks) {
  case 1: return visitBlock<1, W>(isa, table, keys, start, fits, words);
  case 2: return visitBlock<2, W>(isa, table, keys, start, fits, words);
  case 3: return visitBlock<3, W>(isa, table, keys, start, fits, words);
  case 4: return visitBlock<4, W>(isa, table, keys, start, fits, words);
  case 5: return visitBlock<5, W>(isa, table, keys, start, fits, words);
  case 6: return visitBlock<6, W>(isa, table, keys, start, fits, words);
  case 7: return visitBlock<7, W>(isa, table, keys, start, fits, words);
  default: assert(chunks == 8); return visitBlock<8, W>(isa, table, keys, start, fits, words);
 }
}
inline std::uint64_t visitBlockOf(int chunks, int chunkBits, Isa isa, const std::uint64_t* table, const Mask* keys, const std::uint32_t* start, const std::uint64_t* fits, int words) {
 switch (chunkBits) {
  case 6: return visitBlockOf<6>(chunks, isa, table, keys, start, fits, words);
  case 7: return visitBlockOf<7>(chunks, isa, table, keys, start, fits, words);
  case 9: return visitBlockOf<9>(chunks, isa, table, keys, start, fits, words);
  case 10: return visitBlockOf<10>(chunks, isa, table, keys, start, fits, words);
  default:
   assert(chunkBits == 8);
   return visitBlockOf<8>(chunks, isa, table, keys, start, fits, words);
 }
}
inline void bitColumnsPortable(const Mask* keys, std::uint64_t* columns) {
 for (int i = 0; i < 64; ++i) columns[i] = keys[i];
 halves::transpose64(columns);
}
#if NQ_X86
__attribute__((target("avx512f,avx512bw,avx512vpopcntdq,bmi2,popcnt"))) inline void bitColumns512( const Mask* keys, int bytes, std::uint64_t* columns) {
 __m512i v[8];
 for (int i = 0; i < 8; ++i) v[i] = _mm512_loadu_si512((const void*)(keys + 8 * i));
 for (int j = 0; j < bytes; ++j) {
  __m128i part[8];
  for (int i = 0; i < 8; ++i) part[i] = _mm512_maskz_cvtepi64_epi8( 0xff, _mm512_maskz_srli_epi64(0xff, v[i], (unsigned)(8 * j)));
  __m512i all = _mm512_castsi128_si512(_mm_unpacklo_epi64(part[0], part[1]));
  all = _mm512_inserti32x4(all, _mm_unpacklo_epi64(part[2], part[3]), 1);
  all = _mm512_inserti32x4(all, _mm_unpacklo_epi64(part[4], part[5]), 2);
  all = _mm512_inserti32x4(all, _mm_unpacklo_epi64(part[6], part[7]), 3);
  for (int t = 0; t < 8; ++t) columns[8 * j + t] = _mm512_movepi8_mask(_mm512_slli_epi16(all, (unsigned)(7 - t)));
 }
}
__attribute__((target("avx2,bmi2"))) inline void bitColumns256(const Mask* keys, std::uint64_t* columns) {
 for (int i = 0; i < 64; ++i) columns[i] = keys[i];
 std::uint64_t m = 0x00000000FFFFFFFFull;
 for (int j = 32; j >= 4; j >>= 1, m ^= m << j) {
  const __m256i mask = _mm256_set1_epi64x((long long)m);
  const __m128i shift = _mm_cvtsi32_si128(j);
  for (int k = 0; k < 64; k += 2 * j) for (int i = k; i < k + j; i += 4) {
    __m256i a = _mm256_loadu_si256((const __m256i*)(columns + i));
    __m256i b = _mm256_loadu_si256((const __m256i*)(columns + i + j));
    const __m256i t = _mm256_and_si256(_mm256_xor_si256(_mm256_srl_epi64(a, shift), b), mask);
    b = _mm256_xor_si256(b, t);
    a = _mm256_xor_si256(a, _mm256_sll_epi64(t, shift));
    _mm256_storeu_si256((__m256i*)(columns + i), a);
    _mm256_storeu_si256((__m256i*)(columns + i + j), b);
   }
 }
 for (int j = 2; j != 0; j >>= 1, m ^= m << j) for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
   const std::uint64_t t = ((columns[k] >> j) ^ columns[k | j]) & m;
   columns[k | j] ^= t;
   columns[k] ^= t << j;
  }
}
__attribute__((target("avx2,bmi2"))) inline void patterns256(const Mask* keys, std::size_t count, Mask sieve, std::uint8_t* out) {
 int from[kMaxSieveBits], bits = 0;
 for (Mask m = sieve; m != 0; m &= m - 1) from[bits++] = __builtin_ctzll(m);
 __m128i shift[kMaxSieveBits];
 for (int b = 0; b < bits; ++b) shift[b] = _mm_cvtsi32_si128(from[b] - b);
 const std::size_t whole = count / 4 * 4;
 std::size_t i = 0;
 for (; i < whole; i += 4) {
  const __m256i k = _mm256_loadu_si256((const __m256i*)(keys + i));
  __m256i p = _mm256_setzero_si256();
  for (int b = 0; b < bits; ++b) p = _mm256_or_si256( p, _mm256_and_si256(_mm256_srl_epi64(k, shift[b]), _mm256_set1_epi64x(1ll << b)));
  alignas(32) std::uint64_t lanes[4];
  _mm256_store_si256((__m256i*)lanes, p);
  for (int l = 0; l < 4; ++l) out[i + l] = (std::uint8_t)lanes[l];
 }
 for (; i < count; ++i) out[i] = (std::uint8_t)_pext_u64(keys[i], sieve);
}
__attribute__((target("bmi2"))) inline void patternsPext(const Mask* keys, std::size_t count, Mask sieve, std::uint8_t* out) {
 for (std::size_t i = 0; i < count; ++i) out[i] = (std::uint8_t)_pext_u64(keys[i], sieve);
}
#endif
inline void subsetRowsPortable(const std::uint64_t* clear, int chunks, int chunkBits, std::uint64_t* table) {
 const int subsets = 1 << chunkBits;
 for (int j = 0; j < chunks; ++j) {
  std::uint64_t* t = table + (std::size_t)j * subsets * kBlockWords;
  if (j > 0) for (int w = 0; w < kBlockWords; ++w) t[w] = ~std::uint64_t(0);
  for (int sub = 1; sub < subsets; ++sub) {
   const std::uint64_t* from = t + (sub & (sub - 1)) * kBlockWords;
   const std::uint64_t* bit = clear + (std::size_t)(j * chunkBits + __builtin_ctz((unsigned)sub)) * kBlockWords;
   std::uint64_t* to = t + sub * kBlockWords;
   for (int w = 0; w < kBlockWords; ++w) to[w] = from[w] & bit[w];
  }
 }
}
#if NQ_X86
__attribute__((target("avx2"))) inline void subsetRows256(const std::uint64_t* clear, int chunks, int chunkBits, std::uint64_t* table) {
 const int subsets = 1 << chunkBits;
 for (int j = 0; j < chunks; ++j) {
  __m256i* t = (__m256i*)(table + (std::size_t)j * subsets * kBlockWords);
  if (j > 0) t[0] = t[1] = _mm256_set1_epi64x(-1);
  const __m256i* bit = (const __m256i*)(clear + (std::size_t)j * chunkBits * kBlockWords);
  for (int h = 0; h < 2; ++h) {
   const __m256i b0 = _mm256_loadu_si256(bit + h), b1 = _mm256_loadu_si256(bit + 2 + h), b2 = _mm256_loadu_si256(bit + 4 + h);
   for (int sub = 0; sub < subsets; sub += 8) {
    const __m256i r0 = sub == 0 ? t[h] : _mm256_and_si256( t[2 * (sub & (sub - 1)) + h], _mm256_loadu_si256(bit + 2 * __builtin_ctz((unsigned)sub) + h));
    const __m256i r2 = _mm256_and_si256(r0, b1), r4 = _mm256_and_si256(r0, b2);
    const __m256i r6 = _mm256_and_si256(r4, b1);
    __m256i* to = t + 2 * sub + h;
    to[0] = r0, to[2] = _mm256_and_si256(r0, b0);
    to[4] = r2, to[6] = _mm256_and_si256(r2, b0);
    to[8] = r4, to[10] = _mm256_and_si256(r4, b0);
    to[12] = r6, to[14] = _mm256_and_si256(r6, b0);
   }
  }
 }
}
__attribute__((target("avx512f,avx512bw,avx512vpopcntdq,bmi2,popcnt"))) inline void subsetRows512( const std::uint64_t* clear, int chunks, int chunkBits, std::uint64_t* table) {
 const int subsets = 1 << chunkBits;
 for (int j = 0; j < chunks; ++j) {
  __m512i* t = (__m512i*)(table + (std::size_t)j * subsets * kBlockWords);
  if (j > 0) t[0] = _mm512_set1_epi64(-1);
  const __m512i* bit = (const __m512i*)(clear + (std::size_t)j * chunkBits * kBlockWords);
  const __m512i b0 = _mm512_loadu_si512((const void*)bit), b1 = _mm512_loadu_si512((const void*)(bit + 1)), b2 = _mm512_loadu_si512((const void*)(bit + 2));
  for (int sub = 0; sub < subsets; sub += 8) {
   const __m512i r0 = sub == 0 ? t[0] : _mm512_and_si512( t[sub & (sub - 1)], _mm512_loadu_si512((const void*)(bit + __builtin_ctz((unsigned)sub))));
   const __m512i r2 = _mm512_and_si512(r0, b1), r4 = _mm512_and_si512(r0, b2);
   const __m512i r6 = _mm512_and_si512(r4, b1);
   t[sub] = r0;
   t[sub + 1] = _mm512_and_si512(r0, b0);
   t[sub + 2] = r2;
   t[sub + 3] = _mm512_and_si512(r2, b0);
   t[sub + 4] = r4;
   t[sub + 5] = _mm512_and_si512(r4, b0);
   t[sub + 6] = r6;
   t[sub + 7] = _mm512_and_si512(r6, b0);
  }
 }
}
#endif
class SieveJoin {
public:
 std::uint64_t count(Isa isa, const KeySpan* store, int stores, const KeySpan* queries, int queryLists) {
  if (isa != isa_ || !ruled_) rule_ = chunkRule(isa), ruled_ = true;
  isa_ = isa;
  Mask storeBits = 0, queryBits = 0;
  std::size_t storeKeys = 0, queryKeys = 0;
  for (int l = 0; l < stores; ++l) storeBits |= orOf(store[l]), storeKeys += store[l].size;
  for (int l = 0; l < queryLists; ++l) queryBits |= orOf(queries[l]), queryKeys += queries[l].size;
  const Mask relevant = storeBits & queryBits;
  const int width = relevant == 0 ? 1 : 64 - __builtin_clzll(relevant);
  if (width > kChunkBits * kMaxChunks) throw std::logic_error("sieve: key too wide");
  const Chunks chunks = chunksFor(width, queryKeys, rule_);
  chunkBits_ = chunks.bits, chunks_ = chunks.count;
  if (storeKeys == 0 || queryKeys == 0) return 0;
  chooseSieve(store, stores, storeKeys, queries, queryLists, queryKeys, relevant);
  groupQueries(queries, queryLists, queryKeys);
  std::uint64_t total = 0;
  for (int l = 0; l < stores; ++l) if (store[l].size != 0 && store[l].weight != 0) addChecked(total, joinStore(store[l], queries, queryLists));
  return total;
 }
private:
 static Mask orOf(const KeySpan& span) {
  Mask all[4] = {0, 0, 0, 0};
  std::size_t i = 0;
  for (; i + 4 <= span.size; i += 4) for (int k = 0; k < 4; ++k) all[k] |= span.keys[i + k];
  for (; i < span.size; ++i) all[0] |= span.keys[i];
  return all[0] | all[1] | all[2] | all[3];
 }
 void chooseSieve(const KeySpan* store, int stores, std::size_t storeKeys, const KeySpan* queries, int queryLists, std::size_t queryKeys, Mask relevant) {
  bits_ = 0;
  sieve_ = 0;
  while (bits_ < kMaxSieveBits && (queryKeys >> (bits_ + 1)) >= (std::size_t)kGroupQueries) ++bits_;
  if (storeKeys <= (std::size_t)kBlock) bits_ = 0;
  if (bits_ == 0) return;
  std::uint64_t inStore[64] = {}, inQueries[64] = {};
  sample(store, stores, storeKeys, inStore);
  sample(queries, queryLists, queryKeys, inQueries);
  int chosen[kMaxSieveBits];
  for (int i = 0; i < bits_; ++i) {
   int best = -1;
   std::uint64_t bestScore = 0;
   for (Mask m = relevant & ~sieve_; m != 0; m &= m - 1) {
    int b = __builtin_ctzll(m);
    std::uint64_t score = inStore[b] * inQueries[b];
    if (best < 0 || score > bestScore) best = b, bestScore = score;
   }
   if (best < 0) break;
   sieve_ |= Mask(1) << best;
   chosen[i] = best;
  }
  bits_ = __builtin_popcountll(sieve_);
  storeOrder(chosen);
 }
 void storeOrder(const int* chosen) {
  unsigned flip[kMaxSieveBits];
  for (int i = 0; i < bits_; ++i) flip[bits_ - 1 - i] = patternBit(chosen[i]);
  patternOf_[0] = 0;
  for (unsigned r = 1; r < (1u << bits_); ++r) patternOf_[r] = (std::uint8_t)(patternOf_[r - 1] ^ flip[__builtin_ctz(r)]);
 }
 unsigned patternBit(int b) const {
  return 1u << __builtin_popcountll(sieve_ & ((Mask(1) << b) - 1));
 }
 static void sample(const KeySpan* lists, int n, std::size_t keys, std::uint64_t* count) {
  const std::size_t step = std::max<std::size_t>(1, keys / kSampleKeys);
  Mask batch[64], any = 0;
  int held = 0;
  const auto add = [&] {
   std::fill(batch + held, batch + 64, Mask(0));
   std::uint64_t columns[64];
   bitColumnsPortable(batch, columns);
   for (; any != 0; any &= any - 1) {
    const int b = __builtin_ctzll(any);
    count[b] += __builtin_popcountll(columns[b]);
   }
   held = 0;
  };
  for (int l = 0; l < n; ++l) for (std::size_t i = 0; i < lists[l].size; i += step) {
    any |= batch[held++] = lists[l].keys[i];
    if (held == 64) add();
   }
  if (held != 0) add();
 }
 void patternsOf(const Mask* keys, std::size_t count, std::uint8_t* out) {
  if (bits_ == 0) {
   std::memset(out, 0, count);
   return;
  }
#if NQ_X86
  if (isa_ == Isa::avx2 && !fastPext_) return patterns256(keys, count, sieve_, out);
  if (isa_ != Isa::portable) return patternsPext(keys, count, sieve_, out);
#endif
  if (byteSieve_ != sieve_) {
   byteSieve_ = sieve_;
   for (int j = 0; j < 6; ++j) {
    byteTable_[j][0] = 0;
    for (int v = 1; v < 256; ++v) {
     const int b = 8 * j + __builtin_ctz((unsigned)v);
     const std::uint8_t own = (sieve_ >> b & 1) ? (std::uint8_t)patternBit(b) : 0;
     byteTable_[j][v] = (std::uint8_t)(byteTable_[j][v & (v - 1)] | own);
    }
   }
  }
  for (std::size_t i = 0; i < count; ++i) {
   const Mask k = keys[i];
   out[i] = (std::uint8_t)(byteTable_[0][k & 255] | byteTable_[1][k >> 8 & 255] | byteTable_[2][k >> 16 & 255] | byteTable_[3][k >> 24 & 255] | byteTable_[4][k >> 32 & 255] | byteTable_[5][k >> 40 & 255]);
  }
 }
 void groupQueries(const KeySpan* queries, int lists, std::size_t total) {
  const int patterns = 1 << bits_;
  start_.assign((std::size_t)lists * patterns + 1, 0);
  sortedQueries_.resize(total);
  pattern_.resize(total);
  std::size_t at = 0;
  for (int l = 0; l < lists; ++l) {
   start_[(std::size_t)l * patterns] = (std::uint32_t)at;
   sortByPattern(queries[l].keys, queries[l].size, start_.data() + (std::size_t)l * patterns, sortedQueries_.data(), pattern_.data() + at);
   at += queries[l].size;
  }
  start_.back() = (std::uint32_t)total;
 }
 void sortByPattern(const Mask* keys, std::size_t count, std::uint32_t* start, Mask* sorted, std::uint8_t* patterns, const std::uint8_t* order = nullptr) {
  const int groups = 1 << bits_;
  const std::uint32_t first = start[0];
  if (bits_ == 0) {
   std::copy(keys, keys + count, sorted + first);
   return;
  }
  patternsOf(keys, count, patterns);
  std::uint32_t size[1 << kMaxSieveBits] = {};
  for (std::size_t i = 0; i < count; ++i) ++size[patterns[i]];
  std::uint32_t next[1 << kMaxSieveBits];
  for (int g = 0, at = (int)first; g < groups; ++g) {
   const int p = order != nullptr ? order[g] : g;
   start[g] = next[p] = (std::uint32_t)at;
   at += (int)size[p];
  }
  for (std::size_t i = 0; i < count; ++i) sorted[next[patterns[i]]++] = keys[i];
 }
 static int rankAt(const std::uint32_t* groupStart, int groups, std::size_t at, int r) {
  while (r + 1 < groups && groupStart[r + 1] <= at) ++r;
  return r;
 }
 std::uint64_t joinStore(const KeySpan& store, const KeySpan* queries, int queryLists) {
  const int patterns = 1 << bits_, words = (patterns + 63) / 64;
  const std::size_t n = store.size;
  pattern_.resize(std::max(pattern_.size(), n));
  sorted_.resize(n + kBlock);
  std::uint32_t groupStart[1 << kMaxSieveBits] = {};
  sortByPattern(store.keys, n, groupStart, sorted_.data(), pattern_.data(), patternOf_);
  std::fill(sorted_.begin() + (std::ptrdiff_t)n, sorted_.end(), Mask(0));
  const std::size_t tableWords = (std::size_t)chunks_ * ((std::size_t)1 << chunkBits_) * kBlockWords;
  if (tables_.size() < tableWords + kBlockWords) tables_.resize(tableWords + kBlockWords);
  std::uint64_t* table = (std::uint64_t*)(((std::uintptr_t)tables_.data() + 63) & ~(std::uintptr_t)63);
  std::uint64_t total = 0;
  int lo = 0;
  for (std::size_t first = 0; first < n; first += kBlock) {
   stopPoint();
   const std::size_t m = std::min<std::size_t>(kBlock, n - first);
   lo = rankAt(groupStart, patterns, first, lo);
   const int hi = rankAt(groupStart, patterns, first + m - 1, lo);
   std::uint64_t fits[4] = {0, 0, 0, 0};
   blockFits(lo, hi, groupStart, n, fits);
   buildTables(sorted_.data() + first, m, table);
   for (int l = 0; l < queryLists; ++l) {
    if (queries[l].size == 0 || queries[l].weight == 0) continue;
    const std::uint32_t* start = start_.data() + (std::size_t)l * patterns;
    std::uint64_t found = visitBlockOf(chunks_, chunkBits_, isa_, table, sortedQueries_.data(), start, fits, words);
    addChecked(total, timesChecked(found, timesChecked(store.weight, queries[l].weight)));
   }
  }
  return total;
 }
 void blockFits(unsigned lo, unsigned hi, const std::uint32_t* groupStart, std::size_t n, std::uint64_t* fits) const {
  const unsigned full = (1u << bits_) - 1;
  for (unsigned r = lo; r <= hi; ++r) {
   const std::size_t end = r == full ? n : groupStart[r + 1];
   if (end == groupStart[r]) continue;
   const unsigned p = ~patternOf_[r] & full;
   fits[p >> 6] |= std::uint64_t(1) << (p & 63);
  }
  static const std::uint64_t bitClear[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full, 0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
  for (int i = 0; i < bits_; ++i) {
   if (i < 6) {
    for (int w = 0; w < 4; ++w) fits[w] |= (fits[w] >> (1 << i)) & bitClear[i];
   } else {
    const int step = 1 << (i - 6);
    for (int w = 0; w < 4; ++w) if (!(w & step)) fits[w] |= fits[w + step];
   }
  }
 }
 void buildTables(const Mask* keys, std::size_t m, std::uint64_t* table) {
  std::uint64_t clear[kMaxChunks * kWidestChunkBits][kBlockWords];
  const int words = (int)((m + 63) / 64), bits = chunks_ * chunkBits_;
  for (int w = 0; w < kBlockWords; ++w) {
   std::uint64_t columns[64];
   if (w >= words) {
    for (int b = 0; b < bits; ++b) clear[b][w] = ~std::uint64_t(0);
    continue;
   }
#if NQ_X86
   if (isa_ == Isa::avx512) bitColumns512(keys + 64 * w, (bits + 7) / 8, columns);
   else if (isa_ == Isa::avx2) bitColumns256(keys + 64 * w, columns);
   else
#endif
    bitColumnsPortable(keys + 64 * w, columns);
   for (int b = 0; b < bits; ++b) clear[b][w] = ~columns[b];
  }
  for (int w = 0; w < kBlockWords; ++w) {
   const std::size_t lo = (std::size_t)w * 64;
   table[w] = m >= lo + 64 ? ~std::uint64_t(0) : m > lo     ? (std::uint64_t(1) << (m - lo)) - 1 : 0;
  }
#if NQ_X86
  if (isa_ == Isa::avx512) return subsetRows512(clear[0], chunks_, chunkBits_, table);
  if (isa_ == Isa::avx2) return subsetRows256(clear[0], chunks_, chunkBits_, table);
#endif
  subsetRowsPortable(clear[0], chunks_, chunkBits_, table);
 }
 Isa isa_ = Isa::portable;
 ChunkRule rule_;
 bool ruled_ = false, fastPext_ = halves::fastPext();
 int chunks_ = 1, bits_ = 0, chunkBits_ = kChunkBits;
 std::uint8_t patternOf_[1 << kMaxSieveBits] = {};
 Mask sieve_ = 0, byteSieve_ = ~Mask(0);
 std::uint8_t byteTable_[6][256] = {};
 std::vector<std::uint8_t> pattern_;
 std::vector<std::uint32_t> start_;
 std::vector<Mask> sortedQueries_;
 std::vector<Mask> sorted_;
 std::vector<std::uint64_t> tables_;
};
}
// engine/sieve.hpp, continued
namespace nq {
inline constexpr int kSieveMinN = kHalvesMinN;
inline constexpr int kSieveMaxN = kHalvesMaxN;
namespace sieve {
using halves::Build;
using halves::HalfBoards;
using halves::Rows;
class SieveCounter : public Counter {
public:
 SieveCounter(int n, Isa isa, Build most = Build::parts, bool fold = true) : n_((halves::checkHalvesN("sieve", n), halves::checkIsa("sieve", isa), n)), isa_(isa), units_(n), boards_(n, most, isa, fold) {}
 std::uint64_t units() const override { return units_.size(); }
 double cost(std::uint64_t unit) const override { return units_.cost(unit); }
 std::string identity(std::uint64_t unit) const override {
  return units_.identity(unit) + (boards_.folded() ? " folded" : "");
 }
 Build build() const { return boards_.build(); }
 bool folded() const { return boards_.folded(); }
 Rows leftRows(std::uint64_t unit) const { return units_.leftRows(unit); }
 UnitCount count(std::uint64_t unit) const override {
  Scratch& sc = scratch();
  halves::UnitKeys& keys = sc.keys;
  keys.build(boards_, n_, units_.leftRows(unit));
  UnitCount result;
  result.work = keys.left.size();
  if (keys.lists == 0) return result;
  KeySpan right[halves::kRightLists];
  for (int l = 0; l < keys.lists; ++l) right[l] = KeySpan{keys.right[l].begin(), keys.right[l].size(), keys.weight[l]};
  const std::size_t rightKeys = keys.rightKeys();
  addChecked(result.work, rightKeys);
  const KeySpan left{keys.left.begin(), keys.left.size(), 1};
  result.solutions = rightKeys < left.size ? sc.join.count(isa_, right, keys.lists, &left, 1) : sc.join.count(isa_, &left, 1, right, keys.lists);
  return result;
 }
private:
 struct Scratch {
  halves::UnitKeys keys;
  SieveJoin join;
 };
 static Scratch& scratch() {
  thread_local Scratch s;
  return s;
 }
 int n_;
 Isa isa_;
 halves::UnitList units_;
 HalfBoards boards_;
};
}
inline std::unique_ptr<Counter> makeSieveCounter(int n, halves::Isa isa) {
 return std::make_unique<sieve::SieveCounter>(n, isa);
}
inline std::unique_ptr<Counter> makeSieveCounter(int n) {
 return makeSieveCounter(n, halves::bestIsa());
}
}

int main() {
    return nq::acm::answerByUnits(nq::kSieveMaxN, [](int n) { return nq::makeSieveCounter(n); });
}
