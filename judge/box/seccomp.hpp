// The box's seccomp filter (box.hpp says what it denies; kDenied in seccomp.cpp is the list).
#pragma once
#include <linux/filter.h>

#include <vector>

namespace judge::box {

// Whether the filter is written for this machine (x86-64): elsewhere every confined run is refused.
bool seccompFilterHere();

// The filter's program: the calling convention checked, then the denied calls (empty where
// seccompFilterHere() is false).
std::vector<sock_filter> denyList();

}  // namespace judge::box
