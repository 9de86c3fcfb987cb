// What `nqueens count` and `nqueens-mpi count` print when done: the total on the first line (the
// line scripts read), then `unique U`; or one JSON object (nlohmann-json). A slice (--slice K/M)
// prints its part of the total alone, or JSON without `unique` (a part of R2 and R4 gives no
// unique count). Also the note an interrupted run leaves.
#pragma once

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "cli/options.hpp"
#include "engine/census.hpp"
#include "engine/engine.hpp"

namespace nq::cli {

// The JSON object of a finished count; workersKey: "threads" or "ranks"; extra: the caller's own
// fields, after the others (nqueens-mpi's "work" of each rank).
inline nlohmann::ordered_json countJson(
    const Options& options, const UnitCount& total, const char* workersKey, int workers,
    std::uint64_t units, std::uint64_t resumed, double seconds,
    const nlohmann::ordered_json& extra = nlohmann::ordered_json::object()) {
    nlohmann::ordered_json out;
    out["n"] = options.n;
    out["count"] = total.solutions;
    if (options.slices == 1) out["unique"] = uniqueCount(options.n, total);
    out["r2"] = total.r2;
    out["r4"] = total.r4;
    out["placements"] = total.work;
    out["engine"] = options.engine->name;
    out[workersKey] = workers;
    out["units"] = units;
    out["units_resumed"] = resumed;
    out["seconds"] = std::round(seconds * 1000) / 1000;
    if (options.slices != 1)
        out["slice"] = std::to_string(options.slice) + "/" + std::to_string(options.slices);
    for (const auto& field : extra.items()) out[field.key()] = field.value();
    return out;
}

// Prints the result on stdout; std::runtime_error when it cannot be written (a full disk, a
// closed pipe), so that the caller exits non-zero instead of reporting success.
inline void printCount(const Options& options, const UnitCount& total, const char* workersKey,
                       int workers, std::uint64_t units, std::uint64_t resumed, double seconds,
                       const nlohmann::ordered_json& extra = nlohmann::ordered_json::object()) {
    std::string text;
    constexpr int kOneLine = -1;
    constexpr bool kAsciiOnly = false;  // UTF-8 as it is; invalid UTF-8 replaced, not passed on
    if (options.json)
        text = countJson(options, total, workersKey, workers, units, resumed, seconds, extra)
                   .dump(kOneLine, ' ', kAsciiOnly, nlohmann::json::error_handler_t::replace) +
               "\n";
    else if (options.slices != 1)
        text = std::to_string(total.solutions) + "\n";
    else
        text = std::to_string(total.solutions) + "\nunique " +
               std::to_string(uniqueCount(options.n, total)) + "\n";
    errno = 0;
    bool wrote = std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
    wrote = std::fflush(stdout) == 0 && wrote && !std::ferror(stdout);
    if (!wrote)
        throw std::runtime_error(std::string("cannot write the result to stdout") +
                                 (errno != 0 ? std::string(": ") + std::strerror(errno) : ""));
}

// The lines that cli/signals.hpp says (see there); who: "" or "rank 2: ".
struct StopLines {
    std::string counting, idle, again;
};
inline StopLines stopLines(const Options& options, const std::string& who) {
    const std::string kept = options.checkpoint.empty()
                                 ? "nothing is kept (no --checkpoint FILE)"
                                 : "the finished units are kept in " + options.checkpoint;
    return StopLines{"stopping: " + who + "no new unit starts and those in progress are dropped; " +
                         kept + "; a second signal stops at once\n",
                     "stopping: " + who + "at once, no unit is being counted; " + kept + "\n",
                     "stopped at once: " + who + kept + "\n"};
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
