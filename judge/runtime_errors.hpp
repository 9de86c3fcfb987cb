// The runtime errors of a language's own runtime (Go's panic or fatal error, Rust's panic, an
// exception that reached the JavaScript harness) as an RE's detail and message. The detail is the
// error's kind as the language's record reads it (languages.hpp, Language::runtimeError: "index
// out of range", "index out of bounds", "TypeError"), the message its first line and the first
// place in the solution's file that the report names ("mine.go:12").
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "languages.hpp"
#include "verdict.hpp"

namespace judge {

// "mine.cpp:12:9", "mine.rs:7:20": the first place in a report's lines that lies in the file at
// sourcePath, as shownName and its line (and column); empty when none does.
std::string placeInSolution(const std::vector<std::string>& lines, const std::string& sourcePath,
                            const std::string& shownName);

std::optional<Outcome> runtimeErrorOutcome(const Language* language, const std::string& stderrText,
                                           const std::string& sourcePath,
                                           const std::string& shownName);

}  // namespace judge
