// Reading and writing a whole file: the kit's one way to do it.
//   readFile(path, maxBytes): the file's bytes, or nothing when it cannot be opened or read
//     (errno then says why). At most maxBytes bytes are read: a longer file comes back cut,
//     never refused. The file is opened close-on-exec.
//   writeFile(path, text): creates or truncates the file; true when every byte was written and
//     the file was closed without an error.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace kit {

inline std::optional<std::string> readFile(
    const std::string& path, std::size_t maxBytes = std::numeric_limits<std::size_t>::max()) {
    std::FILE* f = std::fopen(path.c_str(), "rbe");
    if (!f) return std::nullopt;
    std::string text;
    char buf[1 << 16];
    while (text.size() < maxBytes) {
        const std::size_t want = std::min(sizeof buf, maxBytes - text.size());
        const std::size_t got = std::fread(buf, 1, want, f);
        text.append(buf, got);
        if (got < want) break;
    }
    const bool failed = std::ferror(f) != 0;
    const int error = errno;
    std::fclose(f);
    if (!failed) return text;
    errno = error;
    return std::nullopt;
}

inline bool writeFile(const std::string& path, std::string_view text) {
    std::FILE* f = std::fopen(path.c_str(), "wbe");
    if (!f) return false;
    const bool wrote = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const bool closed = std::fclose(f) == 0;
    return wrote && closed;
}

}  // namespace kit
