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

namespace judge {

enum class Like { Local, LeetCode, Icpc, Codeforces };

const char* likeName(Like like);  // "local", "leetcode", ...
std::optional<Like> parseLike(const std::string& name);
std::string likeNames();  // "leetcode|local|icpc|codeforces"

// Whether a profile fits a problem: leetcode only LeetCode problems, icpc and codeforces only
// full programs, local any.
bool likeFits(Like like, bool leetcodeProblem);
Like defaultLike(bool leetcodeProblem);

// A LeetCode problem's constraints on its one input n: lc51 and lc52 both say 1 <= n <= 9.
struct Constraints {
    long long low = 1, high = 9;
    std::string text() const;  // "1 <= n <= 9"
};
std::optional<Constraints> leetcodeConstraints(const std::string& leetcode);  // "lc51", "lc52"
// Whether a test's input (one integer n) lies within them; true when it does not say one.
bool withinConstraints(const Constraints& c, const std::string& input);

}  // namespace judge
