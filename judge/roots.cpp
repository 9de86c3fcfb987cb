// Toolchain roots: the folder of each, checked against its package list by its stamp.
#include "roots.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

#include "text.hpp"

namespace judge {

namespace {

std::string gRootsFolder;  // --roots; empty: KIT/build/roots

// The lines of a package list as the stamp repeats them: comments, blank lines and extra spaces
// dropped (tools/root.sh's pins).
std::vector<std::string> pins(const std::string& list) {
    std::vector<std::string> lines;
    for (std::string line : splitLines(list)) {
        line = line.substr(0, line.find('#'));
        std::string words;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const bool space = line[i] == ' ' || line[i] == '\t' || line[i] == '\r';
            if (!space)
                words += line[i];
            else if (!words.empty() && words.back() != ' ')
                words += ' ';
        }
        if (!words.empty() && words.back() == ' ') words.pop_back();
        if (!words.empty()) lines.push_back(words);
    }
    return lines;
}

// Why the root in `dir` is not the one `list` describes; "" when its stamp (read into `stamp`)
// matches. A damaged root (a file gone) shows when a tool is missing; tools/root.sh --check (make
// root) looks at every file of the pinned packages.
std::string staleness(const std::string& dir, const std::string& list, std::string& stamp) {
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return "it is missing";
    const std::optional<std::string> text = readFile(dir + "/.kit-root", 1 << 20);
    if (!text) return "it is half-built (no stamp " + dir + "/.kit-root)";
    stamp = *text;
    std::vector<std::string> head = splitLines(stamp);
    head.resize(std::find(head.begin(), head.end(), "installed:") - head.begin());
    if (head != pins(readFile(list, 1 << 20).value_or("")))
        return "its stamp is of another package list than " + list;
    return "";
}

ReadyRoot makeReady(Root root, const std::string& kit) {
    ReadyRoot ready;
    if (root == Root::Host) return ready;
    const std::string name = rootName(root);
    ready.dir = (gRootsFolder.empty() ? kit + "/build/roots" : gRootsFolder) + "/" + name;
    const std::string why =
        staleness(ready.dir, kit + "/tools/roots/" + name + ".list", ready.stamp);
    if (why.empty()) return ready;
    ready.stamp.clear();
    ready.error = "the toolchain root " + ready.dir + " is not ready: " + why +
                  "; build it with: make root (as root), or tools/root.sh " + name + " " +
                  ready.dir;
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
