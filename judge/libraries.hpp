// LeetCode's libraries (docs/leetcode-environment.tsv has each with its source): where the judge
// takes each from, and the check, made before anything runs, that it is there. A library that is
// missing is the judge's set-up problem (one error line with the command that fixes it, exit 2),
// never a solution's CE or RE.
//
//   JavaScript, TypeScript  every "dependencies" entry of the kit's package.json, at its pinned
//                           version, in KIT/node_modules (npm ci): lodash, @datastructures-js'
//                           queues, tsc (every profile: the harness and tsc need them)
//   Python (leetcode)       sortedcontainers, from the trixie root's python3-sortedcontainers
//                           (pure Python, which the host's Python 3.11 loads from there)
//   Rust (leetcode)         every crate of judge/crates/Cargo.lock in the trixie root's
//                           /usr/share/cargo/registry, and its cargo (crates.hpp builds them)
//   Go (leetcode)           gods, from the trixie root's golang-github-emirpasic-gods-dev
//   C (leetcode)            uthash.h, from the trixie root's uthash-dev
#pragma once
#include <string>

#include "languages.hpp"
#include "profiles.hpp"

namespace judge {

// Why a library that a language's files get under the profile is not there, with the command
// that installs it; empty when every one is. kit: the kit's folder.
std::string missingLibrary(Lang lang, Like like, const std::string& kit);

// The folder the host's Python adds to its path under leetcode for sortedcontainers: the trixie
// root's dist-packages, its real path; empty when the root is not ready.
std::string leetcodePythonPath(const std::string& kit);

// Where Go finds gods under leetcode, a GOPATH folder of the trixie root (in the box's system).
constexpr const char* kGoLibraryPath = "/usr/share/gocode";

}  // namespace judge
