// OEIS A002562, the number of solutions up to rotations and reflections of the board, for
// n = 1..23 (A000170 itself is testdata/tools/a000170.txt).
// Facts from the encyclopedia, not computed by the kit; the tests and make bench check against
// them (tests/oeis.sh reads this file for the shell scripts).
#pragma once
#include <cstdint>

// clang-format off
inline constexpr std::uint64_t kA002562[] = {
    0,  // n = 0: not used
    1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591,
    621012754, 4878666808, 39333324973, 336376244042, 3029242658210,
};
// clang-format on
inline constexpr int kA002562MaxN = sizeof(kA002562) / sizeof(kA002562[0]) - 1;  // 23
