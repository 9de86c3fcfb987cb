// The registry of counting engines: each has a name, a one-line description, the n it counts and
// a factory. Listed fastest first: the default engine for n is the first one whose range holds n.
// Time: O(engines) a look-up by name or n.
// Space: O(engines), static.
// Tested: tests/engine_test.cpp (
//   "engines: the registry's names are distinct, and each n has a default that counts it",
//   "engines: every engine counts A000170 for its n up to 15, on 1 and 2 threads");
//   tests/nqueens.sh ("engines: one line each, the name first, the fastest (the default) first")
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/halves.hpp"
#include "engine/sieve.hpp"
#include "engine/symmetry.hpp"
// Further engines: include the header here and add a line to engines() below.

namespace nq {

struct Engine {
    const char* name;
    const char* description;
    int minN, maxN;
    std::unique_ptr<Counter> (*make)(int n);  // on the fastest path this processor has
    // on a given path (portable, avx2, avx512); nullptr for an engine with one inner loop
    std::unique_ptr<Counter> (*makeOn)(int n, halves::Isa isa);
    bool counts(int n) const { return minN <= n && n <= maxN; }
};

inline const std::vector<Engine>& engines() {
    static const std::vector<Engine> all = {
        // Faster engines go first.
        {"sieve", "meet in the middle, the join sieved: a key visits only blocks it can fit",
         kSieveMinN, kSieveMaxN, makeSieveCounter, makeSieveCounter},
        {"halves", "meet in the middle: left and right half-boards joined by their diagonals",
         kHalvesMinN, kHalvesMaxN, makeHalvesCounter, makeHalvesCounter},
        {"symmetry",
         "one board per class of the 8 symmetries, rows below the first expanded level by level",
         kSymmetryMinN, kSymmetryMaxN, makeSymmetryCounter, nullptr},
    };
    return all;
}

// The engine called `name`, or nullptr.
inline const Engine* findEngine(const std::string& name) {
    for (const Engine& engine : engines())
        if (name == engine.name) return &engine;
    return nullptr;
}

// The fastest engine that counts n, or nullptr.
inline const Engine* defaultEngine(int n) {
    for (const Engine& engine : engines())
        if (engine.counts(n)) return &engine;
    return nullptr;
}

}  // namespace nq
