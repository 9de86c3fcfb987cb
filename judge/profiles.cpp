// The profiles' names, what each fits, and LeetCode's constraints.
#include "profiles.hpp"

#include "text.hpp"

namespace judge {

namespace {

struct Profile {
    Like like;
    const char* name;
};

constexpr Profile kProfiles[] = {
    {Like::LeetCode, "leetcode"},
    {Like::Local, "local"},
    {Like::Icpc, "icpc"},
    {Like::Codeforces, "codeforces"},
};

}  // namespace

const char* likeName(Like like) {
    for (const Profile& p : kProfiles)
        if (p.like == like) return p.name;
    return "?";
}

std::optional<Like> parseLike(const std::string& name) {
    for (const Profile& p : kProfiles)
        if (name == p.name) return p.like;
    return std::nullopt;
}

std::string likeNames() {
    std::string names;
    for (const Profile& p : kProfiles) names += (names.empty() ? "" : "|") + std::string(p.name);
    return names;
}

std::vector<Like> allLikes() {
    std::vector<Like> likes;
    for (const Profile& p : kProfiles) likes.push_back(p.like);
    return likes;
}

bool likeFits(Like like, bool leetcodeProblem) {
    switch (like) {
        case Like::Local: return true;
        case Like::LeetCode: return leetcodeProblem;
        case Like::Icpc:
        case Like::Codeforces: return !leetcodeProblem;
    }
    return false;
}

Like defaultLike(bool leetcodeProblem) { return leetcodeProblem ? Like::LeetCode : Like::Local; }

std::string Constraints::text() const {
    return std::to_string(low) + " <= n <= " + std::to_string(high);
}

std::optional<Constraints> leetcodeConstraints(const std::string& leetcode) {
    if (leetcode == "lc51" || leetcode == "lc52") return Constraints{1, 9};
    return std::nullopt;
}

bool withinConstraints(const Constraints& c, const std::string& input) {
    const std::vector<std::string> tokens = splitTokens(input);
    if (tokens.size() != 1) return true;
    const std::optional<long long> n = parseInteger(tokens[0]);
    return !n || (*n >= c.low && *n <= c.high);
}

}  // namespace judge
