// The input validator's helper (the kit's own few lines, under the usual name).
#pragma once
#include <string>

// A number of at most 9 digits, no leading zero, no sign.
inline bool isSmallNumber(const std::string& s) {
    if (s.empty() || s.size() > 9 || (s[0] == '0' && s.size() > 1)) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}
