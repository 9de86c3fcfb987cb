// Physical cores from the kernel's topology files (cores.hpp).
#include "cores.hpp"

#include <fcntl.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "text.hpp"

namespace judge {

namespace {

// The CPUs this process may run on; CPU 0 alone when the call fails.
std::vector<int> allowedCpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> cpus;
    if (::sched_getaffinity(0, sizeof set, &set) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
    if (cpus.empty()) cpus.push_back(0);
    return cpus;
}

// One "N" or "A-B" range of a cpu list into `out`; false when malformed.
bool addRange(const std::string& part, std::set<int>& out) {
    const std::size_t dash = part.find('-');
    const std::string first = part.substr(0, dash);
    const std::string last = dash == std::string::npos ? first : part.substr(dash + 1);
    auto number = [](const std::string& s, int& v) {
        if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos)
            return false;
        v = std::atoi(s.c_str());
        return true;
    };
    int a = 0, b = 0;
    if (!number(first, a) || !number(last, b) || a > b || b >= CPU_SETSIZE) return false;
    for (int cpu = a; cpu <= b; ++cpu) out.insert(cpu);
    return true;
}

}  // namespace

std::vector<int> parseCpuList(const std::string& text) {
    std::set<int> cpus;
    std::string list = rtrim(text);
    if (list.empty()) return {};
    for (std::size_t at = 0; at <= list.size();) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        if (!addRange(list.substr(at, comma - at), cpus)) return {};
        at = comma + 1;
    }
    return {cpus.begin(), cpus.end()};
}

std::vector<Core> physicalCores() {
    const std::vector<int> allowed = allowedCpus();
    std::vector<Core> cores;
    std::set<int> placed;
    for (int cpu : allowed) {
        if (placed.count(cpu)) continue;
        const std::string file =
            "/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/topology/thread_siblings_list";
        Core core;
        for (int sibling : parseCpuList(readFile(file, 4096).value_or("")))
            if (std::binary_search(allowed.begin(), allowed.end(), sibling) &&
                !placed.count(sibling))
                core.push_back(sibling);
        if (std::find(core.begin(), core.end(), cpu) == core.end()) core = {cpu};
        placed.insert(core.begin(), core.end());
        cores.push_back(core);
    }
    return cores;
}

namespace {

// The lease folder, made once: sticky and writable by every user (judges run as any user); false
// when it cannot be had (then leases are granted without a file).
bool leaseDirReady() {
    static const bool ready = [] {
        if (::mkdir(kCoreLeaseDir, 01777) == 0) ::chmod(kCoreLeaseDir, 01777);  // past the umask
        struct stat st {};
        return ::lstat(kCoreLeaseDir, &st) == 0 && S_ISDIR(st.st_mode) &&
               ::access(kCoreLeaseDir, W_OK | X_OK) == 0;
    }();
    return ready;
}

}  // namespace

CoreLease CoreLease::tryTake(const Core& core) {
    CoreLease lease;
    lease.held_ = true;
    if (core.empty() || !leaseDirReady()) return lease;
    const std::string file = std::string(kCoreLeaseDir) + "/cpu" + std::to_string(core[0]);
    // O_NOFOLLOW: a link planted there is refused, not followed; 0666: another user's judge opens
    // it too (flock needs only a descriptor, read-only is enough).
    lease.fd_ = ::open(file.c_str(), O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (lease.fd_ < 0) return lease;  // not ours to use: granted, as without the folder
    ::fchmod(lease.fd_, 0666);        // past the umask (fails, harmlessly, on another's file)
    lease.held_ = ::flock(lease.fd_, LOCK_EX | LOCK_NB) == 0;
    return lease;
}

CoreLease::CoreLease(CoreLease&& other) noexcept : fd_(other.fd_), held_(other.held_) {
    other.fd_ = -1;
    other.held_ = false;
}

CoreLease& CoreLease::operator=(CoreLease&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = other.fd_;
        held_ = other.held_;
        other.fd_ = -1;
        other.held_ = false;
    }
    return *this;
}

CoreLease::~CoreLease() {
    if (fd_ >= 0) ::close(fd_);  // the flock goes with the descriptor
}

}  // namespace judge
