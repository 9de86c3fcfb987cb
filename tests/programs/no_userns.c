// Test helper: runs a command on what looks like a machine that refuses user namespaces, the way
// Docker's default seccomp profile does: clone and unshare with CLONE_NEWUSER fail with EPERM
// (clone3 with ENOSYS, so the C library falls back to clone). Usage: no_userns COMMAND [ARG...]
#define _GNU_SOURCE
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#define REFUSE(nr, error)                                       \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 1),              \
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (error))

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: no_userns COMMAND [ARG...]\n");
        return 2;
    }
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        REFUSE(SYS_clone3, ENOSYS),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 1, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_unshare, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_NEWUSER, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {sizeof filter / sizeof filter[0], filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
        prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) {
        perror("no_userns: seccomp");
        return 1;
    }
    execvp(argv[1], argv + 1);
    perror("no_userns: exec");
    return 127;
}
