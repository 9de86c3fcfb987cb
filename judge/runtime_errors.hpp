// The runtime errors of Go, Rust and Node as an RE's detail and message: Go's panic or fatal error,
// Rust's panic, an exception that reached the JavaScript harness (harness.cjs). The detail is the
// error's kind ("index out of range", "index out of bounds", "TypeError"), the message its first
// line and the first place in the solution's file that the report names ("mine.go:12").
#pragma once
#include <optional>
#include <string>

#include "verdict.hpp"

namespace judge {

std::optional<Outcome> runtimeErrorOutcome(const std::string& stderrText,
                                           const std::string& sourcePath,
                                           const std::string& shownName);

}  // namespace judge
