// The order of an interactive run's two ends, by cause (interaction.hpp).
#include "interaction.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace judge {

namespace {

// Whether every write end of the pipe whose read end is `fd` is closed.
bool hungUp(int fd) {
    pollfd p{fd, POLLIN, 0};
    return ::poll(&p, 1, 0) == 1 && (p.revents & POLLHUP) != 0;
}

// Reads and drops what is in the pipe now (fd is non-blocking); false at its end.
bool drain(int fd) {
    char buf[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n > 0) continue;
        return n < 0;  // 0: every writer is gone
    }
}

}  // namespace

InteractionWatch::InteractionWatch(int toProgram[2], int toValidator[2])
    : keptToProgram_(::fcntl(toProgram[0], F_DUPFD_CLOEXEC, 3)),
      keptToValidator_(::fcntl(toValidator[0], F_DUPFD_CLOEXEC, 3)),
      heldToProgram_(::fcntl(toProgram[1], F_DUPFD_CLOEXEC, 3)) {
    // Writes after the other side ended land here unread (1 MiB where the system allows it).
    for (const Fd* fd : {&keptToProgram_, &keptToValidator_})
        if (fd->valid()) (void)::fcntl(fd->get(), F_SETPIPE_SZ, 1 << 20);
}

void InteractionWatch::round(const std::vector<bool>& running) {
    const bool submission = running.at(0), validator = running.at(1);
    if (!validator && !validatorSeen_) {
        validatorSeen_ = true;
        validatorFirst_ = submission && !hungUp(keptToValidator_.get());
        heldToProgram_.reset();  // now the submission may see its end of input
    }
    if (submission) return;
    heldToProgram_.reset();
    if (drained_ || !keptToProgram_.valid()) return;
    const int flags = ::fcntl(keptToProgram_.get(), F_GETFL);
    if (flags >= 0) (void)::fcntl(keptToProgram_.get(), F_SETFL, flags | O_NONBLOCK);
    drained_ = !drain(keptToProgram_.get());
}

}  // namespace judge
