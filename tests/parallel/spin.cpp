// A submission for tests/parallel.sh: it spins until its own CPU clock reads the milliseconds its
// input asks for, noting every CPU it ran on (sched_getcpu), then says on stderr when it started
// and ended (CLOCK_MONOTONIC, shared by every process of the machine) and where it ran, and, given
// a folder, adds the same line to a log there (a run outside the box). Input: "NAME MS WANT [DIR]";
// it answers NAME, or "wrong" when WANT is "wrong".
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

#include <cstdio>
#include <ctime>
#include <iostream>
#include <set>
#include <string>

namespace {

long long nanos(clockid_t clock) {
    timespec t{};
    clock_gettime(clock, &t);
    return static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec;
}

}  // namespace

int main() {
    std::string name, want, dir;
    long long ms = 0;
    std::cin >> name >> ms >> want >> dir;
    const long long start = nanos(CLOCK_MONOTONIC);
    std::set<int> cpus;
    do cpus.insert(sched_getcpu());
    while (nanos(CLOCK_PROCESS_CPUTIME_ID) < ms * 1000000LL);
    std::string seen;
    for (int cpu : cpus) seen += (seen.empty() ? "" : ",") + std::to_string(cpu);
    const std::string line = "run " + name + " " + std::to_string(start) + " " +
                             std::to_string(nanos(CLOCK_MONOTONIC)) + " " + seen + "\n";
    std::fputs(line.c_str(), stderr);
    if (!dir.empty()) {
        const int fd = open((dir + "/runs.log").c_str(), O_WRONLY | O_APPEND | O_CREAT, 0666);
        if (fd >= 0 && write(fd, line.data(), line.size()) < 0) return 3;
        if (fd >= 0) close(fd);
    }
    std::cout << (want == "wrong" ? "wrong" : name) << "\n";
    return 0;
}
