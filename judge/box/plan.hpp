// The plan of a run: everything the keeper and the program do, decided by the judge before the
// keeper starts (paths, mounts, filter, environment: planning may allocate), so that the keeper and
// the program, forked from a judge that runs threads, only carry it out with system calls.
//   planSystem: the system part of the box (/usr, /etc, /proc, /dev, /tmp), the host's or a
//   toolchain root's; planPaths: the run's
//   own files, each at its own path. Both add steps that the keeper runs in order (keeper.cpp).
#pragma once
#include <linux/filter.h>
#include <sched.h>
#include <sys/types.h>

#include <deque>
#include <string>
#include <vector>

#include "box.hpp"

namespace judge::box {

constexpr unsigned kBoxId = 1000;         // the uid and gid of the box's processes, inside
constexpr const char* kNewRoot = "/tmp";  // where the keeper builds the box before pivot_root

// Who the box's processes are outside: nobody when the judge is root, the judge's user otherwise.
struct OuterUser {
    bool root = false;
    uid_t uid = 65534;
    gid_t gid = 65534;
};
const OuterUser& outerUser();

// One step of building the box, carried out by the keeper in order.
enum class Op {
    Private,
    Open,
    Tmpfs,
    Mkdir,
    Touch,
    Bind,
    ReadOnly,
    Symlink,
    Proc,
    Write,
    Pivot,
    Hostname
};

struct Step {
    Op op;
    const char* target;
    const char* source;   // Tmpfs: options; Bind: source; Symlink: the link's text; Write: text
    unsigned long flags;  // mount flags (Mkdir: the mode)
};

struct Plan {
    Isolation isolation = Isolation::None;
    std::deque<std::string> text;  // every string the plan points to (stable addresses)
    std::vector<Step> steps;       // Namespaces: the box
    std::vector<Step> opens;       // the box's own paths, opened (O_PATH) before /tmp is covered
    struct Carried {
        const char* host = nullptr;  // the host folder (opened by the keeper as fd)
        const char* box = nullptr;   // its path in the box, a tmpfs of its own
        int fd = -1;
    } carried;  // BoxPath::carried, if a path is
    std::vector<char*> argv, envp;
    const char* cwd = nullptr;
    int in = -1, out = -1, err = -1, answer = -1;
    int start = -1;         // keeper: read one byte before anything (the uid maps are written)
    int report = -1;        // keeper and program: messages to the judge before exec
    int result = -1;        // keeper: the KeeperReport
    int go = -1;            // program: read one byte, then exec
    std::vector<int> keep;  // every fd above, sorted: the keeper closes all others
    ChildLimits limits;
    bool pinned = false;  // the keeper pins itself (and so the program) to `cpus`
    cpu_set_t cpus{};
    bool dropToNobody = false;  // Rlimits as root
    bool judgeIsRoot = false;
    uid_t nobodyUid = 65534;
    gid_t nobodyGid = 65534;
    std::vector<sock_filter> filter;
    sock_fprog program{};
};

// A string the plan keeps (at a stable address) for the keeper to use.
const char* keepText(Plan& p, std::string s);
void addStep(Plan& p, Op op, const std::string& target, const std::string& source = "",
             unsigned long flags = 0);

// The system part of the box, with a /tmp of tmpBytes: /usr, /bin, /lib..., and /etc's entries
// from the folder `root` (a toolchain root), or from the host's own when it is empty. A root is
// opened as fd firstFd; returns the first fd left free.
int planSystem(Plan& p, long long tmpBytes, const std::string& root, int firstFd);
// The run's own files; false (with `error`) when one is missing or cannot be shown.
// A host path under /usr is shown only with the host's system (root empty).
bool planPaths(Plan& p, std::vector<BoxPath> paths, int firstFd, const std::string& root,
               std::string& error);

}  // namespace judge::box
