// OEIS A000170: the number of ways to place n non-attacking queens on an n x n board.
// A fact from the encyclopedia, not computed by the kit; the validator and the unit tests check against it.
#pragma once
#include <cstdint>

inline constexpr std::uint64_t kA000170[] = {
    1,  // n = 0 (the empty board)
    1,    0,     0,     2,      10,      4,        40,       92,        352,        724,
    2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884,
};
inline constexpr int kA000170MaxN = sizeof(kA000170) / sizeof(kA000170[0]) - 1;  // 20
