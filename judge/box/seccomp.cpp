// The seccomp filter: a deny list in the spirit of isolate's, for x86-64.
#include "seccomp.hpp"

#include <linux/audit.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>

#include <cerrno>
#include <cstddef>

namespace judge::box {

namespace {

void deny(std::vector<sock_filter>& f, unsigned nr, unsigned error) {
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (error & SECCOMP_RET_DATA)));
}

// The list names x86-64's system calls: the filter first checks that the calling convention is
// x86-64's (a 32-bit call on the same machine is killed), and on another machine the judge builds
// no list at all and refuses every confined run (seccompFilterHere() is false there).
#if defined(__x86_64__)
constexpr bool kBoxArch = true;

// The system calls that fail with EPERM: the one list (box.hpp refers to it).
constexpr unsigned kDenied[] = {SYS_keyctl,
                                SYS_add_key,
                                SYS_request_key,
                                SYS_bpf,
                                SYS_perf_event_open,
                                SYS_userfaultfd,
                                SYS_io_uring_setup,
                                SYS_io_uring_enter,
                                SYS_io_uring_register,
                                SYS_init_module,
                                SYS_finit_module,
                                SYS_delete_module,
                                SYS_kexec_load,
                                SYS_kexec_file_load,
                                SYS_mount,
                                SYS_umount2,
                                SYS_pivot_root,
                                SYS_swapon,
                                SYS_swapoff,
                                SYS_reboot,
                                SYS_unshare,
                                SYS_setns,
                                SYS_open_by_handle_at,
                                SYS_name_to_handle_at,
                                SYS_acct,
                                SYS_quotactl,
                                SYS_fsopen,
                                SYS_fsconfig,
                                SYS_fsmount,
                                SYS_fspick,
                                SYS_move_mount,
                                SYS_open_tree,
                                SYS_mount_setattr,
                                SYS_vhangup,
                                SYS_iopl,
                                SYS_ioperm,
                                SYS_syslog,
                                SYS_lookup_dcookie,
                                SYS_sched_setaffinity};

}  // namespace

std::vector<sock_filter> denyList() {
    std::vector<sock_filter> f;
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U /* x32 */, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    for (unsigned nr : kDenied) deny(f, nr, EPERM);
    deny(f, SYS_clone3, ENOSYS);
    const unsigned eperm = SECCOMP_RET_ERRNO | EPERM;
    // ioctl(fd, TIOCSTI, ...): EPERM; any other ioctl passes.
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, 4));
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[1])));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, eperm));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    // clone with a namespace flag: EPERM; threads and forks pass.
    const unsigned namespaces = CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER |
                                CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP;
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4));
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0])));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, namespaces, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, eperm));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    return f;
}
#else
constexpr bool kBoxArch = false;

}  // namespace

std::vector<sock_filter> denyList() { return {}; }
#endif

bool seccompFilterHere() { return kBoxArch; }

}  // namespace judge::box
