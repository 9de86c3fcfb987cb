// What the box is on this machine: the isolation and cgroup a mode gets, the line that names them,
// and the user the box's processes are outside.
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "box.hpp"
#include "cgroup.hpp"
#include "plan.hpp"

namespace judge {

using namespace box;

const char* isolationName(Isolation isolation) {
    switch (isolation) {
        case Isolation::Namespaces: return "namespaces";
        case Isolation::Rlimits: return "rlimits";
        case Isolation::None: return "none";
    }
    return "?";
}

bool dropsPrivileges() { return outerUser().root; }

namespace {

// Why namespaces cannot be made here (empty when they can): a box running /bin/true, tried once.
const std::string& namespacesProblem() {
    static const std::string problem = [] {
        const Fd null(::open("/dev/null", O_RDWR | O_CLOEXEC));
        JailRequest r;
        r.isolation = Isolation::Namespaces;
        r.argv = {"/bin/true"};
        r.env = {"PATH=/usr/bin:/bin"};
        r.in = r.out = r.err = null.get();
        std::string why;
        {
            Jail jail(r);
            why = jail.error();
            if (why.empty()) {
                const int error = jail.release();
                const KeeperReport report = jail.finish();
                if (error)
                    why = jail.error();
                else if (!report.complete || !WIFEXITED(report.status) ||
                         WEXITSTATUS(report.status) != 0)
                    why = "a box running /bin/true did not end cleanly";
            }
        }
        return why;
    }();
    return problem;
}

std::string userName(unsigned uid) {
    const passwd* pw = ::getpwuid(uid);
    return pw ? pw->pw_name : "uid " + std::to_string(uid);
}

// Who runs the programs without the box, and what that user can reach, for the warning.
std::string unboxedWarning() {
    const OuterUser& u = outerUser();
    const std::string name = userName(u.uid);
    const std::string who = unboxedUser();
    if (u.root)
        return "programs run as " + who +
               " with rlimits and the seccomp filter, in the machine's own files, network and "
               "processes: they can read every file " +
               name + " can read and write where " + name + " can write";
    return "programs run as you, " + who +
           ", with rlimits and the seccomp filter, in the machine's own files, network and "
           "processes: they can read and write every file you can, this kit included (the judge "
           "checks testdata/, problems/ and the solutions' folders after every run)";
}

// The isolation solutions get under a mode: `warning` when auto falls back, `error` when require
// cannot have its namespaces.
Isolation chooseIsolation(SandboxMode mode, std::string& warning, std::string& error) {
    if (mode == SandboxMode::Off) return Isolation::Rlimits;
    const std::string& problem = namespacesProblem();
    if (problem.empty()) return Isolation::Namespaces;
    if (mode == SandboxMode::Require || mode == SandboxMode::RequireNamespaces) {
        error = std::string("--sandbox ") +
                (mode == SandboxMode::Require ? "require" : "require=namespaces") +
                ": this machine cannot make the box's namespaces (" + problem + ")";
        return Isolation::Rlimits;
    }
    warning = "no sandbox here (" + problem + "): " + unboxedWarning() + "; see docs/sandbox.md";
    return Isolation::Rlimits;
}

}  // namespace

std::string unboxedUser() {
    const unsigned uid = outerUser().uid;
    return userName(uid) + " (uid " + std::to_string(uid) + ")";
}

SandboxChoice chooseSandbox(SandboxMode mode) {
    SandboxChoice box;
    std::string warning;
    box.isolation = chooseIsolation(mode, warning, box.error);
    if (!box.error.empty()) return box;
    if (mode == SandboxMode::Require && cgroupSupport().version == 0) {
        box.error = "--sandbox require: no cgroup with memory and pids for the runs here (" +
                    cgroupSupport().reason +
                    "); --sandbox require=namespaces judges in the box without one";
        return box;
    }
    if (!warning.empty()) box.warnings.push_back(warning);
    if (mode == SandboxMode::Off)
        turnOffCgroups();
    else if (cgroupSupport().version == 0)
        box.warnings.push_back("no cgroup for the runs (" + cgroupSupport().reason +
                               "): memory is measured and limited per process, and CPU time is "
                               "watched on the main process only");
    return box;
}

std::string sandboxName(Isolation isolation, bool tree) {
    if (isolation == Isolation::None) return isolationName(isolation);
    return std::string(isolationName(isolation)) +
           (tree ? ", cgroup v" + std::to_string(cgroupSupport().version) : ", no cgroup");
}

std::string sandboxName(Isolation isolation) {
    return sandboxName(isolation, cgroupSupport().version != 0);
}

bool giveToBoxUser(const std::string& path) {
    return !dropsPrivileges() || ::chown(path.c_str(), outerUser().uid, outerUser().gid) == 0;
}

bool giveToBoxUser(int fd) {
    return !dropsPrivileges() || ::fchown(fd, outerUser().uid, outerUser().gid) == 0;
}

namespace {

// Whether the user of runs without the box may do `want` (4 read, 2 write, 1 enter) to `st`.
bool allowed(const struct stat& st, unsigned want) {
    const unsigned uid = outerUser().uid, gid = outerUser().gid;
    const unsigned shift = st.st_uid == uid ? 6 : st.st_gid == gid ? 3 : 0;
    return ((st.st_mode >> shift) & want) == want;
}

std::string modeText(const struct stat& st) {
    char text[64];
    std::snprintf(text, sizeof text, "mode %03o, owner uid %u",
                  static_cast<unsigned>(st.st_mode & 0777), static_cast<unsigned>(st.st_uid));
    return text;
}

}  // namespace

std::string unreadableWithoutBox(const std::string& path) {
    if (!dropsPrivileges()) return "";  // the judge's own user: it read the file itself
    for (std::size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
        const bool last = slash == std::string::npos;
        const std::string part = last ? path : path.substr(0, slash);
        struct stat st {};
        if (::stat(part.c_str(), &st) != 0) return part + ": " + std::strerror(errno);
        const unsigned want = !last ? 1 : S_ISDIR(st.st_mode) ? 5 : 4;
        if (!allowed(st, want)) return part + " (" + modeText(st) + ")";
        if (last) return "";
    }
}

}  // namespace judge
