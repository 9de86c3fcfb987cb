// What a LeetCode 51 answer gets wrong, board by board, for a page to draw: the boards it
// misses, the boards it gives that are not solutions (with the first two queens that attack),
// and the boards it gives more than once. The output validator writes it as
// feedback_dir/details.json, which the judge carries into its --json report (docs/page.md).
#pragma once
#include <string>

namespace judge {

// As JSON: {"n":4,"missing":[B...],"missing_count":K,"not_solutions":[{"board":B,
// "attacking":[{"row":1,"col":1},{"row":2,"col":2}]}...],"not_solutions_count":K,
// "repeated":[B...],"repeated_count":K}, where B is a board as LeetCode writes it
// (["..Q.", ...]); rows and columns count from 1; each list holds at most kDetailBoards
// boards, its count all of them. Only boards of n rows of n 'Q' or '.' are listed. "" when
// there is nothing to draw: the input has no n, the answer or the golden output does not
// parse, or the answer is right.
std::string lc51Details(const std::string& input, const std::string& expected,
                        const std::string& found);

constexpr int kDetailBoards = 64;  // keeps details.json far under the judge's 64 KiB

}  // namespace judge
