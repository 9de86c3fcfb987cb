// The checkpoint of a count: an append-only text file, a header that binds the run, then one line
// per finished unit, written with one write() each (a process killed at any moment leaves whole
// lines, and at most a torn last one):
//   nqueens-checkpoint version=2 n=17 engine=symmetry units=1065 plan=d986fe7136c14628
//   unit=0 solutions=9416 placements=2878397 r2=0 r4=0 check=db0fbd1f327381e2
// plan: FNV-1a (kit::fnv1a, hex) of the units' identities in order (Counter::identity), so that a
// checkpoint of a build that numbers the units otherwise, ties in cost ordered another way
// included, is refused rather than summed into a wrong total.
// check: FNV-1a of the header's binding and the line before " check=", so a line from another run
// or a damaged one does not pass. On open, a header for another run, or a bad
// line before the last, is refused (CheckpointError) with the file left as it is; a bad last line
// (a write cut short) is dropped, so that unit is counted again.
// Version 1 (before r2, r4 and the plan of identities) is refused: its lines lack the turns.
#pragma once

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/file.hpp"
#include "common/hash.hpp"
#include "engine/engine.hpp"

namespace nq::cli {

struct CheckpointError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

inline constexpr int kCheckpointVersion = 2;

class Checkpoint {
public:
    Checkpoint(const std::string& file, int n, const std::string& engine, const Counter& counter)
        : path(file),
          binding("version=" + std::to_string(kCheckpointVersion) + " n=" + std::to_string(n) +
                  " engine=" + engine + " units=" + std::to_string(counter.units()) +
                  " plan=" + kit::hex(plan(counter))),
          finished(counter.units()) {
        // Non-blocking, so that a FIFO is refused below rather than waited on.
        fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0644);
        if (fd < 0) fail("cannot open " + path + ": " + std::strerror(errno));
        refuseOddFile();
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0)
            fail("checkpoint " + path + " is in use by another run");
        load();
    }
    ~Checkpoint() {
        if (fd >= 0) ::fsync(fd), ::close(fd);
    }
    // Closes the file without the last flush (a stop that should not wait for the disk): the
    // kernel has every line, so only a crash of the machine could lose the lines since the last
    // flush, a second's worth, which the next run then counts again.
    void closeUnflushed() {
        if (fd >= 0) ::close(fd), fd = -1;
    }
    Checkpoint(const Checkpoint&) = delete;
    Checkpoint& operator=(const Checkpoint&) = delete;

    // finished[unit]: whether the file holds it; its count in counts[unit].
    const std::vector<bool>& done() const { return finished; }
    const UnitCount& counted(std::uint64_t unit) const { return counts.at(unit); }
    std::uint64_t resumed() const { return resumedUnits; }
    bool droppedTornLine() const { return dropped; }
    const std::string& file() const { return path; }

    // Appends the line of a finished unit (one thread at a time: the caller holds a lock).
    void record(std::uint64_t unit, const UnitCount& count) {
        std::string line = body(unit, count);
        line += " check=" + kit::hex(kit::fnv1a(binding + " " + line)) + "\n";
        for (size_t at = 0; at < line.size();) {
            ssize_t wrote = ::write(fd, line.data() + at, line.size() - at);
            if (wrote < 0 && errno == EINTR) continue;
            if (wrote <= 0)
                throw CheckpointError("cannot write " + path + ": " + std::strerror(errno));
            at += (size_t)wrote;
        }
        // The kernel has the line now: a killed process loses nothing. For a crash of the machine,
        // the file goes to the disk (fdatasync) with the first record a second or more after the
        // last flush, and on close.
        auto now = std::chrono::steady_clock::now();
        if (now - lastSync >= std::chrono::seconds(1)) ::fdatasync(fd), lastSync = now;
    }

