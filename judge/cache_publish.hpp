// The compile cache shared by judges that run at once (two terminals, make -j): an entry is
// published whole or not at all, and one judge compiles a key while the others wait for it.
//   CacheKeyLock lock(base): holds an exclusive flock on base + ".lock" until it goes out of
//     scope (another judge, or another thread, asking for the same key waits); a lock that
//     cannot be taken is no lock (the publish below stays safe without it).
//   publishArtifact(tmp, artifact): renames the finished folder `tmp` to `artifact`; when another
//     judge published `artifact` first (rename: EEXIST or ENOTEMPTY) that is success too, and
//     `tmp` is removed.
#pragma once
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <string>
#include <system_error>

namespace judge {

class CacheKeyLock {
public:
    explicit CacheKeyLock(const std::string& base)
        : fd_(::open((base + ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644)) {
        while (fd_ >= 0 && ::flock(fd_, LOCK_EX) != 0 && errno == EINTR) {}
    }
    ~CacheKeyLock() {
        if (fd_ >= 0) ::close(fd_);  // closing releases the lock
    }
    CacheKeyLock(const CacheKeyLock&) = delete;
    CacheKeyLock& operator=(const CacheKeyLock&) = delete;

private:
    int fd_;
};

inline bool publishArtifact(const std::string& tmp, const std::string& artifact) {
    if (::rename(tmp.c_str(), artifact.c_str()) == 0) return true;
    const int error = errno;
    struct stat st {};
    const bool there = (error == EEXIST || error == ENOTEMPTY) &&
                       ::stat(artifact.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
    std::error_code ec;
    if (there) std::filesystem::remove_all(tmp, ec);
    return there;
}

}  // namespace judge
