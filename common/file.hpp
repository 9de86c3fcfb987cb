// Reading and writing a whole file: the kit's one way to do it.
//   readFile(path, maxBytes): the file's bytes, or nothing when it cannot be opened or read
//     (errno then says why). At most maxBytes bytes are read: a longer file comes back cut,
//     never refused. The file is opened close-on-exec.
//   writeFile(path, text): creates or truncates the file; true when every byte was written and
//     the file was closed without an error.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

// ---- files from someone else (a package, a submission, a validator's feedback, a checkpoint) ----
// Such a file is read only when it is a regular file whose path, links resolved, lies inside one
// of the folders it may come from, and only up to a size stated for its kind:
//   untrustedKind(path, roots): "" when the path, links resolved, lies within one of `roots`
//     (canonical folders; none: anywhere) and is a regular file or a folder; else why not, in
//     words ("a FIFO, not a regular file", "a link out of its folder, to /etc/shadow",
//     "cannot be read: No such file or directory").
//   openUntrusted(path, roots, error): the file opened for reading (close-on-exec, a regular
//     file by the rules of untrustedKind, never waited on), or -1 with `error` saying why.
//   readUntrusted(path, how, error): the file's bytes; nothing, with `error` saying why in words,
//     when untrustedKind refuses it, it is not a regular file, or it is longer than
//     how.maxBytes (unless how.cut: then it comes back cut to maxBytes). A FIFO or a device is
//     refused without being read (opened non-blocking, never waited on).
struct Untrusted {
    std::size_t maxBytes;                 // the size cap of this kind of file
    std::vector<std::string> roots = {};  // canonical folders it must lie in; none: anywhere
    bool cut = false;                     // a longer file is cut to maxBytes, not refused
};

// What a file's mode says it is, in words.
inline std::string fileKindName(mode_t mode) {
    if (S_ISREG(mode)) return "a regular file";
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

// `path` (canonical) is `root` or lies under it.
inline bool pathWithin(const std::string& path, const std::string& root) {
    if (root == "/") return true;
    return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 &&
                            path[root.size()] == '/');
}

// The canonical path of `path` (links resolved); nothing when it does not resolve (errno says).
inline std::optional<std::string> resolvedPath(const std::string& path) {
    char* real = ::realpath(path.c_str(), nullptr);
    if (!real) return std::nullopt;
    std::string out = real;
    std::free(real);
    return out;
}

inline std::string untrustedKind(const std::string& path, const std::vector<std::string>& roots,
                                 std::string* resolvedOut = nullptr) {
    const std::optional<std::string> real = resolvedPath(path);
    if (!real) return std::string("cannot be read: ") + std::strerror(errno);
    if (!roots.empty() && std::none_of(roots.begin(), roots.end(), [&](const std::string& root) {
            return pathWithin(*real, root);
        }))
        return "a link out of its folder, to " + *real;
    struct stat st;
    if (::stat(real->c_str(), &st) != 0)
        return std::string("cannot be read: ") + std::strerror(errno);
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
        return fileKindName(st.st_mode) + ", not a regular file";
    if (resolvedOut) *resolvedOut = *real;
    return "";
}

// The bytes of the open file `fd` into `text`, by the rules of `how`; "" or why not, in words.
inline std::string readOpened(int fd, const Untrusted& how, std::string& text) {
    struct stat st;
    if (::fstat(fd, &st) != 0) return std::string("cannot be read: ") + std::strerror(errno);
    if (!S_ISREG(st.st_mode)) return fileKindName(st.st_mode) + ", not a regular file";
    const std::string tooLarge = "larger than " + std::to_string(how.maxBytes) + " bytes";
    if (static_cast<unsigned long long>(st.st_size) > how.maxBytes && !how.cut) return tooLarge;
    char buf[1 << 16];
    while (text.size() < how.maxBytes) {
        const ssize_t got = ::read(fd, buf, std::min(sizeof buf, how.maxBytes - text.size()));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return std::string("cannot be read: ") + std::strerror(errno);
        if (got == 0) return "";
        text.append(buf, static_cast<std::size_t>(got));
    }
    char more;
    if (!how.cut && ::read(fd, &more, 1) == 1) return tooLarge;  // it grew while read
    return "";
}

inline int openUntrusted(const std::string& path, const std::vector<std::string>& roots,
                         std::string& error) {
    std::string real;
    error = untrustedKind(path, roots, &real);
    if (!error.empty()) return -1;
    const int fd = ::open(real.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
    struct stat st;
    if (fd < 0 || ::fstat(fd, &st) != 0) {
        error = std::string("cannot be read: ") + std::strerror(errno);
    } else if (!S_ISREG(st.st_mode)) {  // replaced since it was looked at
        error = fileKindName(st.st_mode) + ", not a regular file";
    } else {
        return fd;
    }
    if (fd >= 0) ::close(fd);
    return -1;
}

inline std::optional<std::string> readUntrusted(const std::string& path, const Untrusted& how,
                                                std::string& error) {
    const int fd = openUntrusted(path, how.roots, error);
    if (fd < 0) return std::nullopt;
    std::string text;
    error = readOpened(fd, how, text);
    ::close(fd);
    if (!error.empty()) return std::nullopt;
    return text;
}

}  // namespace kit