private:
    std::string path, binding;
    int fd = -1;
    std::vector<bool> finished;
    std::vector<UnitCount> counts = std::vector<UnitCount>(finished.size());
    std::uint64_t resumedUnits = 0;
    bool dropped = false;
    std::chrono::steady_clock::time_point lastSync = std::chrono::steady_clock::now();

    [[noreturn]] void fail(const std::string& message) {
        if (fd >= 0) ::close(fd), fd = -1;
        throw CheckpointError(message);
    }

    // The file as the kit reads any file it did not write just now (common/file.hpp): a regular
    // file only (a FIFO, a device, a folder is refused, never read), no larger than a checkpoint
    // of this run can be (a header, and each unit's line at most twice).
    void refuseOddFile() {
        struct stat st {};
        if (::fstat(fd, &st) != 0) fail("cannot read " + path + ": " + std::strerror(errno));
        if (!S_ISREG(st.st_mode))
            fail(path + " is " + kit::fileKindName(st.st_mode) +
                 ", not a regular file; give a checkpoint file");
        const unsigned long long most = 4096ull + 2ull * 256ull * finished.size();
        if (static_cast<unsigned long long>(st.st_size) > most)
            fail(path + " is larger than a checkpoint of this run can be (" +
                 std::to_string(st.st_size) + " bytes, at most " + std::to_string(most) +
                 "); give another file");
        if (::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
            fail("cannot open " + path + ": " + std::strerror(errno));
    }

    static std::uint64_t plan(const Counter& counter) {
        std::uint64_t hash = kit::kFnvOffset;
        for (std::uint64_t unit = 0; unit < counter.units(); ++unit)
            hash = kit::fnv1a(counter.identity(unit) + " ", hash);
        return hash;
    }

    static std::string body(std::uint64_t unit, const UnitCount& count) {
        return "unit=" + std::to_string(unit) + " solutions=" + std::to_string(count.solutions) +
               " placements=" + std::to_string(count.work) + " r2=" + std::to_string(count.r2) +
               " r4=" + std::to_string(count.r4);
    }

    // Reads the file; on success it ends after its last good line, ready for appending.
    void load() {
        std::string text;
        char buffer[1 << 16];
        for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) != 0;) {
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) fail("cannot read " + path + ": " + std::strerror(errno));
            text.append(buffer, (size_t)got);
        }
        const std::string header = "nqueens-checkpoint " + binding + "\n";
        size_t good = 0;  // bytes of the file to keep
        if (text.empty() || (text.find('\n') == std::string::npos && header.rfind(text, 0) == 0)) {
            // new, or a header cut short: write it afresh
            if (::ftruncate(fd, 0) != 0 || ::lseek(fd, 0, SEEK_SET) != 0 ||
                ::write(fd, header.data(), header.size()) != (ssize_t)header.size())
                fail("cannot write " + path + ": " + std::strerror(errno));
            return;
        }
        size_t end = text.find('\n');
        std::string first = text.substr(0, end);
        if (first.rfind("nqueens-checkpoint ", 0) != 0)
            fail(path + " is not an nqueens checkpoint (its first line is '" + first.substr(0, 60) +
                 "'); give another file");
        if (first + "\n" != header)
            fail("checkpoint " + path + " is for " + first.substr(19) + ", not this run (" +
                 binding + "); give another file, or the command that wrote it");
        good = end + 1;
        int lineNumber = 1;
        while (good < text.size()) {
            ++lineNumber;
            end = text.find('\n', good);
            bool last = end == std::string::npos || end + 1 == text.size();
            std::string line = text.substr(good, end == std::string::npos ? end : end - good);
            if (end == std::string::npos || !take(line)) {
                if (!last)
                    fail(path + ":" + std::to_string(lineNumber) + ": a damaged line ('" +
                         line.substr(0, 60) + "'); the checkpoint is left as it is");
                dropped = true;  // a line cut short by a crash: drop it, count that unit again
                break;
            }
            good = end + 1;
        }
        if (dropped && ::ftruncate(fd, (off_t)good) != 0)
            fail("cannot truncate " + path + ": " + std::strerror(errno));
        if (::lseek(fd, 0, SEEK_END) < 0) fail("cannot seek in " + path);
    }

    // Takes one unit line: false when it does not parse, or its check does not match.
    bool take(const std::string& line) {
        unsigned long long unit, solutions, placements, r2, r4, check;
        char rest;
        if (std::sscanf(line.c_str(),
                        "unit=%llu solutions=%llu placements=%llu r2=%llu r4=%llu check=%16llx%c",
                        &unit, &solutions, &placements, &r2, &r4, &check, &rest) != 6)
            return false;
        UnitCount count{solutions, placements, r2, r4};
        std::string expected = body(unit, count);
        if (line != expected + " check=" + kit::hex(kit::fnv1a(binding + " " + expected)))
            return false;
        if (unit >= finished.size()) return false;
        if (finished[unit])  // written twice: only the same count is accepted
            return counts[unit].solutions == solutions && counts[unit].work == placements &&
                   counts[unit].r2 == r2 && counts[unit].r4 == r4;
        finished[unit] = true;
        counts[unit] = count;
        ++resumedUnits;
        return true;
    }
};

}  // namespace nq::cli
