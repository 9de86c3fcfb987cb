// Runner test program: prints the right answer for n = 1, then forks a child that keeps stdout
// open and sleeps while the parent exits 0. Expected: AC at once; the child (named
// nq-holds-stdout) must not be left running.
#include <sys/prctl.h>
#include <unistd.h>
#include <cstdio>

int main() {
    std::printf("1\n1 1\n");
    std::fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        prctl(PR_SET_NAME, "nq-holds-stdout");
        sleep(30);
        return 0;
    }
    std::fprintf(stderr, "child nq-holds-stdout\n");
    return 0;
}
