// Test helper: runs a command on what looks like a machine that refuses user namespaces, the way
// Docker's default seccomp profile does: clone and unshare with CLONE_NEWUSER fail with EPERM
// (clone3 with ENOSYS, so the C library falls back to clone). With --no-close-range, close_range
// fails with ENOSYS too, as on a kernel older than 5.9; with --userns, user namespaces are left
// alone (only close_range is refused). Usage: no_userns [--no-close-range] [--userns] COMMAND...
#define _GNU_SOURCE
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_close_range
#define SYS_close_range 436
#endif

#define RETURN(value) BPF_STMT(BPF_RET | BPF_K, value)
#define ERROR(error) (SECCOMP_RET_ERRNO | (error))

int main(int argc, char** argv) {
    int first = 1, closeRange = 0, userns = 0;
    for (; first < argc && strncmp(argv[first], "--", 2) == 0; ++first) {
        if (strcmp(argv[first], "--no-close-range") == 0)
            closeRange = 1;
        else if (strcmp(argv[first], "--userns") == 0)
            userns = 1;
        else
            break;
    }
    if (first >= argc) {
        fprintf(stderr, "usage: no_userns [--no-close-range] [--userns] COMMAND [ARG...]\n");
        return 2;
    }
    // Jumps are counted from the next instruction: each test skips to its own return.
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_close_range, 0, 1),
        RETURN(closeRange ? ERROR(ENOSYS) : SECCOMP_RET_ALLOW),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
        RETURN(userns ? SECCOMP_RET_ALLOW : ERROR(ENOSYS)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 1, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_unshare, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, userns ? 0 : CLONE_NEWUSER, 0, 1),
        RETURN(ERROR(EPERM)),
        RETURN(SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {sizeof filter / sizeof filter[0], filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
        prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) {
        perror("no_userns: seccomp");
        return 1;
    }
    execvp(argv[first], argv + first);
    perror("no_userns: exec");
    return 127;
}
