// What `nqueens count` and `nqueens-mpi count` print when done: the count alone, or one JSON
// object; and the note an interrupted run leaves.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "cli/options.hpp"
#include "engine/engine.hpp"

namespace nq::cli {

// workersKey: "threads" or "ranks".
inline void printCount(const Options& options, const UnitCount& total, const char* workersKey,
                       int workers, std::uint64_t units, std::uint64_t resumed, double seconds) {
    if (!options.json) {
        std::printf("%llu\n", (unsigned long long)total.solutions);
    } else {
        std::printf(
            "{\"n\": %d, \"count\": %llu, \"placements\": %llu, \"engine\": \"%s\", \"%s\": %d, "
            "\"units\": %llu, \"units_resumed\": %llu, \"seconds\": %.3f%s}\n",
            options.n, (unsigned long long)total.solutions, (unsigned long long)total.placements,
            options.engine->name, workersKey, workers, (unsigned long long)units,
            (unsigned long long)resumed, seconds,
            options.slices == 1 ? ""
                                : (", \"slice\": \"" + std::to_string(options.slice) + "/" +
                                   std::to_string(options.slices) + "\"")
                                      .c_str());
    }
    std::fflush(stdout);
}

inline void printInterrupted(const Options& options, std::uint64_t done, std::uint64_t units) {
    if (options.checkpoint.empty())
        std::fprintf(stderr,
                     "interrupted: %llu of %llu units were counted, none saved (no "
                     "--checkpoint FILE)\n",
                     (unsigned long long)done, (unsigned long long)units);
    else
        std::fprintf(stderr,
                     "interrupted: %llu of %llu units are saved in %s; run the same command "
                     "again to resume\n",
                     (unsigned long long)done, (unsigned long long)units,
                     options.checkpoint.c_str());
}

}  // namespace nq::cli
