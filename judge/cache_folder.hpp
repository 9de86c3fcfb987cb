// The compile cache's folder (compile.hpp): where it is when --cache does not say, and kept
// under a size.
//   cacheFolder(given, root): `given` (--cache), or by default the machine's, /var/cache/nqueens-kit/judge-cache, for a judge
//     run as root (as the toolchain roots are the machine's: every checkout of the kit on it
//     shares the entries, whose keys name no checkout's paths, relocation.hpp); else the
//     checkout's own ROOT/build/judge-cache.
//   markUsed(base, ending): an entry was taken from the cache now (its time, for trimCache).
//   trimCache(folder, cap): at most once in kTrimEverySeconds, when the entries take more than
//     the cap (kCacheBytes), removes the longest unused ones until they take 3/4 of it; an entry used in
//     the last kKeepUsedSeconds, or one being compiled (its lock held), is never removed.
#pragma once
#include <string>

namespace judge {

constexpr const char* kMachineCacheFolder = "/var/cache/nqueens-kit/judge-cache";
constexpr long long kCacheBytes = 4LL << 30;
constexpr long long kTrimEverySeconds = 600;
constexpr long long kKeepUsedSeconds = 3600;

std::string cacheFolder(const std::string& given, const std::string& root);
void markUsed(const std::string& base, const std::string& ending);
void trimCache(const std::string& folder, long long capBytes = kCacheBytes);

}  // namespace judge
