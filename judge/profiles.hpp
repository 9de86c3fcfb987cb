// The online judge a run imitates (--like, LIKE=): its compile commands (languages.hpp), its
// limits on a source, its constraints, and how it words the result of a solution.
//
//   leetcode    clang 19 -std=c++23 -O2, AddressSanitizer + UBSan, libstdc++ 14 and every header
//               pre-included; gcc 14 for C; OpenJDK 21 --enable-preview (those three from the
//               trixie toolchain root, roots.hpp); Python 3.11 with LeetCode's imports.
//               The default for LeetCode problems (lc51, lc52, a package with .kit.yaml leetcode).
//   local       the kit's own build: g++ -std=c++17 -O2 (and the other languages as they were).
//               The default for full programs (acm, any other package).
//   icpc        the ICPC World Finals / Kattis command lines: g++ -g -O2 -std=gnu++20 -static
//               (g++ 14 and OpenJDK 21 from the trixie root).
//   codeforces  Codeforces' GNU G++ line: g++ -std=c++20 -O2, and its 64 KB source limit (g++ 14
//               and OpenJDK 21 from the trixie root).
// docs/languages.md gives each command line and where it comes from.
#pragma once
#include <optional>
#include <string>

namespace judge {

enum class Like { Local, LeetCode, Icpc, Codeforces };

const char* likeName(Like like);  // "local", "leetcode", ...
std::optional<Like> parseLike(const std::string& name);
std::string likeNames();  // "leetcode|local|icpc|codeforces"

// The judge a profile stands for, for messages: "LeetCode", "Codeforces", ...
const char* likeTitle(Like like);

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
