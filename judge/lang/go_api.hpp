// Go's standard library names newer than LeetCode's Go 1.23, for the leetcode profile. The root's
// Go is 1.24; a LeetCode file that uses a name 1.24 added compiles there and is a Compile Error
// on LeetCode ("undefined"), so the judge refuses it before compiling, naming it. Go lists what
// each release added in its GOROOT's api/go1.N.txt (golang-1.24-src in the root): the names read
// are the package-level ones (func, type, const, var) of each list after 1.23. Go's own vet
// analyzer for this (stdversion) cannot tell: Go 1.24's copy of its table ends at 1.23.
//
// What the scan sees: `pkg.Name` where pkg is the name a package is imported under (the file's
// own import declarations, else the automatic ones), outside comments and literals. What it
// cannot see without the types: a new method or struct field (testing.B.Loop, a tls.Config
// field), which Go 1.24 compiles and LeetCode's 1.23 refuses.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace judge {

// LeetCode's Go, 1.23: its minor version, which the refusal, the //go:build line and the lists
// read (api/go1.24.txt onwards) follow.
constexpr int kLeetCodeGoMinor = 23;

// A package a file imports: the name its code uses and its path ("strings", "strings").
using GoImport = std::pair<std::string, std::string>;

// The package name of an import path: its last element ("math/bits": bits), the one before a
// major version ("math/rand/v2": rand).
std::string goPackageName(const std::string& path);

// The file's own import declarations (`import "p"`, `import n "p"`, `import ( ... )`).
std::vector<GoImport> goImportsOf(const std::string& text);

// The refusal of a file that uses names newer than Go 1.<kLeetCodeGoMinor>, each with its line
// ("line 3: strings.Lines requires go1.24 or later; ..."), read from the lists in `apiFolder`
// (the root's GOROOT/api); empty when it uses none.
std::string newerGoNames(const std::string& text, const std::vector<GoImport>& imports,
                         const std::string& apiFolder);

// The first list after LeetCode's Go ("go1.24.txt"), which the root must have.
std::string firstNewerGoList();

}  // namespace judge
