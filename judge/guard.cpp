// Hashing the guarded folders, and the check the runner calls after each run without the box.
#include "guard.hpp"

#include <filesystem>
#include <mutex>

#include "../common/hash.hpp"
#include "runner.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

// A symlink is its text (what it leads to is hashed under its own path: hashFolders).
std::string hashOf(const fs::path& path) {
    std::error_code ec;
    std::string what = "missing";
    if (fs::is_symlink(fs::symlink_status(path, ec))) {
        what = "link " + fs::read_symlink(path, ec).string();
    } else if (fs::is_regular_file(path, ec)) {
        const std::optional<std::string> text = readFile(path.string());
        what = text ? "file " + *text : "unreadable";
    } else if (fs::is_directory(path, ec)) {
        what = "folder";
    }
    return kit::hex(kit::fnv1a(what));
}

bool within(const std::string& path, const std::vector<std::string>& folders) {
    for (const std::string& f : folders)
        if (path == f || path.rfind(f + "/", 0) == 0) return true;
    return false;
}

struct Guard {
    std::vector<std::string> folders, skipped;
    std::string root;
    FolderHashes hashes;
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
    const FolderHashes now = hashFolders(g.folders, g.skipped);
    const std::string change = firstChange(g.hashes, now);
    if (change.empty()) return;
    const std::size_t space = change.rfind(' ');
    g.stop(changeError(change.substr(space + 1), change.substr(0, space), program, g.root));
}

}  // namespace

FolderHashes hashFolders(const std::vector<std::string>& folders,
                         const std::vector<std::string>& skipped) {
    FolderHashes hashes;
    for (const std::string& folder : folders) {
        std::error_code ec;
        hashes[folder] = hashOf(folder);
        for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end;
             it.increment(ec)) {
            if (within(it->path().string(), skipped)) {
                it.disable_recursion_pending();
                continue;
            }
            hashes[it->path().string()] = hashOf(it->path());
            std::error_code broken;
            if (!it->is_symlink(broken)) continue;
            const fs::path target = fs::canonical(it->path(), broken);
            if (!broken && fs::is_regular_file(target, broken))
                hashes[target.string()] = hashOf(target);
        }
    }
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
    g.hashes = hashFolders(folders, skipped);
    checkAfterUnboxedRuns(checkGuard);
}

}  // namespace judge
