// Runner test program: blocks reading a pipe it holds both ends of, so the read never returns and
// it uses no CPU. Expected verdict: TLE (wall clock).
#include <unistd.h>

int main() {
    int fds[2];
    if (pipe(fds) != 0) return 1;
    char c;
    return static_cast<int>(read(fds[0], &c, 1));
}
