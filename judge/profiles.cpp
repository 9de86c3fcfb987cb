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

}  // namespace judge
