// Which inner loops the meet-in-the-middle engines run, chosen at run time from what the processor
// has, so that one build (the Makefile's -O2, a judge's g++ -O2 without -march) is fast on a
// machine with AVX-512 and still right on one without: the vector loops are compiled for their
// instruction set by a target attribute and called only where __builtin_cpu_supports says so.
// - avx512: AVX-512 F, BW and VPOPCNTDQ, with BMI2 and POPCNT;
// - avx2: AVX2, with BMI2 (every AVX2 processor has it: Intel from Haswell, AMD from Excavator);
// - portable: plain 64-bit words, any processor.
// All give the same counts (the tests compare them unit by unit).
// Time: O(1) a question (__builtin_cpu_supports and __builtin_cpu_is read what __builtin_cpu_init
//   found).
// Space: O(1).
// Tested: the paths compared, each one this processor has: tests/halves_test.cpp (
//   "halves: the portable, AVX2 and AVX-512 paths give the same units, n = 4..15",
//   "the sieved join equals a plain count of pairs, every path, key width and sieve size",
//   "sieve: n outside 1..23 and a path the processor lacks are refused");
//   tests/paths.sh ("sieve --path $path: n = 1..18, A000170 and A002562",
//   "--path $path refused with one error line")
#pragma once

#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NQ_X86 1
#else
#define NQ_X86 0
#endif

namespace nq::halves {

// The instruction set an engine's inner loops are compiled for.
enum class Isa { portable, avx2, avx512 };

inline const char* isaName(Isa isa) {
    return isa == Isa::avx512 ? "avx512" : isa == Isa::avx2 ? "avx2" : "portable";
}

inline bool isaAvailable(Isa isa) {
    if (isa == Isa::portable) return true;
#if NQ_X86
    __builtin_cpu_init();
    if (isa == Isa::avx2) return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2");
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vpopcntdq") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
}

// Whether BMI2's PEXT is one fast instruction here (Intel from Haswell, AMD from Zen 3), not
// microcode whose time grows with the mask's bits (AMD family 17h: Zen 1 and 2).
inline bool fastPext() {
#if NQ_X86
    __builtin_cpu_init();
    return !__builtin_cpu_is("amdfam17h");
#else
    return false;
#endif
}

// std::invalid_argument, naming the engine, when this processor lacks the instruction set.
inline void checkIsa(const char* engine, Isa isa) {
    if (!isaAvailable(isa))
        throw std::invalid_argument(std::string(engine) + ": this processor lacks the " +
                                    isaName(isa) + " instruction set");
}

// The fastest instruction set this processor has; NQ_MITM_PORTABLE=1 in the environment forces
// the portable one (for both meet-in-the-middle engines, stages 7 and 8).
inline Isa bestIsa() {
    const char* force = std::getenv("NQ_MITM_PORTABLE");
    if (force != nullptr && force[0] != '\0' && std::strcmp(force, "0") != 0) return Isa::portable;
    if (isaAvailable(Isa::avx512)) return Isa::avx512;
    if (isaAvailable(Isa::avx2)) return Isa::avx2;
    return Isa::portable;
}

}  // namespace nq::halves
