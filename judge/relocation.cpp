// A compile's folders under fixed names (relocation.hpp).
#include "relocation.hpp"

#include <algorithm>
#include <filesystem>

#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

// A folder as the key names it: absolute, normal, no trailing slash; empty for none or "/".
std::string folderOf(const std::string& path) {
    if (path.empty() || path[0] != '/') return "";
    std::string folder = fs::path(path).lexically_normal().string();
    while (folder.size() > 1 && folder.back() == '/') folder.pop_back();
    return folder == "/" ? "" : folder;
}

bool inside(const std::string& path, const std::string& folder) {
    return path == folder || path.rfind(folder + "/", 0) == 0;
}

// A character a file name may hold: a match that runs on into one is part of a longer name.
bool nameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
           c == '_' || c == '-' || c == '+' || c == '/';
}

// `from` (a folder, no trailing slash) replaced by `to` wherever it stands as a whole path or
// the start of one: not inside a longer name on either side.
std::string replaceFolder(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
        const std::size_t end = at + from.size();
        const bool starts = at == 0 || !nameChar(text[at - 1]);
        const bool ends = end == text.size() || text[end] == '/' || !nameChar(text[end]);
        if (!starts || !ends) {
            ++at;
            continue;
        }
        text.replace(at, from.size(), to);
        at += to.size();
    }
    return text;
}

}  // namespace

Relocation::Relocation(const CompileJob& job, const std::string& cacheDir) {
    const std::pair<std::string, std::string> named[] = {
        {folderOf(job.root), "/.judge/kit"},
        {folderOf(job.include), "/.judge/include"},
        {folderOf(job.programDir), "/.judge/program"},
        {folderOf(fs::path(job.source).parent_path().string()), "/.judge/source"},
        {folderOf(cacheDir), "/.judge/cache"},
    };
    for (const auto& [host, fixed] : named) {
        if (host.empty()) continue;
        bool within = false;  // named through a folder around it (or the same one)
        for (const auto& [other, unused] : named)
            within = within || (!other.empty() && other != host && inside(host, other));
        for (const auto& [kept, unused] : folders_) within = within || kept == host;
        if (!within) folders_.emplace_back(host, fixed);
    }
    std::sort(folders_.begin(), folders_.end(), [](const auto& a, const auto& b) {
        return a.first.size() > b.first.size();  // a longer folder first
    });
}

std::string Relocation::toFixed(std::string text) const {
    for (const auto& [host, fixed] : folders_) text = replaceFolder(text, host, fixed);
    return text;
}

std::string Relocation::toHost(std::string text) const {
    for (const auto& [host, fixed] : folders_) text = replaceFolder(text, fixed, host);
    return text;
}

std::vector<std::string> Relocation::flags(const std::string& flag) const {
    std::vector<std::string> out;
    for (const auto& [host, fixed] : folders_) out.push_back(flag + host + "/=" + fixed + "/");
    return out;
}

}  // namespace judge
