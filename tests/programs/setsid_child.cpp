// Runner test program: forks a child that calls setsid (leaving the process group and session)
// and sleeps; the parent waits for it. Expected: TLE (wall clock), and neither may be left running.
#include <sys/wait.h>
#include <unistd.h>
#include <cstdio>

int main() {
    pid_t child = fork();
    if (child == 0) {
        setsid();
        sleep(30);
        return 0;
    }
    std::fprintf(stderr, "child %d\n", static_cast<int>(child));
    std::fflush(stderr);
    waitpid(child, nullptr, 0);
    return 0;
}
