// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 5): count one board per class of the 8 symmetries of the square, weighted by the
// class size (8, 4 or 2); the bitmask search fills the last rows level by level, branch-free.
// Time: O(n!) placements at worst, like every stage; here about 1/4 of the plain bitmask count's
// (only boards that can still be the smallest of their class are walked), at about half the cost
// each: a few instructions without a branch that depends on the board.
// Space: O(n) for the rules and the first rows, plus the frontier of one subtree of the last
// 11 rows (typically a few thousand nodes).
// Adds to the sources: stage 3 folds only the left-right mirror (a factor 2); this folds all
// eight symmetries. The sources' recursion loses much of its time to mispredicted branches (when a
// row runs out of free squares is hard to guess); here a loop expands a whole row of a subtree
// with no branch that depends on the board.
// The search is the kit's `symmetry` engine (engine/symmetry.hpp); its units, the boards with
// given first rows, are counted here one after another.
// Build with -DNQ_PLACEMENTS to print "placements: N" (queens put by the count) on stderr.
#include <cstdint>
#include <cstdio>

#include "engine/acm.hpp"
#include "engine/symmetry.hpp"

int main() {
    int n;
    if (!nq::acm::readSize(n, nq::symmetry::kMaxN)) return 1;
    nq::symmetry::SymmetryCounter counter(n);
    nq::UnitCount total{0, nq::symmetry::prefixPlacements(n)};
    for (std::uint64_t unit = 0; unit < counter.units(); ++unit)
        nq::addChecked(total, counter.count(unit));
    nq::acm::printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "placements: %llu\n", (unsigned long long)total.work);
#endif
    return 0;
}
