// Text as the default validator reads it, a buffer at a time: alternating runs of whitespace and
// of token bytes, whitespace first and last (either may be empty), so memory stays bounded
// whatever the size of the text. Each run keeps its first kRunHead bytes, its length, the line it
// starts on, and two hashes of all of it (as written, and with A-Z folded to a-z), so that runs
// longer than the head still compare exactly up to a hash collision.
//   RunReader(text) reads a string; RunReader(fd) reads an open file (not closed by it).
//   next(run): the next run; false after the last one (or when the file cannot be read: then
//     failed() is true).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace judge {

constexpr std::size_t kRunHead = 1 << 16;

struct Run {
    bool space = true;         // whitespace, or a token
    std::string head;          // the first kRunHead bytes
    std::uint64_t length = 0;  // all of it
    std::uint64_t hash = 0, foldedHash = 0;
    long long line = 1;  // the line it starts on, from 1
    bool whole() const { return length == head.size(); }
};

class RunReader {
public:
    explicit RunReader(std::string_view text) : text_(text) {}
    explicit RunReader(int fd) : fd_(fd) {}
    bool next(Run& run);
    bool failed() const { return failed_; }

private:
    int peek();  // the next byte (0 to 255), or -1 at the end
    std::string_view text_;
    int fd_ = -1;
    char buffer_[1 << 16];
    std::size_t at_ = 0, size_ = 0;
    bool wantSpace_ = true, done_ = false, failed_ = false;
    long long line_ = 1;
};

}  // namespace judge
