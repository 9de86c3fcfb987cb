// The mount plan: what the box shows, as steps for the keeper.
#include "plan.hpp"

#include <pwd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>

namespace judge::box {

const OuterUser& outerUser() {
    static const OuterUser user = [] {
        OuterUser u;
        u.root = ::geteuid() == 0;
        if (!u.root) {
            u.uid = ::geteuid();
            u.gid = ::getegid();
        } else if (const passwd* nobody = ::getpwnam("nobody")) {
            u.uid = nobody->pw_uid;
            u.gid = nobody->pw_gid;
        }
        return u;
    }();
    return user;
}

const char* keepText(Plan& p, std::string s) {
    p.text.push_back(std::move(s));
    return p.text.back().c_str();
}

void addStep(Plan& p, Op op, const std::string& target, const std::string& source,
             unsigned long flags) {
    p.steps.push_back({op, keepText(p, target), keepText(p, source), flags});
}

namespace {

// The flags a read-only bind must keep: those a user namespace may not drop.
unsigned long readOnlyFlags(const std::string& path) {
    unsigned long flags = MS_RDONLY | MS_NOSUID | MS_NODEV;
    struct statvfs s {};
    if (::statvfs(path.c_str(), &s) != 0) return flags;
    if (s.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (s.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (s.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (s.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    return flags;
}

std::string inBox(const std::string& path) { return std::string(kNewRoot) + path; }

// Where the system's files come from: the host's own (from "") or a toolchain root, opened by the
// keeper as an fd (so that a root inside a folder the box's user cannot enter is still reached).
struct System {
    std::string dir;   // "" for the host, else the root's folder
    std::string from;  // what a bind's source starts with: "" or /proc/self/fd/N
    std::string at(const std::string& path) const { return dir + path; }
};

// A system file or folder shown read-only at its own path (a symlink is copied as a symlink).
void showSystemPath(Plan& p, const System& sys, const std::string& path) {
    struct stat st {};
    if (::lstat(sys.at(path).c_str(), &st) != 0) return;
    if (S_ISLNK(st.st_mode)) {
        std::error_code ec;
        const std::string link = std::filesystem::read_symlink(sys.at(path), ec).string();
        if (!ec) addStep(p, Op::Symlink, inBox(path), link);
        return;
    }
    addStep(p, S_ISDIR(st.st_mode) ? Op::Mkdir : Op::Touch, inBox(path), "", 0755);
    addStep(p, Op::Bind, inBox(path), sys.from + path, MS_REC);
    addStep(p, Op::ReadOnly, inBox(path), "", readOnlyFlags(sys.at(path)));
}

// /etc entries a runtime reads: the loader, alternatives (java, javac), the JVM's and Python's.
std::vector<std::string> etcEntries(const std::string& dir) {
    std::vector<std::string> entries = {"/etc/ld.so.cache", "/etc/alternatives", "/etc/localtime"};
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir + "/etc", ec)) {
        const std::string name = e.path().filename();
        if (name.rfind("java-", 0) == 0 || name.rfind("python3", 0) == 0)
            entries.push_back("/etc/" + name);
    }
    std::sort(entries.begin(), entries.end());
    return entries;
}

// The entries of each system (the host's, each root's), found once.
const std::vector<std::string>& cachedEtcEntries(const std::string& dir) {
    static std::mutex mutex;
    static std::map<std::string, std::vector<std::string>> entries;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = entries.find(dir);
    if (it == entries.end()) it = entries.emplace(dir, etcEntries(dir)).first;
    return it->second;
}

}  // namespace

int planSystem(Plan& p, long long tmpBytes, const std::string& root, int firstFd) {
    System sys{root, ""};
    int fd = firstFd;
    if (!root.empty()) {
        p.opens.push_back(
            {Op::Open, keepText(p, root), keepText(p, ""), static_cast<unsigned long>(fd)});
        sys.from = "/proc/self/fd/" + std::to_string(fd++);
    }
    addStep(p, Op::Private, "/");
    addStep(p, Op::Tmpfs, kNewRoot, "size=1m,nr_inodes=4096,mode=755", MS_NOSUID | MS_NODEV);
    addStep(p, Op::Mkdir, inBox("/usr"), "", 0755);
    addStep(p, Op::Bind, inBox("/usr"), sys.from + "/usr", MS_REC);
    addStep(p, Op::ReadOnly, inBox("/usr"), "", readOnlyFlags(sys.at("/usr")));
    for (const char* top : {"/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin"})
        showSystemPath(p, sys, top);
    addStep(p, Op::Mkdir, inBox("/etc"), "", 0755);
    for (const std::string& entry : cachedEtcEntries(root)) showSystemPath(p, sys, entry);
    addStep(p, Op::Write, inBox("/etc/passwd"), "box:x:1000:1000:box:/tmp:/bin/sh\n");
    addStep(p, Op::Write, inBox("/etc/group"), "box:x:1000:\n");
    addStep(p, Op::Mkdir, inBox("/proc"), "", 0555);
    addStep(p, Op::Proc, inBox("/proc"));
    addStep(p, Op::Mkdir, inBox("/dev"), "", 0755);
    addStep(p, Op::Tmpfs, inBox("/dev"), "size=64k,nr_inodes=64,mode=755", MS_NOSUID | MS_NOEXEC);
    for (const char* device :
         {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"}) {
        addStep(p, Op::Touch, inBox(device), "", 0666);
        addStep(p, Op::Bind, inBox(device), device);
    }
    addStep(p, Op::Symlink, inBox("/dev/fd"), "/proc/self/fd");
    addStep(p, Op::Symlink, inBox("/dev/stdin"), "/proc/self/fd/0");
    addStep(p, Op::Symlink, inBox("/dev/stdout"), "/proc/self/fd/1");
    addStep(p, Op::Symlink, inBox("/dev/stderr"), "/proc/self/fd/2");
    addStep(p, Op::Mkdir, inBox("/tmp"), "", 01777);
    addStep(p, Op::Tmpfs, inBox("/tmp"),
            "size=" + std::to_string(std::max(1LL << 20, tmpBytes)) + ",nr_inodes=4096,mode=1777",
            MS_NOSUID | MS_NODEV);
    return fd;
}

namespace {

bool under(const std::string& path, const std::string& dir) {
    return path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0 &&
           path[dir.size()] == '/';
}

// A carried folder: a bounded tmpfs at its path, the host folder opened as `fd` for the copies.
bool planCarried(Plan& p, const std::string& path, const struct stat& st, int fd,
                 std::string& error) {
    if (!S_ISDIR(st.st_mode) || p.carried.host) {
        error = "cannot carry " + path +
                (p.carried.host ? ": one carried folder a run" : ": not a folder");
        return false;
    }
    p.carried = {keepText(p, path), keepText(p, path), fd};
    addStep(p, Op::Mkdir, inBox(path), "", 0755);
    addStep(p, Op::Tmpfs, inBox(path),
            "size=" + std::to_string(kCarriedBytes) +
                ",nr_inodes=" + std::to_string(kCarriedFiles) + ",mode=755",
            MS_NOSUID | MS_NODEV | MS_NOEXEC);
    return true;
}

}  // namespace

// The run's own files, each at its own path; false (with `error`) when one is missing. The keeper
// opens each (O_PATH, as fd firstFd, firstFd + 1, ...) before it covers /tmp with the box, and
// binds it from /proc/self/fd: a path under /tmp stays reachable, and the mount it names is in
// the keeper's own mount namespace (a bind's source must be).
bool planPaths(Plan& p, std::vector<BoxPath> paths, int firstFd, const std::string& root,
               std::string& error) {
    std::sort(paths.begin(), paths.end(),
              [](const BoxPath& a, const BoxPath& b) { return a.path < b.path; });
    std::set<std::string> made = {"/", "/tmp", "/etc", "/dev", "/proc", "/usr"};
    std::vector<std::string> bound;
    int fd = firstFd;
    for (const BoxPath& bp : paths) {
        const std::string& path = bp.path;
        if (path.empty() || path[0] != '/') {
            error = "not an absolute path: " + path;
            return false;
        }
        if (path == "/usr" || under(path, "/usr")) {
            if (root.empty()) continue;  // the box shows the host's /usr already
            error = "cannot show " + path + " in a box whose /usr is the toolchain root " + root;
            return false;
        }
        if (under(path, "/proc") || under(path, "/dev") || path == "/proc" || path == "/dev") {
            error = "the box cannot show " + path;
            return false;
        }
        if (std::any_of(bound.begin(), bound.end(),
                        [&](const std::string& dir) { return under(path, dir); }))
            continue;  // inside a folder already shown
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0) {
            error = "cannot show " + path + " in the box: " + std::strerror(errno);
            return false;
        }
        for (std::size_t slash = path.find('/', 1); slash != std::string::npos;
             slash = path.find('/', slash + 1))
            if (made.insert(path.substr(0, slash)).second)
                addStep(p, Op::Mkdir, inBox(path.substr(0, slash)), "", 0755);
        if (bp.carried) {
            if (!planCarried(p, path, st, fd++, error)) return false;
            bound.push_back(path);
            made.insert(path);
            continue;
        }
        p.opens.push_back(
            {Op::Open, keepText(p, path), keepText(p, ""), static_cast<unsigned long>(fd)});
        const bool dir = S_ISDIR(st.st_mode);
        addStep(p, dir ? Op::Mkdir : Op::Touch, inBox(path), "", 0755);
        addStep(p, Op::Bind, inBox(path), "/proc/self/fd/" + std::to_string(fd), dir ? MS_REC : 0);
        if (!bp.writable) addStep(p, Op::ReadOnly, inBox(path), "", readOnlyFlags(path));
        if (dir) bound.push_back(path);
        made.insert(path);
        ++fd;
    }
    return true;
}

}  // namespace judge::box
