// Fd: the judge's one owner of a file descriptor. It closes what it holds when it goes, so no
// early return leaks one; release() hands the number over to whoever closes it next.
//   Fd::pipe(ends): both ends of a close-on-exec pipe, or false (errno says why) with none made.
#pragma once
#include <fcntl.h>
#include <unistd.h>

#include <utility>

namespace judge {

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(Fd&& other) noexcept : fd_(other.release()) {}
    Fd& operator=(Fd&& other) noexcept {
        if (this != &other) reset(other.release());
        return *this;
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() { reset(); }

    int get() const { return fd_; }
    bool valid() const { return fd_ >= 0; }
    void reset(int fd = -1) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = fd;
    }
    int release() { return std::exchange(fd_, -1); }

    // ends[0] reads, ends[1] writes.
    static bool pipe(Fd (&ends)[2]) {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) return false;
        ends[0].reset(fds[0]);
        ends[1].reset(fds[1]);
        return true;
    }

private:
    int fd_;
};

}  // namespace judge
