// The runs of a text, read a buffer at a time (runs.hpp).
#include "runs.hpp"

#include <unistd.h>

#include <cerrno>

#include "text.hpp"

namespace judge {

namespace {

constexpr std::uint64_t kFnvBasis = 14695981039346656037ull, kFnvPrime = 1099511628211ull;

std::uint64_t mixed(std::uint64_t hash, unsigned char byte) { return (hash ^ byte) * kFnvPrime; }

}  // namespace

int RunReader::peek() {
    if (at_ < size_) return static_cast<unsigned char>(fd_ < 0 ? text_[at_] : buffer_[at_]);
    if (fd_ < 0) return -1;
    for (;;) {
        const ssize_t got = ::read(fd_, buffer_, sizeof buffer_);
        if (got < 0 && errno == EINTR) continue;
        failed_ = failed_ || got < 0;
        at_ = 0;
        size_ = got > 0 ? static_cast<std::size_t>(got) : 0;
        return size_ > 0 ? static_cast<unsigned char>(buffer_[0]) : -1;
    }
}

bool RunReader::next(Run& run) {
    if (done_) return false;
    if (fd_ < 0) size_ = text_.size();
    run = Run{};
    run.space = wantSpace_;
    run.line = line_;
    run.hash = run.foldedHash = kFnvBasis;
    for (int c; (c = peek()) >= 0 && isSpace(static_cast<char>(c)) == wantSpace_; ++at_) {
        const auto byte = static_cast<unsigned char>(c);
        if (run.head.size() < kRunHead) run.head += static_cast<char>(byte);
        ++run.length;
        line_ += byte == '\n';
        run.hash = mixed(run.hash, byte);
        run.foldedHash =
            mixed(run.foldedHash, byte >= 'A' && byte <= 'Z' ? byte - 'A' + 'a' : byte);
    }
    done_ = wantSpace_ && peek() < 0;  // the last whitespace run: the end
    wantSpace_ = !wantSpace_;
    return true;
}

}  // namespace judge
