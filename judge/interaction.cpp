// The pipes of an interactive run and the order of its two ends (interaction.hpp).
#include "interaction.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <pthread.h>

#include <cerrno>
#include <csignal>

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

bool writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

bool InteractionWatch::open() {
    if (!Fd::pipe(toSubmission_) || !Fd::pipe(toValidator_) || !Fd::pipe(fromValidator_))
        return false;
    keptToSubmission_.reset(::fcntl(toSubmission_[0].get(), F_DUPFD_CLOEXEC, 3));
    keptToValidator_.reset(::fcntl(toValidator_[0].get(), F_DUPFD_CLOEXEC, 3));
    // Writes after the other side ended land here unread (1 MiB where the system allows it).
    for (const Fd* fd : {&keptToSubmission_, &keptToValidator_})
        if (fd->valid()) (void)::fcntl(fd->get(), F_SETPIPE_SZ, 1 << 20);
    return keptToSubmission_.valid() && keptToValidator_.valid();
}

// The copying thread: the validator's output to the submission, until the validator closes it.
// SIGPIPE is blocked in it: a write to a pipe nobody reads any more fails (EPIPE) instead.
void InteractionWatch::copy() {
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, nullptr);
    char buf[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fromValidator_[0].get(), buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0 || !writeAll(toSubmission_[1].get(), buf, static_cast<std::size_t>(n))) break;
    }
    validatorFirst_ = !hungUp(keptToValidator_.get());
    toSubmission_[1].reset();  // now the submission may see its end of input
}

void InteractionWatch::round(const std::vector<bool>& running) {
    // Started once both runs are under way: no thread runs while the boxes are forked.
    if (!copier_.joinable() && !copied_) copier_ = std::thread(&InteractionWatch::copy, this);
    copied_ = true;
    // Drained once the submission has ended and its output is closed (a killed process closes
    // its files a moment after the kill): what the validator does next cannot look first.
    if (running.at(0) || drained_ || !hungUp(keptToValidator_.get())) return;
    const int flags = ::fcntl(keptToSubmission_.get(), F_GETFL);
    if (flags >= 0) (void)::fcntl(keptToSubmission_.get(), F_SETFL, flags | O_NONBLOCK);
    drained_ = !drain(keptToSubmission_.get());
}

bool InteractionWatch::validatorFirst() {
    finish();
    return validatorFirst_;
}

void InteractionWatch::finish() {
    // Both runs are over: a copy still blocked on the submission's full pipe fails (EPIPE).
    keptToSubmission_.reset();
    if (copier_.joinable()) copier_.join();
}

InteractionWatch::~InteractionWatch() { finish(); }

}  // namespace judge
