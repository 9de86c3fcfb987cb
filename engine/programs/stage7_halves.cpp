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
#include "engine/acm.hpp"
#include "engine/halves.hpp"

int main() {
    return nq::acm::answerByUnits(nq::kHalvesMaxN, [](int n) { return nq::makeHalvesCounter(n); });
}
