// Control groups: where they are mounted, the judge's own group, and one fresh group per run.
#include "cgroup.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "../text.hpp"
#include "box.hpp"

namespace judge {

using namespace box;

namespace {

namespace fs = std::filesystem;

// One line of /proc/self/mountinfo that mounts a cgroup hierarchy.
struct CgroupMount {
    std::string root;                      // the part of the hierarchy this mount shows
    std::string point;                     // where it is mounted
    std::string type;                      // "cgroup" or "cgroup2"
    std::vector<std::string> controllers;  // v1: from the super options
};

std::vector<std::string> splitAt(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t at; (at = text.find(separator, start)) != std::string::npos; start = at + 1)
        parts.push_back(text.substr(start, at - start));
    parts.push_back(text.substr(start));
    return parts;
}

std::vector<CgroupMount> cgroupMounts() {
    std::vector<CgroupMount> mounts;
    for (const std::string& line : splitLines(readFile("/proc/self/mountinfo").value_or(""))) {
        std::vector<std::string> f = splitTokens(line);
        std::size_t dash = 0;
        while (dash < f.size() && f[dash] != "-") ++dash;
        if (dash < 5 || dash + 3 > f.size()) continue;
        const std::string& type = f[dash + 1];
        if (type != "cgroup" && type != "cgroup2") continue;
        CgroupMount m{f[3], f[4], type, {}};
        if (type == "cgroup") m.controllers = splitAt(f.size() > dash + 3 ? f[dash + 3] : "", ',');
        mounts.push_back(m);
    }
    return mounts;
}

bool has(const std::vector<std::string>& words, const std::string& word) {
    for (const std::string& w : words)
        if (w == word) return true;
    return false;
}

// The judge's own group in each hierarchy: v1 controller name (or "" for v2) -> path.
std::map<std::string, std::string> ownGroups() {
    std::map<std::string, std::string> own;
    for (const std::string& line : splitLines(readFile("/proc/self/cgroup").value_or(""))) {
        std::vector<std::string> f = splitAt(line, ':');
        if (f.size() < 3) continue;
        const std::string path = line.substr(f[0].size() + f[1].size() + 2);
        if (f[0] == "0" && f[1].empty()) own[""] = path;
        for (const std::string& controller : splitAt(f[1], ','))
            if (!controller.empty()) own[controller] = path;
    }
    return own;
}

// The folder of `path` (a group as /proc/self/cgroup names it) under a mount showing `root`.
std::optional<std::string> folderOf(const CgroupMount& m, const std::string& path) {
    if (m.root == "/") return m.point + (path == "/" ? "" : path);
    if (path.rfind(m.root, 0) != 0) return std::nullopt;
    return m.point + path.substr(m.root.size());
}

long long readNumber(const std::string& file) {
    std::optional<std::string> text = readFile(file, 64);
    return text ? std::atoll(text->c_str()) : -1;
}

// "key value" lines (memory.stat, cpu.stat, memory.events, memory.oom_control): one value.
long long readKey(const std::string& file, const std::string& key) {
    for (const std::string& line : splitLines(readFile(file, 1 << 14).value_or(""))) {
        std::vector<std::string> f = splitTokens(line);
        if (f.size() == 2 && f[0] == key) return std::atoll(f[1].c_str());
    }
    return -1;
}

bool pidAlive(pid_t pid) { return ::kill(pid, 0) == 0 || errno == EPERM; }

// Folders named nqueens-judge-<pid> whose judge is gone, left by a judge that was killed.
void removeStale(const std::string& parent) {
    std::error_code ec;
    for (const fs::directory_entry& e : fs::directory_iterator(parent, ec)) {
        const std::string name = e.path().filename();
        if (name.rfind(kJudgeFolder, 0) != 0) continue;
        const long pid = std::atol(name.c_str() + kJudgeFolder.size());
        if (pid <= 0 || pidAlive(static_cast<pid_t>(pid))) continue;
        for (const fs::directory_entry& run : fs::directory_iterator(e.path(), ec))
            if (run.is_directory()) ::rmdir(run.path().c_str());
        ::rmdir(e.path().c_str());
    }
}

// Where this judge's run groups go: one folder per hierarchy, made once.
struct Place {
    CgroupSupport support;
    std::vector<std::string> parents;  // v1: memory, pids, cpuacct; v2: one
};

std::string judgeFolderName() { return std::string(kJudgeFolder) + std::to_string(::getpid()); }

bool makeFolder(const std::string& dir, std::string& why) {
    if (::mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST) return true;
    why = "cannot create " + dir + ": " + std::strerror(errno);
    return false;
}

Place placeV1(const std::vector<CgroupMount>& mounts,
              const std::map<std::string, std::string>& own) {
    Place place;
    for (const char* controller : {"memory", "pids", "cpuacct"}) {
        const CgroupMount* mount = nullptr;
        for (const CgroupMount& m : mounts)
            if (m.type == "cgroup" && has(m.controllers, controller)) mount = &m;
        auto path = own.find(controller);
        std::optional<std::string> base =
            mount && path != own.end() ? folderOf(*mount, path->second) : std::nullopt;
        if (!base) {
            place.support.reason = std::string("no cgroup v1 ") + controller + " hierarchy";
            return place;
        }
        removeStale(*base);
        const std::string dir = *base + "/" + judgeFolderName();
        if (!makeFolder(dir, place.support.reason)) return place;
        place.parents.push_back(dir);
    }
    place.support.version = 1;
    return place;
}

// v2: the judge's group must let a child enable memory and pids. When its own subtree does not
// have them, the judge moves itself into a leaf and enables them, which works where the judge is
// alone in a delegated group (systemd-run --user --scope -p Delegate=yes).
Place placeV2(const CgroupMount& mount, const std::string& ownPath) {
    Place place;
    std::optional<std::string> base = folderOf(mount, ownPath);
    if (!base) {
        place.support.reason = "the judge's cgroup is outside the cgroup2 mount";
        return place;
    }
    auto enabled = [&](const std::string& dir) {
        std::vector<std::string> c =
            splitTokens(readFile(dir + "/cgroup.subtree_control").value_or(""));
        return has(c, "memory") && has(c, "pids");
    };
    if (!enabled(*base)) {
        std::vector<std::string> offered =
            splitTokens(readFile(*base + "/cgroup.controllers").value_or(""));
        if (!has(offered, "memory") || !has(offered, "pids")) {
            place.support.reason = "cgroup2 " + *base + " offers no memory and pids controllers";
            return place;
        }
        const std::string leaf = *base + "/" + judgeFolderName() + "-self";
        if (!makeFolder(leaf, place.support.reason)) return place;
        if (!writeFile(leaf + "/cgroup.procs", std::to_string(::getpid())) ||
            !writeFile(*base + "/cgroup.subtree_control", "+memory +pids")) {
            place.support.reason = "cannot enable memory and pids under " + *base +
                                   " (other processes share it; run the judge under "
                                   "systemd-run --user --scope -p Delegate=yes)";
            return place;
        }
    }
    removeStale(*base);
    const std::string dir = *base + "/" + judgeFolderName();
    if (!makeFolder(dir, place.support.reason)) return place;
    if (!writeFile(dir + "/cgroup.subtree_control", "+memory +pids")) {
        place.support.reason = "cannot enable memory and pids in " + dir;
        ::rmdir(dir.c_str());
        return place;
    }
    place.parents.push_back(dir);
    place.support.version = 2;
    return place;
}

void removeParents(const std::vector<std::string>& parents) {
    for (const std::string& dir : parents) ::rmdir(dir.c_str());
}

const Place& place() {
    static const Place found = [] {
        std::vector<CgroupMount> mounts = cgroupMounts();
        std::map<std::string, std::string> own = ownGroups();
        Place v1 = placeV1(mounts, own);
        if (v1.support.version == 1) return v1;
        removeParents(v1.parents);
        for (const CgroupMount& m : mounts)
            if (m.type == "cgroup2" && own.count("")) {
                Place v2 = placeV2(m, own.at(""));
                if (v2.support.version == 2) return v2;
                if (v1.support.reason.rfind("no cgroup v1", 0) == 0)
                    v1.support.reason = v2.support.reason;
            }
        if (v1.support.reason.empty()) v1.support.reason = "no cgroup hierarchy is mounted";
        return v1;
    }();
    static std::once_flag cleanup;
    std::call_once(cleanup, [] { std::atexit([] { removeParents(place().parents); }); });
    return found;
}

std::atomic<unsigned> gRunNumber{0};

}  // namespace

