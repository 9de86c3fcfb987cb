// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 8): stage 7's meet in the middle with a sieved join. The board is cut down the
// middle; S is the set of rows whose queen is on the left; a left and a right half-board of S make
// a solution exactly when they share none of the 2(n-1) diagonals that cross the cut, their key.
// The smaller side's keys are stored, sorted by a few sieve bits chosen for S, in bit-sliced
// blocks of 512; a key of the other side visits only the blocks whose sieve bits it can fit, and
// tests 512 stored keys with one 512-bit AND per chunk of 6 to 10 key bits and a popcount.
// Time: O(sum over S of P(S) + f(S) L(S) R(S) / 512) for the L(S) left and R(S) right keys of S,
// the P(S) pairs of quarter parts tried to build them, and f(S) the share of blocks a key still
// visits (docs/stage8.md).
// Space: stage 7's: the half-boards of one S, the list of the S, a table of all placements in an
// (n/2) x (n/2) quarter (8.4 MB at n = 18, 65 MB at n = 20), its entries made ready for each of
// the four roles (58 MB at n = 18, 520 MB at n = 20); one block's tables (up to 256 KB), the
// join's copy of each key. Under 1 GiB for every n (docs/stage8.md).
// This file counts n <= 21 as the kit does; n = 22 and 23 build their half-boards by search here
// (the kit's parts made on use, engine/mitm_boards.hpp, are left out to fit Codeforces' 64 KB).
// Adds to stage 7: the sieve, built per S (which side to store, which bits, the blocks' sieve
// patterns); the inner loops written out for each chunk count and instruction set (AVX-512, AVX2,
// portable, chosen at run time: NQ_MITM_PORTABLE=1 forces the portable one), so that g++ -O2
// without -march runs them unrolled. Build with -DNQ_PLACEMENTS to print "half-boards: N" on
// stderr.
#include "engine/acm.hpp"
#include "engine/sieve.hpp"

int main() {
    return nq::acm::answerByUnits(nq::kSieveMaxN, [](int n) { return nq::makeSieveCounter(n); });
}
