// Language test program (C): forks children that wait, until fork fails, then says how many it
// made ("forked N" on stderr) and exits. Under the judge it must stop at the process limit.
#define _POSIX_C_SOURCE 200809L  // fork() and pause() under -std=c11
#include <stdio.h>
#include <unistd.h>

int main(void) {
    int children = 0;
    for (; children < 100000; ++children) {
        pid_t pid = fork();
        if (pid < 0) break;
        if (pid == 0) {
            pause();
            _exit(0);
        }
    }
    fprintf(stderr, "forked %d\n", children);
    return 0;
}
