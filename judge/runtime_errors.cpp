// Go's, Rust's and Node's runtime errors as an RE (runtime_errors.hpp).
#include "runtime_errors.hpp"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

#include "text.hpp"

namespace judge {

namespace {

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// "mine.go:12", "mine.rs:7:20": the first place in the report that lies in the solution's file.
std::string placeIn(const std::vector<std::string>& lines, const std::string& sourcePath,
                    const std::string& shownName) {
    for (const std::string& line : lines) {
        const std::size_t at = sourcePath.empty() ? std::string::npos : line.find(sourcePath + ":");
        if (at == std::string::npos) continue;
        std::string place = line.substr(at + sourcePath.size());
        place = place.substr(0, place.find_first_not_of("0123456789:"));
        while (!place.empty() && place.back() == ':') place.pop_back();
        if (!place.empty()) return shownName + place;
    }
    return "";
}

// The kind of a Go panic or fatal error, from its first line.
std::string goKind(const std::string& first) {
    if (startsWith(first, "fatal error: "))
        return first.find("stack overflow") != std::string::npos ? "stack overflow" : "fatal error";
    std::string what = first.substr(7);  // after "panic: "
    if (!startsWith(what, "runtime error: ")) return "panic";
    what = what.substr(15);
    return what.substr(0, std::min(what.find(" ["), what.find(':')));
}

// What Go's runtime said before a fatal error ("runtime: failed to create new OS thread ..."), as
// the start of the message; empty when it said nothing.
std::string goCause(const std::vector<std::string>& lines, std::size_t fatal) {
    if (fatal == 0 || !startsWith(lines[fatal], "fatal error: ") ||
        !startsWith(lines[0], "runtime: "))
        return "";
    return rtrim(lines[0]) + " | ";
}

// The kind of a Rust panic, from its message: what comes before its first colon, else the
// message when it is short.
std::string rustKind(const std::string& message) {
    const std::size_t colon = message.find(':');
    if (colon != std::string::npos && colon < 40) return message.substr(0, colon);
    return message.size() <= 40 ? message : "panic";
}

// A JavaScript error's name from its first line ("TypeError: ..."), when it is one.
std::string errorName(const std::string& line) {
    const std::size_t colon = line.find(": ");
    if (colon == std::string::npos || colon == 0) return "";
    for (std::size_t i = 0; i < colon; ++i)
        if (!std::isalnum(static_cast<unsigned char>(line[i])) && line[i] != '_') return "";
    return line.compare(0, colon, "Uncaught") == 0 || line.find("Error") < colon
               ? line.substr(0, colon)
               : "";
}

// The report's kind and first line; empty when the text is none of these runtimes' reports.
std::pair<std::string, std::string> report(const std::string& text,
                                           const std::vector<std::string>& lines) {
    const bool goroutines = text.find("\ngoroutine ") != std::string::npos;  // Go's stacks
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string line = rtrim(lines[i]);
        if ((startsWith(line, "panic: ") || startsWith(line, "fatal error: ")) && goroutines)
            return {goKind(line), goCause(lines, i) + line};
        if (startsWith(line, "thread '") && line.find("' panicked at ") != std::string::npos &&
            i + 1 < lines.size())
            return {rustKind(rtrim(lines[i + 1])), rtrim(lines[i + 1])};
        if (startsWith(line, "thread '") &&
            line.find("' has overflowed its stack") != std::string::npos)
            return {"stack overflow", line};
        if (i + 1 < lines.size() && startsWith(lines[i + 1], "    at ") && !errorName(line).empty())
            return {errorName(line), line};
    }
    return {"", ""};
}

}  // namespace

std::optional<Outcome> runtimeErrorOutcome(const std::string& stderrText,
                                           const std::string& sourcePath,
                                           const std::string& shownName) {
    const std::vector<std::string> lines = splitLines(stderrText);
    const auto [kind, first] = report(stderrText, lines);
    if (first.empty()) return std::nullopt;
    const std::string place = placeIn(lines, sourcePath, shownName);
    return Outcome{Verdict::RE, kind, first + (place.empty() ? "" : ", at " + place)};
}

}  // namespace judge
