// Toolchain roots: the folder of each, checked against its package list by its stamp.
#include "roots.hpp"

#include <map>
#include <mutex>
#include <utility>

#include "common/capture.hpp"
#include "text.hpp"

namespace judge {

namespace {

std::string gRootsFolder;  // --roots; empty: KIT/build/roots

// What tools/root.sh --check --quick NAME DIR says: its exit status and its one line (stdout),
// or -1 when it cannot be run. The script is the one place the rule and its words are written.
std::pair<int, std::string> checkRoot(const std::string& kit, const std::string& name,
                                      const std::string& dir) {
    const auto [status, said] = kit::capture(
        {"/bin/bash", kit + "/tools/root.sh", "--check", "--quick", name, dir}, 1 << 16);
    return {status == 127 ? -1 : status, rtrim(said)};
}

}  // namespace

std::string rebuildHint(Root root, const std::string& dir) {
    return "make root (as root), or tools/root.sh " + std::string(rootName(root)) + " " + dir;
}

namespace {

ReadyRoot makeReady(Root root, const std::string& kit) {
    ReadyRoot ready;
    if (root == Root::Host) return ready;
    const std::string name = rootName(root);
    ready.dir = (gRootsFolder.empty() ? kit + "/build/roots" : gRootsFolder) + "/" + name;
    const auto [status, said] = checkRoot(kit, name, ready.dir);
    if (status == 0) {
        ready.stamp = readFile(ready.dir + "/.kit-root", 1 << 20).value_or("");
        if (!ready.stamp.empty()) return ready;
    }
    ready.error = (status == 1 ? said
                               : "cannot check the toolchain root " + ready.dir + " with " + kit +
                                     "/tools/root.sh") +
                  "; build it with: " + rebuildHint(root, ready.dir);
    return ready;
}

}  // namespace

const char* rootName(Root root) { return root == Root::Trixie ? "trixie" : "host"; }

void setRootsFolder(const std::string& dir) { gRootsFolder = dir; }

const ReadyRoot& readyRoot(Root root, const std::string& kit) {
    static std::mutex mutex;
    static std::map<Root, ReadyRoot> checked;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = checked.find(root);
    if (it == checked.end()) it = checked.emplace(root, makeReady(root, kit)).first;
    return it->second;
}

}  // namespace judge