std::atomic<bool> gCgroupsOff{false};

const CgroupSupport& cgroupSupport() {
    static const CgroupSupport off{0, "--sandbox off"};
    return gCgroupsOff ? off : place().support;
}

void box::turnOffCgroups() { gCgroupsOff = true; }

long long box::treeLimitBytes(long long memoryBytes) { return memoryBytes + memoryBytes / 16; }

std::unique_ptr<RunGroup> RunGroup::create(long long memoryBytes, int processes,
                                           std::string& error) {
    if (cgroupSupport().version == 0) {
        error = cgroupSupport().reason;
        return nullptr;
    }
    const Place& p = place();
    std::unique_ptr<RunGroup> group(new RunGroup);
    group->version_ = p.support.version;
    const std::string name = "/run-" + std::to_string(gRunNumber++);
    for (const std::string& parent : p.parents) {
        if (!makeFolder(parent + name, error)) return nullptr;
        group->dirs_.push_back(parent + name);
    }
    const std::string limit = std::to_string(treeLimitBytes(memoryBytes));
    const std::string cap = std::to_string(processes);
    std::vector<std::pair<std::string, std::string>> settings;
    if (group->version_ == 1) {
        settings = {{group->dirs_[0] + "/memory.limit_in_bytes", limit},
                    {group->dirs_[1] + "/pids.max", cap}};
        if (fileExists(group->dirs_[0] + "/memory.memsw.limit_in_bytes"))
            settings.push_back({group->dirs_[0] + "/memory.memsw.limit_in_bytes", limit});
    } else {
        settings = {{group->dirs_[0] + "/memory.max", limit}, {group->dirs_[0] + "/pids.max", cap}};
        if (fileExists(group->dirs_[0] + "/memory.swap.max"))
            settings.push_back({group->dirs_[0] + "/memory.swap.max", "0"});
    }
    for (const auto& [file, value] : settings)
        if (!writeFile(file, value)) {
            error = "cannot write " + value + " to " + file + ": " + std::strerror(errno);
            return nullptr;
        }
    return group;
}

