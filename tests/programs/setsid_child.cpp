// Runner test program: forks a child that calls setsid (leaving the process group and session)
// and sleeps; the parent waits for it. Expected: TLE (wall clock), and neither may be left running
// (the child is named nq-setsid-child).
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdio>

int main() {
    pid_t child = fork();
    if (child == 0) {
        setsid();
        prctl(PR_SET_NAME, "nq-setsid-child");
        sleep(30);
        return 0;
    }
    std::fprintf(stderr, "child nq-setsid-child\n");
    std::fflush(stderr);
    waitpid(child, nullptr, 0);
    return 0;
}
