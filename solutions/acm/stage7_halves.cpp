// Generated from engine/programs/stage7_halves.cpp by `make bundle`: edit that file instead.
// Each kit file it includes stands where it is included, under a line naming it, without
// its comments (they are in that file), at one space an indentation level, a statement
// broken over lines in that file on one line.
// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 7): meet in the middle. Cut the board down the middle: a half-board is the
// queens of one half (left: columns 0..h-1, h = n/2), one in each of its rows; S is the set of
// rows whose queen is on the left. For a fixed S, any left half-board and any right half-board
// (the other rows) form a solution exactly when they share no diagonal. Only the 2(n-1)
// diagonals that cross the cut can be shared, so each half-board becomes a key of 2(n-1) bits,
// and S contributes sum over right keys w of #{left keys e : e AND w = 0}, found 512 left keys
// at a time by bit-sliced tables; the solutions themselves are never walked.
// Time: O(sum over S of P(S) + L(S) R(S) / 512) for the L(S) left and R(S) right keys of S
// (a few hundred to a few thousand each at n = 18) and the P(S) pairs of quarter parts tried to
// build them; far below the number of solutions: 6.5x stage 5 at n = 16, 8.6x at n = 17, 17x at
// n = 18 on one thread (docs/stage7.md).
// Space: the half-boards and tables of one S, the list of the S (12 bytes each), a table of all
// placements in an (n/2) x (n/2) quarter (1.2 MB at n = 16, 8.4 MB at n = 18, 65 MB at
// n = 20) and its entries made ready for each of the four roles (7.6 MB at n = 16, 58 MB at
// n = 18, 520 MB at n = 20). Peak resident memory: docs/stage7.md; under 1 GiB for every n.
// n = 22 and 23 build their half-boards by search here (the kit's parts made on use,
// engine/mitm_boards.hpp, are left out of this file, as of stage 8's).
// Symmetry weights (exact counting identities, checked by brute force in tests/halves_test.cpp):
// even n: only S <= its top-bottom mirror (weight 2, or 1 if equal); no left queen on a long
// diagonal, weight 2^d (d = occupied long diagonals); with d = 0 the left-right mirror folds S
// and its complement (weight 2, 0 or 1 from the first row pair that S does not split). Odd n:
// the middle row's queen at column c and the middle column's at row r, only h < c < r, weight 8;
// the centre queen (c = r = h) folded by the two mirrors.
// Adds to the classic meet in the middle: one left store per S serves every (c, r) of odd n;
// half-boards are pairs of quarter parts made once in the constructor, paired four at a time
// with AVX-512; the join runs on AVX-512 or AVX2 where the processor has them (a portable loop
// otherwise; NQ_MITM_PORTABLE=1 forces it). Build with -DNQ_PLACEMENTS to print
// "half-boards: N" (the half-boards built) on stderr.
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
// engine/halves.hpp
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
// engine/halves_join.hpp
#include <cstddef>
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
#include <atomic>
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
// engine/halves_join.hpp, continued
namespace nq::halves {
template <int C> std::uint64_t joinPortable(const std::uint64_t* table, int words, const std::uint64_t* keys, std::size_t count) {
 std::uint64_t total = 0;
 for (std::size_t q = 0; q < count; ++q) {
  std::uint64_t key = keys[q];
  const std::uint64_t* row[C];
  for (int j = 0; j < C; ++j) row[j] = table + (j * kSubsets + ((key >> (kChunkBits * j)) & (kSubsets - 1))) * kBlockWords;
  for (int w = 0; w < words; ++w) {
   std::uint64_t a = row[0][w];
   for (int j = 1; j < C; ++j) a &= row[j][w];
   total += (std::uint64_t)__builtin_popcountll(a);
  }
 }
 return total;
}
#if NQ_X86
template <int C> __attribute__((target("avx2,bmi2"))) std::uint64_t joinAvx2(const std::uint64_t* table, const std::uint64_t* keys, std::size_t count) {
 const Popcount256 pop;
 __m256i total = _mm256_setzero_si256();
 for (std::size_t q = 0; q < count; ++q) {
  std::uint64_t key = keys[q];
  const std::uint64_t* p = table + (key & (kSubsets - 1)) * kBlockWords;
  __m256i lo = _mm256_load_si256((const __m256i*)p);
  __m256i hi = _mm256_load_si256((const __m256i*)(p + 4));
  for (int j = 1; j < C; ++j) {
   p = table + (j * kSubsets + ((key >> (kChunkBits * j)) & (kSubsets - 1))) * kBlockWords;
   lo = _mm256_and_si256(lo, _mm256_load_si256((const __m256i*)p));
   hi = _mm256_and_si256(hi, _mm256_load_si256((const __m256i*)(p + 4)));
  }
  total = pop.add2(total, lo, hi);
 }
 alignas(32) std::uint64_t lanes[4];
 _mm256_store_si256((__m256i*)lanes, total);
 return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}
template <int C> __attribute__((target("avx512f,avx512vpopcntdq"))) std::uint64_t joinAvx512( const std::uint64_t* table, const std::uint64_t* keys, std::size_t count) {
 __m512i total = _mm512_setzero_si512();
 for (std::size_t q = 0; q < count; ++q) {
  std::uint64_t key = keys[q];
  __m512i a = _mm512_load_si512((const void*)(table + (key & (kSubsets - 1)) * kBlockWords));
  for (int j = 1; j < C; ++j) a = _mm512_and_si512( a, _mm512_load_si512((const void*)(table + (j * kSubsets + ((key >> (kChunkBits * j)) & (kSubsets - 1))) * kBlockWords)));
  total = _mm512_add_epi64(total, _mm512_popcnt_epi64(a));
 }
 alignas(64) std::uint64_t lanes[8];
 _mm512_store_si512((void*)lanes, total);
 return lanes[0] + lanes[1] + lanes[2] + lanes[3] + lanes[4] + lanes[5] + lanes[6] + lanes[7];
}
#endif
template <int C> std::uint64_t joinBlock(Isa isa, const std::uint64_t* table, int words, const std::uint64_t* keys, std::size_t count) {
#if NQ_X86
 if (isa == Isa::avx512) return joinAvx512<C>(table, keys, count);
 if (isa == Isa::avx2) return joinAvx2<C>(table, keys, count);
#endif
 (void)isa;
 return joinPortable<C>(table, words, keys, count);
}
class Store {
public:
 void build(const std::uint64_t* keys, std::size_t count, int keyBits) {
  if (keyBits < 0 || keyBits > kChunkBits * kMaxChunks) throw std::logic_error("halves: key too wide");
  chunks_ = keyBits == 0 ? 1 : (keyBits + kChunkBits - 1) / kChunkBits;
  count_ = count;
  blocks_ = (count + kBlock - 1) / kBlock;
  std::size_t blockSize = (std::size_t)chunks_ * kSubsets * kBlockWords;
  if (buffer_.size() < blocks_ * blockSize + kBlockWords) buffer_.resize(blocks_ * blockSize + kBlockWords);
  std::uintptr_t at = (std::uintptr_t)buffer_.data();
  base_ = (std::uint64_t*)((at + 63) & ~(std::uintptr_t)63);
  std::uint64_t clear[kMaxChunks * kChunkBits][kBlockWords];
  for (std::size_t b = 0; b < blocks_; ++b) {
   std::size_t first = b * kBlock, n = std::min<std::size_t>(kBlock, count - first);
   std::uint64_t valid[kBlockWords];
   for (int w = 0; w < kBlockWords; ++w) {
    std::size_t lo = (std::size_t)w * 64;
    valid[w] = n >= lo + 64 ? ~std::uint64_t(0) : n > lo     ? (std::uint64_t(1) << (n - lo)) - 1 : 0;
   }
   int words = (int)((n + 63) / 64);
   for (int w = 0; w < words; ++w) {
    std::uint64_t bits[64];
    std::size_t lo = first + (std::size_t)w * 64;
    for (std::size_t i = 0; i < 64; ++i) bits[i] = (std::size_t)w * 64 + i < n ? keys[lo + i] : 0;
    transpose64(bits);
    for (int k = 0; k < chunks_ * kChunkBits; ++k) clear[k][w] = ~bits[k];
   }
   std::uint64_t* table = base_ + b * blockSize;
   for (int w = 0; w < kBlockWords; ++w) table[w] = valid[w];
   for (int j = 0; j < chunks_; ++j) {
    std::uint64_t* t = table + (std::size_t)j * kSubsets * kBlockWords;
    if (j > 0) for (int w = 0; w < words; ++w) t[w] = ~std::uint64_t(0);
    for (int sub = 1; sub < kSubsets; ++sub) {
     const std::uint64_t* from = t + (sub & (sub - 1)) * kBlockWords;
     const std::uint64_t* bit = clear[j * kChunkBits + __builtin_ctz((unsigned)sub)];
     std::uint64_t* to = t + sub * kBlockWords;
     for (int w = 0; w < words; ++w) to[w] = from[w] & bit[w];
     for (int w = words; w < kBlockWords && j == 0; ++w) to[w] = 0;
    }
   }
  }
 }
 std::size_t size() const { return count_; }
 std::uint64_t join(Isa isa, const std::uint64_t* keys, std::size_t count) const {
  switch (chunks_) {
   case 1: return joinAll<1>(isa, keys, count);
   case 2: return joinAll<2>(isa, keys, count);
   case 3: return joinAll<3>(isa, keys, count);
   case 4: return joinAll<4>(isa, keys, count);
   case 5: return joinAll<5>(isa, keys, count);
   case 6: return joinAll<6>(isa, keys, count);
   case 7: return joinAll<7>(isa, keys, count);
   default: return joinAll<8>(isa, keys, count);
  }
 }
private:
 template <int C> std::uint64_t joinAll(Isa isa, const std::uint64_t* keys, std::size_t count) const {
  std::uint64_t total = 0;
  std::size_t blockSize = (std::size_t)C * kSubsets * kBlockWords;
  for (std::size_t b = 0; b < blocks_; ++b) {
   stopPoint();
   std::size_t n = std::min<std::size_t>(kBlock, count_ - b * kBlock);
   total += joinBlock<C>(isa, base_ + b * blockSize, (int)((n + 63) / 64), keys, count);
  }
  return total;
 }
 int chunks_ = 1;
 std::size_t count_ = 0, blocks_ = 0;
 std::vector<std::uint64_t> buffer_;
 std::uint64_t* base_ = nullptr;
};
}
// engine/mitm_unit_keys.hpp
// engine/mitm_boards.hpp
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
// engine/halves.hpp, continued
namespace nq {
namespace halves {
struct Scratch {
 UnitKeys keys;
 Store store;
};
class HalvesCounter : public Counter {
public:
 HalvesCounter(int n, Isa isa, Build most = Build::parts, bool fold = false) : n_((checkHalvesN("halves", n), checkIsa("halves", isa), n)), isa_(isa), units_(n), boards_(n, most, isa, fold) {}
 std::uint64_t units() const override { return units_.size(); }
 double cost(std::uint64_t unit) const override { return units_.cost(unit); }
 std::string identity(std::uint64_t unit) const override {
  return units_.identity(unit) + (boards_.folded() ? " folded" : "");
 }
 int n() const { return n_; }
 Build build() const { return boards_.build(); }
 const HalfBoards& boards() const { return boards_; }
 Rows leftRows(std::uint64_t unit) const { return units_.leftRows(unit); }
 UnitCount count(std::uint64_t unit) const override {
  Scratch& sc = scratch();
  UnitKeys& keys = sc.keys;
  keys.build(boards_, n_, units_.leftRows(unit));
  UnitCount result;
  result.work = keys.left.size();
  if (keys.lists == 0) return result;
  sc.store.build(keys.left.begin(), keys.left.size(), boards_.keys().bits());
  for (int l = 0; l < keys.lists; ++l) {
   addChecked(result.work, keys.right[l].size());
   addChecked(result.solutions, timesChecked(keys.weight[l], sc.store.join(isa_, keys.right[l].begin(), keys.right[l].size())));
  }
  return result;
 }
private:
 static Scratch& scratch() {
  thread_local Scratch s;
  return s;
 }
 int n_;
 Isa isa_;
 UnitList units_;
 HalfBoards boards_;
};
}
inline std::unique_ptr<Counter> makeHalvesCounter(int n, halves::Isa isa) {
 return std::make_unique<halves::HalvesCounter>(n, isa);
}
inline std::unique_ptr<Counter> makeHalvesCounter(int n) {
 return makeHalvesCounter(n, halves::bestIsa());
}
}

int main() {
    return nq::acm::answerByUnits(nq::kHalvesMaxN, [](int n) { return nq::makeHalvesCounter(n); });
}
