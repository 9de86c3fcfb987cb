// Hostile (acm, C): system calls a solution never needs and that widen what a process can reach:
// a user namespace of its own, the kernel keyring, io_uring, perf_event_open, bpf, a mount, and a
// move off the core the judge pinned it to (sched_setaffinity to every CPU).
// Blocked: each fails and it answers (AC); one that succeeds: WA.
#define _GNU_SOURCE
#include <linux/perf_event.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <unistd.h>

static int n, best[32], cur[32];
static long long total;

static void go(int r, unsigned c, unsigned a, unsigned b) { /* columns, r+c, r-c+n */
    if (r == n) {
        if (!total++)
            for (int k = 0; k < n; ++k) best[k] = cur[k];
        return;
    }
    for (int k = 0; k < n; ++k)
        if (!(c >> k & 1) && !(a >> (r + k) & 1) && !(b >> (r - k + n) & 1)) {
            cur[r] = k;
            go(r + 1, c | 1u << k, a | 1u << (r + k), b | 1u << (r - k + n));
        }
}

static void answer(void) { /* the count, then the first placement */
    if (scanf("%d", &n) != 1) exit(1);
    go(0, 0, 0, 0);
    printf("%lld\n", total);
    for (int r = 0; total && r < n; ++r) printf("%d %d\n", r + 1, best[r] + 1);
    fflush(stdout);
}

int main(void) {
    const char* open = NULL;
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    char params[120] = {0};
    if (unshare(CLONE_NEWUSER) == 0) open = "unshare";
    if (syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3, 0) >= 0) open = "keyctl";
    if (syscall(SYS_io_uring_setup, 1, params) >= 0) open = "io_uring_setup";
    if (syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0) >= 0) open = "perf_event_open";
    if (syscall(SYS_bpf, 0, NULL, 0) >= 0) open = "bpf";
    if (mount("none", "/tmp", "tmpfs", 0, NULL) == 0) open = "mount";
    cpu_set_t every;
    CPU_ZERO(&every);
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) CPU_SET(cpu, &every);
    if (sched_setaffinity(0, sizeof every, &every) == 0) open = "sched_setaffinity";
    if (open) {
        printf("0\n%s worked\n", open);
        return 0;
    }
    answer();
    return 0;
}
