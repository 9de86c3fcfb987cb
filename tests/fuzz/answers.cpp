// Fuzz target: the LeetCode drivers' output as the judge parses it (judge/answers.cpp): answers
// and their `#judge CPU_US PEAK_KIB WALL_US` lines, from any bytes a program may write. No crash,
// no undefined behaviour (no overflow of a figure), figures never negative.
#include <cstdlib>

#include "judge/answers.hpp"
#include "tests/fuzz/fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    for (const judge::Answer& a : judge::parseAnswers(text))
        if (a.cpuMs < 0 || a.peakBytes < 0 || a.wallMs < 0) std::abort();
    return 0;
}
