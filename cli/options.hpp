// The command line of `nqueens count` and `nqueens-mpi count`, parsed strictly: a bad argument is
// a UsageError whose message becomes the one "error:" line.
#pragma once

#include <cstdint>
#include <cstdio>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/number.hpp"
#include "engine/engines.hpp"

namespace nq::cli {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Options {
    int n = 0;
    const Engine* engine = nullptr;
    int threads = 0;  // 0: not given
    std::string checkpoint;
    bool json = false;
    std::string progress = "auto";    // auto, bar, plain, off
    int slice = 0, slices = 1;        // --slice K/M: only the units u with u % M == K
    std::optional<halves::Isa> path;  // --path: the inner loops to run (default: the fastest)
    bool mine(std::uint64_t unit) const {
        return unit % (std::uint64_t)slices == (std::uint64_t)slice;
    }
};

// An integer in [low, high], written as kit::parseInteger reads it (plain decimal: no sign, no
// leading zero, no space: "007", "+7" and " 7" are refused); `what` names it in the error.
inline int parseInt(const std::string& text, int low, int high, const std::string& what) {
    std::optional<long long> value = kit::parseInteger(text, low, high);
    if (!value)
        throw UsageError(what + " must be an integer from " + std::to_string(low) + " to " +
                         std::to_string(high) + " written plainly, not '" + text + "'");
    return (int)*value;
}

// --path's value: a path this processor has.
inline halves::Isa parsePath(const std::string& value) {
    for (halves::Isa path : {halves::Isa::portable, halves::Isa::avx2, halves::Isa::avx512}) {
        if (value != halves::isaName(path)) continue;
        if (!halves::isaAvailable(path))
            throw UsageError("--path " + value + ": this processor lacks it");
        return path;
    }
    throw UsageError("--path must be avx512, avx2 or portable, not '" + value + "'");
}

// One option's value into options (name without the leading "--"; json takes none).
inline void setOption(Options& options, const std::string& name, const std::string& value) {
    if (name == "engine") {
        options.engine = findEngine(value);
        if (!options.engine)
            throw UsageError("unknown engine '" + value + "' (nqueens engines lists them)");
    } else if (name == "threads") {
        options.threads = parseInt(value, 1, 1024, "--threads");
    } else if (name == "checkpoint") {
        if (value.empty()) throw UsageError("--checkpoint needs a file name");
        options.checkpoint = value;
    } else if (name == "progress") {
        if (value != "auto" && value != "bar" && value != "plain" && value != "off")
            throw UsageError("--progress must be auto, bar, plain or off, not '" + value + "'");
        options.progress = value;
    } else if (name == "slice") {
        size_t slash = value.find('/');
        if (slash == std::string::npos)
            throw UsageError("--slice must be K/M, not '" + value + "'");
        options.slices = parseInt(value.substr(slash + 1), 1, 1000000, "--slice's M");
        options.slice = parseInt(value.substr(0, slash), 0, options.slices - 1, "--slice's K");
    } else if (name == "path") {
        options.path = parsePath(value);
    }
}

// The board size N, checked against what the chosen engine (or any, when none is) counts, and
// the engine: the chosen one, or the default for N.
inline void setSize(Options& options, const std::string& size) {
    if (size.empty()) throw UsageError("count needs the board size N");
    int low = std::numeric_limits<int>::max(), high = 0;  // what the engines in question count
    for (const Engine& engine : engines())
        if (!options.engine || options.engine == &engine)
            low = std::min(low, engine.minN), high = std::max(high, engine.maxN);
    options.n = parseInt(size, low, high, "N");
    if (!options.engine) options.engine = defaultEngine(options.n);
    if (!options.engine->counts(options.n))
        throw UsageError(std::string("the ") + options.engine->name + " engine counts n from " +
                         std::to_string(options.engine->minN) + " to " +
                         std::to_string(options.engine->maxN) + ", not " + size);
    if (options.path && !options.engine->makeOn)
        throw UsageError(std::string("the ") + options.engine->name +
                         " engine has one inner loop: --path is for sieve and halves");
}

// args: what follows the verb `count`. `allowed` lists the options this program takes (without
// the leading "--"): "engine", "threads", "checkpoint", "json", "progress", "slice", "path".
inline Options parseCount(const std::vector<std::string>& args,
                          const std::vector<std::string>& allowed) {
    Options options;
    std::string size;
    std::vector<std::string> seen;
    for (size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i], value;
        if (arg.rfind("--", 0) != 0) {
            if (!size.empty()) throw UsageError("unexpected argument '" + arg + "'");
            size = arg;
            continue;
        }
        std::string name = arg.substr(2);
        size_t equals = name.find('=');
        bool inlineValue = equals != std::string::npos;
        if (inlineValue) value = name.substr(equals + 1), name = name.substr(0, equals);
        bool known = false;
        for (const std::string& option : allowed) known = known || option == name;
        if (!known) throw UsageError("unknown option '" + arg + "' (see --help)");
        for (const std::string& option : seen)
            if (option == name) throw UsageError("--" + name + " given twice");
        seen.push_back(name);
        if (name == "json") {
            if (inlineValue) throw UsageError("--json takes no value");
            options.json = true;
            continue;
        }
        if (!inlineValue) {
            if (i + 1 == args.size()) throw UsageError("--" + name + " needs a value");
            value = args[++i];
        }
        setOption(options, name, value);
    }
    setSize(options, size);
    return options;
}

// The counter the options ask for: their engine on their path, or on the fastest path.
inline std::unique_ptr<Counter> makeCounter(const Options& options) {
    if (options.path) return options.engine->makeOn(options.n, *options.path);
    return options.engine->make(options.n);
}

// `nqueens engines`: one line each, the name first.
inline void printEngines() {
    for (const Engine& engine : engines())
        std::printf("%-10s n = %d..%d  %s\n", engine.name, engine.minN, engine.maxN,
                    engine.description);
}

}  // namespace nq::cli
