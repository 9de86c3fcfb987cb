// The online judge a run imitates (--like, LIKE=): its compile commands (the languages' records
// of judge/lang/ are the one place they are written: `judge --like P --print-compile L` prints
// them), its limits on a source, its constraints, and how it words the result of a solution.
//   leetcode    LeetCode's compilers and flags, with its sanitizers, the prelude and imports it
//               puts before a file, most from the trixie toolchain root (roots.hpp). The default
//               for LeetCode problems (lc51, lc52, a package with .kit.yaml leetcode).
//   local       the kit's own build. The default for full programs (acm, any other package).
//   icpc        the ICPC World Finals / Kattis command lines.
//   codeforces  Codeforces' command lines, and its 64 KB source limit.
// docs/languages.md gives each command line and where it comes from (tests/docs-flags.sh holds
// it to the table).
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace judge {

enum class Like { Local, LeetCode, Icpc, Codeforces };

const char* likeName(Like like);  // "local", "leetcode", ...
std::optional<Like> parseLike(const std::string& name);
std::string likeNames();       // "leetcode|local|icpc|codeforces"
std::vector<Like> allLikes();  // in that order

// Whether a profile fits a problem: leetcode only LeetCode problems, icpc and codeforces only
// full programs, local any.
bool likeFits(Like like, bool leetcodeProblem);
Like defaultLike(bool leetcodeProblem);

}  // namespace judge
