// The study tools' one way to read a number from the command line.
#pragma once

#include <cstdint>
#include <string>

namespace study {

// A whole number in [lo, hi] written with decimal digits only (no sign, no spaces, at most 10
// digits); false otherwise, and out is left as it was.
inline bool parseNumber(const std::string& s, std::uint64_t lo, std::uint64_t hi,
                        std::uint64_t& out) {
    if (s.empty() || s.size() > 10) return false;
    std::uint64_t v = 0;
    for (char ch : s) {
        if (ch < '0' || ch > '9') return false;
        v = v * 10 + static_cast<std::uint64_t>(ch - '0');
    }
    if (v < lo || v > hi) return false;
    out = v;
    return true;
}

}  // namespace study
