// FNV-1a, 64 bits: the kit's one hash of text, for cache keys and checkpoint checks. Not a
// defence against someone who wants a collision; a guard against accidents (a changed file, a
// torn line, a checkpoint of another run).
//   fnv1a(text, seed): the hash of text, starting from seed (the standard offset basis unless
//     another seed gives a second, independent-looking hash of the same text).
//   hex(value): 16 lowercase hex digits.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace kit {

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ULL;

inline std::uint64_t fnv1a(std::string_view text, std::uint64_t seed = kFnvOffset) {
    std::uint64_t hash = seed;
    for (unsigned char c : text) hash = (hash ^ c) * kFnvPrime;
    return hash;
}

inline std::string hex(std::uint64_t value) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(value));
    return buf;
}

}  // namespace kit
