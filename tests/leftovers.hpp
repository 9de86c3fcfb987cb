// What a run may have left behind, as the tests see it from outside the box: processes by name
// (the pids a program sees in its box mean nothing outside it) and this test process's children.
#pragma once
#include <dirent.h>

#include <string>

#include "common/file.hpp"

namespace leftovers {

// Processes whose name (/proc/PID/comm) is `name`: a test program names the children it leaves.
inline int processesNamed(const std::string& name) {
    int found = 0;
    DIR* proc = ::opendir("/proc");
    if (!proc) return -1;
    while (const dirent* e = ::readdir(proc)) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        const std::string comm =
            kit::readFile(std::string("/proc/") + e->d_name + "/comm").value_or("");
        if (comm == name + "\n") ++found;
    }
    ::closedir(proc);
    return found;
}

// Children of this process (every thread's), alive or not yet reaped.
inline int childrenLeft() {
    int found = 0;
    DIR* tasks = ::opendir("/proc/self/task");
    if (!tasks) return -1;
    while (const dirent* e = ::readdir(tasks)) {
        if (e->d_name[0] == '.') continue;
        const std::string list =
            kit::readFile(std::string("/proc/self/task/") + e->d_name + "/children").value_or("");
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i] != ' ' && (i + 1 == list.size() || list[i + 1] == ' ')) ++found;
    }
    ::closedir(tasks);
    return found;
}

}  // namespace leftovers
