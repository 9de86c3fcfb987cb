// The limits of the online judges that the kit's pasteable files must keep, said once.
#pragma once

#include <cstddef>

namespace kit {

// Codeforces refuses a source file over 64 KB: at most 65,535 bytes.
inline constexpr std::size_t kCodeforcesSourceLimit = 65535;

}  // namespace kit
