// What the fuzz targets of tests/fuzz/ share: the fuzzer's bytes cut into parts.
//   parts(data, size, count): the bytes split at each "\n====\n" into at most `count` parts
//     (missing ones empty; the last takes the rest).
//   scratchFolder(): a folder of this process's own under /tmp, made once, removed at exit.
#pragma once
#include <stdlib.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace fuzz {

inline std::vector<std::string> parts(const std::uint8_t* data, std::size_t size,
                                      std::size_t count) {
    const std::string text(reinterpret_cast<const char*>(data), size), cutAt = "\n====\n";
    std::vector<std::string> out;
    std::size_t at = 0;
    while (out.size() + 1 < count) {
        const std::size_t next = text.find(cutAt, at);
        if (next == std::string::npos) break;
        out.push_back(text.substr(at, next - at));
        at = next + cutAt.size();
    }
    out.push_back(text.substr(at));
    out.resize(count);
    return out;
}

inline const std::string& scratchFolder() {
    static char name[] = "/tmp/nq-fuzz-XXXXXX";  // no destructor: still there for the exit handler
    static const std::string folder = [] {
        if (::mkdtemp(name) == nullptr) return std::string("/tmp");
        std::atexit([] {
            std::error_code ignored;
            std::filesystem::remove_all(name, ignored);
        });
        return std::string(name);
    }();
    return folder;
}

}  // namespace fuzz
