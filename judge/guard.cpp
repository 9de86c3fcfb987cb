// Hashing the guarded folders, and the check the runner calls after each run without the box.
//
// The check after a run compares every entry's lstat stamp (device, inode, size, mode, mtime and
// ctime, in ns) with the one taken with the hashes, and hashes again only the entries whose stamp
// differs: a program cannot write a file, or put its old mtime back, without changing its ctime,
// which only the kernel sets. The stamps are never renewed, so an entry once touched is hashed
// after every later run.
#include "guard.hpp"

#include <sys/stat.h>

#include <filesystem>
#include <functional>
#include <mutex>

#include "common/hash.hpp"
#include "runner.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

// A symlink is its text (what it leads to is hashed under its own path: forEachEntry).
std::string hashOf(const std::string& path) {
    std::error_code ec;
    std::string what = "missing";
    if (fs::is_symlink(fs::symlink_status(path, ec))) {
        what = "link " + fs::read_symlink(path, ec).string();
    } else if (fs::is_regular_file(path, ec)) {
        const std::optional<std::string> text = readFile(path);
        what = text ? "file " + *text : "unreadable";
    } else if (fs::is_directory(path, ec)) {
        what = "folder";
    }
    return kit::hex(kit::fnv1a(what));
}

struct Stamp {
    dev_t dev = 0;
    ino_t ino = 0;
    off_t size = -1;
    mode_t mode = 0;
    long long mtimeNs = 0, ctimeNs = 0;
    bool operator==(const Stamp& o) const {
        return dev == o.dev && ino == o.ino && size == o.size && mode == o.mode &&
               mtimeNs == o.mtimeNs && ctimeNs == o.ctimeNs;
    }
    bool operator!=(const Stamp& o) const { return !(*this == o); }
};
using Stamps = std::map<std::string, Stamp>;

long long ns(const timespec& t) {
    return static_cast<long long>(t.tv_sec) * 1000000000 + t.tv_nsec;
}

Stamp stampOf(const std::string& path) {
    Stamp s;
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return s;
    s = {st.st_dev, st.st_ino, st.st_size, st.st_mode, ns(st.st_mtim), ns(st.st_ctim)};
    return s;
}

bool within(const std::string& path, const std::vector<std::string>& folders) {
    for (const std::string& f : folders)
        if (path == f || path.rfind(f + "/", 0) == 0) return true;
    return false;
}

// Every entry under `folders` but `skipped`, and (with `links`) the file each symlink leads to.
void forEachEntry(const std::vector<std::string>& folders, const std::vector<std::string>& skipped,
                  bool links, const std::function<void(const std::string&)>& f) {
    for (const std::string& folder : folders) {
        std::error_code ec;
        f(folder);
        for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end;
             it.increment(ec)) {
            if (within(it->path().string(), skipped)) {
                it.disable_recursion_pending();
                continue;
            }
            f(it->path().string());
            std::error_code broken;
            if (!links || !it->is_symlink(broken)) continue;
            const fs::path target = fs::canonical(it->path(), broken);
            if (!broken && fs::is_regular_file(target, broken)) f(target.string());
        }
    }
}

struct Guard {
    std::vector<std::string> folders, skipped;
    std::string root;
    FolderHashes hashes;
    Stamps stamps;                     // taken with the hashes
    std::vector<std::string> targets;  // the files the symlinks led to then
    void (*stop)(const std::string&) = nullptr;
    std::mutex checking;
};

Guard& guard() {
    static Guard g;
    return g;
}

void checkGuard(const std::string& program) {
    Guard& g = guard();
    const std::lock_guard<std::mutex> lock(g.checking);
    Stamps now;
    // (A link led elsewhere has a new stamp of its own: the targets of the start are enough.)
    forEachEntry(g.folders, g.skipped, false,
                 [&](const std::string& path) { now[path] = stampOf(path); });
    for (const std::string& target : g.targets) now[target] = stampOf(target);
    if (now == g.stamps) return;
    FolderHashes hashes;
    for (const auto& [path, stamp] : now) {
        auto before = g.stamps.find(path);
        const bool same = before != g.stamps.end() && before->second == stamp;
        hashes[path] = same ? g.hashes.at(path) : hashOf(path);
    }
    const std::string change = firstChange(g.hashes, hashes);
    if (change.empty()) return;  // touched, not changed
    const std::size_t space = change.rfind(' ');
    g.stop(changeError(change.substr(space + 1), change.substr(0, space), program, g.root));
}

}  // namespace

FolderHashes hashFolders(const std::vector<std::string>& folders,
                         const std::vector<std::string>& skipped) {
    FolderHashes hashes;
    forEachEntry(folders, skipped, true,
                 [&](const std::string& path) { hashes[path] = hashOf(path); });
    return hashes;
}

std::string firstChange(const FolderHashes& before, const FolderHashes& after) {
    for (const auto& [path, hash] : before) {
        auto now = after.find(path);
        if (now == after.end()) return path + " went";
        if (now->second != hash) return path + " changed";
    }
    for (const auto& [path, hash] : after)
        if (!before.count(path)) return path + " appeared";
    return "";
}

std::string changeError(const std::string& change, const std::string& file,
                        const std::string& program, const std::string& root) {
    const bool inKit =
        file.size() > root.size() + 1 && file.compare(0, root.size() + 1, root + "/") == 0;
    const std::string restore =
        inKit ? "git -C " + root + " checkout -- " + file.substr(root.size() + 1)
              : "git checkout -- " + file + " (in its repository)";
    const std::string how = change == "appeared" ? "remove it (rm " + file + ")" : restore;
    return file + " " + change + " while the judge ran " + program +
           " without the box: no verdict can rest on it, so the judge stops here; restore it: " +
           how;
}

void guardFolders(const std::vector<std::string>& folders, const std::vector<std::string>& skipped,
                  const std::string& root, void (*stop)(const std::string& message)) {
    Guard& g = guard();
    g.folders = folders;
    g.skipped = skipped;
    g.root = root;
    g.stop = stop;
    Stamps walked;
    forEachEntry(folders, skipped, false,
                 [&](const std::string& path) { walked[path] = stampOf(path); });
    forEachEntry(folders, skipped, true, [&](const std::string& path) {
        if (!walked.count(path)) g.targets.push_back(path);
        g.stamps[path] = stampOf(path);  // before the hash: a write between them shows
        g.hashes[path] = hashOf(path);
    });
    checkAfterUnboxedRuns(checkGuard);
}

}  // namespace judge
