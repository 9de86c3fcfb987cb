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
#include "engine/acm.hpp"
#include "engine/sieve.hpp"

int main() {
    return nq::acm::answerByUnits(nq::kSieveMaxN, [](int n) { return nq::makeSieveCounter(n); });
}
