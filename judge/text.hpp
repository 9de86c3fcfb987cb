// Small text helpers shared by the checkers, the runner and the report: splitting lines and
// tokens, and quoting values for messages (cut at 200 chars); files and numbers from common/.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "common/file.hpp"
#include "common/number.hpp"

namespace judge {

// Files and numbers the kit's one way (common/): kit::readFile, kit::writeFile,
// kit::parseInteger, kit::parseReal, each with its contract stated there.
using kit::parseInteger;
using kit::parseReal;
using kit::readFile;
using kit::writeFile;
bool fileExists(const std::string& path);  // a regular file (a link to one counts)

// Lines without their '\n'; a final newline does not start an extra empty line.
std::vector<std::string> splitLines(const std::string& text);
// Whitespace-separated tokens.
std::vector<std::string> splitTokens(const std::string& text);
std::string rtrim(const std::string& s);
bool isSpace(char c);

// "value" in double quotes with control characters escaped, cut after `limit` characters.
std::string quote(const std::string& value, std::size_t limit = 200);
// Text as the text report shows it: every control byte (newline, tab, escape...) written as
// \n, \t, \x1b, so that nothing a program or a package wrote can start a line or reach the
// terminal raw; other bytes (UTF-8 too) kept.
std::string escapeControls(const std::string& text);
// Text as the console shows a block of it: its first `count` lines, each cut at 300 bytes and
// escaped (escapeControls), then "... (N more lines)" when there are more.
std::vector<std::string> shownLines(const std::string& text, std::size_t count);
// One character for "found 'x'" messages: 'x', '\n', or "end of output".
std::string describeChar(const std::string& text, std::size_t pos);
// Text cut to at most `limit` bytes, never inside a UTF-8 character, with "..." appended when
// longer.
std::string cut(const std::string& s, std::size_t limit);
// Every occurrence of `from` in text replaced by `to`, left to right (what is put in is not
// searched again).
std::string replaceAll(std::string text, const std::string& from, const std::string& to);

}  // namespace judge
