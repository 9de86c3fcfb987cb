// LeetCode's libraries (docs/leetcode-environment.tsv has each with its source): where the judge
// takes each from, and the checks, made before anything runs, that it is there; each language's
// record says which of them it needs (Language::missingLibrary). A library that is
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
//   Go (leetcode)           gods, from the trixie root's golang-github-emirpasic-gods-dev; and
//                           the root's api/go1.24.txt, the names newer than LeetCode's Go
//                           (go_api.hpp), from golang-1.24-src
//   C (leetcode)            uthash.h, from the trixie root's uthash-dev
#pragma once
#include <string>

#include "../languages.hpp"
#include "../profiles.hpp"

namespace judge {

// npm's libraries: each "dependencies" entry of the kit's package.json installed in
// KIT/node_modules at its pinned version; else why not, with `npm ci`.
std::string missingNpm(const std::string& kit);
// A file or folder of the trixie root (its path in the root) that a library is; else why not:
// the root's own error, or what it lacks (`what`) with the command that builds it again.
std::string missingInRoot(const std::string& kit, const std::string& path, const std::string& what);
// Every crate of judge/crates/Cargo.lock in the trixie root, and its cargo; else why not.
std::string missingCrates(const std::string& kit);

// The folder the host's Python adds to its path under leetcode for sortedcontainers: the trixie
// root's dist-packages, its real path; empty when the root is not ready.
std::string leetcodePythonPath(const std::string& kit);

// Where the trixie root's Python packages are (sortedcontainers), in the root.
constexpr const char* kPythonPackages = "/usr/lib/python3/dist-packages";

// Where Go finds gods under leetcode, a GOPATH folder of the trixie root (in the box's system).
constexpr const char* kGoLibraryPath = "/usr/share/gocode";

}  // namespace judge
