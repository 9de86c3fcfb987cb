// A program of a package is a file or a folder, and headers are not programs (docs/packages.md,
// "Programs and their headers"): the loose files of a folder (output_validators/, graders/,
// input_validators/, a submissions/<folder>/) that are headers (.h, .hpp, .hh, .hxx: testlib.h,
// validate.h) are no program of their own; each program of one file beside them compiles with
// them in its box and its cache key, as DOMjudge reads a checker .cpp beside its testlib.h.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace judge {

// A header by its ending: .h, .hpp, .hh, .hxx.
bool isHeader(const std::string& path);

// The entries of `dir` that are programs, sorted: its folders and its loose files but headers
// (dotfiles left out, as the format says).
std::vector<std::filesystem::path> programEntries(const std::filesystem::path& dir);

// The headers loose beside `entry` (absolute, sorted) when it is a file; none for a folder.
std::vector<std::string> headersBeside(const std::filesystem::path& entry);

}  // namespace judge
