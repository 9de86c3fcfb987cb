// The compile cache's folder (cache_folder.hpp).
#include "cache_folder.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <map>
#include <system_error>
#include <vector>

namespace judge {

namespace {

namespace fs = std::filesystem;

// One key's files: KEY.run (a folder), KEY.ce, KEY.lock.
struct Entry {
    std::string base;
    long long bytes = 0;
    std::time_t used = 0;
};

// "0123...ef" (32 hex digits) and its ending, or false for anything else in the folder.
bool entryName(const std::string& name, std::string& key) {
    const std::size_t dot = name.find('.');
    if (dot != 32) return false;
    const std::string ending = name.substr(dot);
    if (ending != ".run" && ending != ".ce" && ending != ".lock") return false;
    key = name.substr(0, dot);
    return key.find_first_not_of("0123456789abcdef") == std::string::npos;
}

long long bytesUnder(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_directory(fs::symlink_status(path, ec))) return fs::file_size(path, ec);
    long long bytes = 0;
    for (auto it = fs::recursive_directory_iterator(path, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec)) bytes += static_cast<long long>(it->file_size(ec));
    return bytes;
}

std::vector<Entry> entriesOf(const std::string& folder) {
    std::map<std::string, Entry> entries;
    std::error_code ec;
    for (const fs::directory_entry& e : fs::directory_iterator(folder, ec)) {
        std::string key;
        struct stat st {};
        if (!entryName(e.path().filename(), key) || ::lstat(e.path().c_str(), &st) != 0) continue;
        Entry& entry = entries[key];
        entry.base = folder + "/" + key;
        entry.bytes += bytesUnder(e.path());
        if (e.path().extension() != ".lock") entry.used = std::max(entry.used, st.st_mtime);
    }
    std::vector<Entry> list;
    for (auto& [key, entry] : entries) list.push_back(entry);
    std::sort(list.begin(), list.end(),
              [](const Entry& a, const Entry& b) { return a.used < b.used; });
    return list;
}

// Removes an entry nobody compiles now; false when its lock is held.
bool removeEntry(const Entry& entry) {
    const int fd = ::open((entry.base + ".lock").c_str(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    if (fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return false;
    }
    std::error_code ec;
    fs::remove_all(entry.base + ".run", ec);
    fs::remove(entry.base + ".ce", ec);
    fs::remove(entry.base + ".lock", ec);
    if (fd >= 0) ::close(fd);
    return true;
}

// True once in kTrimEverySeconds for the folder (its stamp, .trimmed, made or touched).
bool trimDue(const std::string& folder) {
    const std::string stamp = folder + "/.trimmed";
    struct stat st {};
    if (::stat(stamp.c_str(), &st) == 0 && std::time(nullptr) - st.st_mtime < kTrimEverySeconds)
        return false;
    const int fd = ::open(stamp.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) return false;
    ::futimens(fd, nullptr);
    ::close(fd);
    return true;
}

}  // namespace

std::string cacheFolder(const std::string& given, const std::string& root) {
    if (!given.empty()) return given;
    return ::geteuid() == 0 ? kMachineCacheFolder : root + "/build/judge-cache";
}

void markUsed(const std::string& base, const std::string& ending) {
    ::utimensat(AT_FDCWD, (base + ending).c_str(), nullptr, AT_SYMLINK_NOFOLLOW);
}

void trimCache(const std::string& folder, long long capBytes) {
    if (!trimDue(folder)) return;
    const std::vector<Entry> entries = entriesOf(folder);
    long long total = 0;
    for (const Entry& e : entries) total += e.bytes;
    if (total <= capBytes) return;
    const std::time_t recent = std::time(nullptr) - kKeepUsedSeconds;
    for (const Entry& e : entries) {
        if (total <= capBytes / 4 * 3 || e.used >= recent) break;
        if (removeEntry(e)) total -= e.bytes;
    }
}

}  // namespace judge
