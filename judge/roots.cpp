// Toolchain roots: the folder of each, checked against its package list by its stamp.
#include "roots.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <map>
#include <mutex>
#include <utility>

#include "text.hpp"

namespace judge {

namespace {

std::string gRootsFolder;  // --roots; empty: KIT/build/roots

// What tools/root.sh --check --quick NAME DIR says: its exit status and its one line (stdout),
// or -1 when it cannot be run. The script is the one place the rule and its words are written.
std::pair<int, std::string> checkRoot(const std::string& kit, const std::string& name,
                                      const std::string& dir) {
    const std::string script = kit + "/tools/root.sh";
    int out[2];
    if (::pipe2(out, O_CLOEXEC) != 0) return {-1, ""};
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(out[1], 1);
        ::execl("/bin/bash", "bash", script.c_str(), "--check", "--quick", name.c_str(),
                dir.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(out[1]);
    std::string said;
    char buffer[4096];
    for (ssize_t n; pid > 0 && (n = ::read(out[0], buffer, sizeof buffer)) != 0;)
        if (n > 0 && said.size() < (1 << 16))
            said.append(buffer, static_cast<std::size_t>(n));
        else if (n < 0 && errno != EINTR)
            break;
    ::close(out[0]);
    int status = 0;
    while (pid > 0 && ::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (pid <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) == 127) return {-1, ""};
    return {WEXITSTATUS(status), rtrim(said)};
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
