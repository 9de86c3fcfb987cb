// Small text helpers shared by the checkers, the runner and the report: reading files, splitting
// lines and tokens, strict integer parsing, and quoting values for messages (cut at 200 chars).
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace judge {

// Whole file, or nothing when it cannot be read. At most maxBytes bytes are read.
std::optional<std::string> readFile(const std::string& path, std::size_t maxBytes = 1u << 30);
bool writeFile(const std::string& path, const std::string& text);
bool fileExists(const std::string& path);

// Lines without their '\n'; a final newline does not start an extra empty line.
std::vector<std::string> splitLines(const std::string& text);
// Whitespace-separated tokens.
std::vector<std::string> splitTokens(const std::string& text);
std::string rtrim(const std::string& s);
bool isSpace(char c);

// A decimal integer written canonically: optional '-', no leading zeros, no "-0", fits in 64 bits.
std::optional<long long> parseInteger(const std::string& token);

// "value" in double quotes with control characters escaped, cut after `limit` characters.
std::string quote(const std::string& value, std::size_t limit = 200);
// One character for "found 'x'" messages: 'x', '\n', or "end of output".
std::string describeChar(const std::string& text, std::size_t pos);
// Text cut to `limit` characters with "..." appended when longer.
std::string cut(const std::string& s, std::size_t limit);

}  // namespace judge
