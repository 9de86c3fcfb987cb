// Which inner loops the meet-in-the-middle engines run, chosen at run time from what the processor
// has, so that one build (the Makefile's -O2, a judge's g++ -O2 without -march) is fast on a
// machine with AVX-512 and still right on one without: the vector loops are compiled for their
// instruction set by a target attribute and called only where __builtin_cpu_supports says so.
// - avx512: AVX-512 F, BW and VPOPCNTDQ, with BMI2 and POPCNT;
// - avx2: AVX2, with BMI2 (every AVX2 processor has it: Intel from Haswell, AMD from Excavator);
// - portable: plain 64-bit words, any processor.
// All paths give the same counts (the tests compare them unit by unit).
#pragma once

#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NQ_HALVES_X86 1
#else
#define NQ_HALVES_X86 0
#endif

namespace nq::halves {

enum class Path { portable, avx2, avx512 };

inline const char* pathName(Path path) {
    return path == Path::avx512 ? "avx512" : path == Path::avx2 ? "avx2" : "portable";
}

inline bool pathAvailable(Path path) {
    if (path == Path::portable) return true;
#if NQ_HALVES_X86
    __builtin_cpu_init();
    if (path == Path::avx2) return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2");
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vpopcntdq") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
}

// std::invalid_argument, naming the engine, when this processor lacks the path.
inline void checkPath(const char* engine, Path path) {
    if (!pathAvailable(path))
        throw std::invalid_argument(std::string(engine) + ": this processor lacks the " +
                                    pathName(path) + " path");
}

// The fastest path this processor has; NQ_HALVES_PORTABLE=1 in the environment forces the portable
// one.
inline Path bestPath() {
    const char* force = std::getenv("NQ_HALVES_PORTABLE");
    if (force != nullptr && force[0] != '\0' && std::strcmp(force, "0") != 0) return Path::portable;
    if (pathAvailable(Path::avx512)) return Path::avx512;
    if (pathAvailable(Path::avx2)) return Path::avx2;
    return Path::portable;
}

}  // namespace nq::halves
