// OEIS A000170: the number of ways to place n non-attacking queens on an n x n board.
// A fact from the encyclopedia, not computed by the kit; the validator and the tests check against it.
// The numbers live in testdata/tools/a000170.txt, one a line from n = 0 (the empty board), each
// with a comma after it so that the file is this array's initializer; the shell scripts
// (tools/a000170.sh), the browser test and the docs check read the same file.
#pragma once
#include <cstdint>

inline constexpr std::uint64_t kA000170[] = {
#include "a000170.txt"
};
inline constexpr int kA000170MaxN = sizeof(kA000170) / sizeof(kA000170[0]) - 1;  // 23
