// Rust's crates under leetcode: rand 0.8 and regex 1, which LeetCode's Rust has ("Supports rand
// v0.8 and regex v1 from crates.io"). judge/crates/ is a Cargo package that depends on them
// (Cargo.toml; Cargo.lock pins the versions); cargo builds it offline, at LeetCode's opt-level 2,
// from the sources Debian 13 packages in the trixie root (/usr/share/cargo/registry), once per
// judge cache and root: a cached compile of its own (compile.hpp's compileOne), keyed by the
// root's stamp and the package's files, as Go's seed is, the first time a LeetCode Rust file names
// a crate (namesCrate); that file is compiled with --extern NAME=RLIB for each dependency and -L
// dependency=DEPS, and a file that names none gets neither the flags nor the build (its compile
// is as before). libraries.hpp checks, before anything runs, that the root has every crate of
// Cargo.lock.
#pragma once
#include <string>
#include <vector>

#include "../compile_plan.hpp"

namespace judge {

// The folder of the built crates' rlibs (target/release/deps of the cached build), built when
// the cache has none; empty, with `log` set to cargo's messages, when it cannot be built.
std::string rustCrates(const CompileJob& job, const std::string& cacheDir, CompileOne compile,
                       std::string& log);

// The crates' own build: the command, its environment and what it leaves out (planRust, for the
// job rustCrates makes).
void planCrates(Plan& plan, const CompileJob& job, const std::string& out);

// The crates' names: judge/crates/Cargo.toml's [dependencies], in its order ("rand", "regex").
std::vector<std::string> crateNames(const std::string& kit);

// Whether a file names one of the crates (judge/crates/Cargo.toml's [dependencies]): NAME:: at a
// word's start, or `use NAME`, `crate NAME`. Only such a file gets them (and builds them, the
// first time in a cache); any other compiles as before, as rustc would load no crate for it.
bool namesCrate(const std::string& kit, const std::string& text);

// rustc's flags for a file that may use the crates in `deps`: -L dependency=DEPS and --extern
// NAME=RLIB for each [dependencies] name of the kit's judge/crates/Cargo.toml.
std::vector<std::string> crateFlags(const std::string& kit, const std::string& deps);

}  // namespace judge
