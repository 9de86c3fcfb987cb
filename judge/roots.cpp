// Toolchain roots: the folder of each, checked by tools/root.sh --check.
#include "roots.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <map>
#include <mutex>

#include "text.hpp"

namespace judge {

namespace {

std::string gRootsFolder;  // --roots; empty: KIT/build/roots

// Runs `script --check NAME DIR` and returns its one line when it failed; "" when the root is
// current.
std::string checkRoot(const std::string& script, const std::string& name, const std::string& dir) {
    int out[2];
    if (::pipe2(out, O_CLOEXEC) != 0) return "cannot run " + script;
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(out[1], 1);
        ::dup2(out[1], 2);
        ::execl(script.c_str(), script.c_str(), "--check", name.c_str(), dir.c_str(),
                static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(out[1]);
    std::string text;
    char buf[4096];
    for (ssize_t got; (got = ::read(out[0], buf, sizeof buf)) > 0;)
        text.append(buf, static_cast<std::size_t>(got));
    ::close(out[0]);
    int status = 0;
    if (pid < 0 || ::waitpid(pid, &status, 0) != pid) return "cannot run " + script;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
    const std::string line = rtrim(text);
    return line.empty() ? script + " --check failed" : line;
}

ReadyRoot makeReady(Root root, const std::string& kit) {
    ReadyRoot ready;
    if (root == Root::Host) return ready;
    const std::string name = rootName(root);
    ready.dir = (gRootsFolder.empty() ? kit + "/build/roots" : gRootsFolder) + "/" + name;
    const std::string why = checkRoot(kit + "/tools/root.sh", name, ready.dir);
    if (!why.empty()) {
        ready.error = why + "; build it with: make root (as root), or tools/root.sh " + name + " " +
                      ready.dir;
        return ready;
    }
    ready.stamp = readFile(ready.dir + "/.kit-root").value_or("");
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