RunGroup::~RunGroup() {
    killAll();
    for (const std::string& dir : dirs_)
        for (int attempt = 0; ::rmdir(dir.c_str()) != 0 && errno == EBUSY && attempt < 200;
             ++attempt)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

bool RunGroup::join(pid_t pid) const {
    for (const std::string& dir : dirs_)
        if (!writeFile(dir + "/cgroup.procs", std::to_string(pid))) return false;
    return true;
}

double RunGroup::cpuMs() const {
    if (version_ == 1) return static_cast<double>(readNumber(dirs_[2] + "/cpuacct.usage")) / 1e6;
    return static_cast<double>(readKey(dirs_[0] + "/cpu.stat", "usage_usec")) / 1e3;
}

long long RunGroup::peakBytes() const {
    if (version_ == 1) return readNumber(dirs_[0] + "/memory.max_usage_in_bytes");
    const long long peak = readNumber(dirs_[0] + "/memory.peak");
    return peak >= 0 ? peak : usageBytes();
}

long long RunGroup::usageBytes() const {
    return readNumber(dirs_[0] + (version_ == 1 ? "/memory.usage_in_bytes" : "/memory.current"));
}

bool RunGroup::oomKilled() const {
    const std::string file = dirs_[0] + (version_ == 1 ? "/memory.oom_control" : "/memory.events");
    return readKey(file, "oom_kill") > 0;
}

void RunGroup::killAll() const {
    if (dirs_.empty()) return;
    const std::string procs = dirs_[version_ == 1 ? 1 : 0] + "/cgroup.procs";
    if (version_ == 2) writeFile(dirs_[0] + "/cgroup.kill", "1");
    for (int round = 0; round < 1000; ++round) {
        std::vector<std::string> pids = splitTokens(readFile(procs).value_or(""));
        if (pids.empty()) return;
        for (const std::string& pid : pids)
            ::kill(static_cast<pid_t>(std::atol(pid.c_str())), SIGKILL);
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
}

}  // namespace judge
