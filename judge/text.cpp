// Text helpers: line and token splitting, quoting.
#include "text.hpp"

#include <sys/stat.h>
#include <cstdio>

namespace judge {

bool fileExists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::vector<std::string> splitTokens(const std::string& text) {
    std::vector<std::string> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i])) ++i;
        std::size_t start = i;
        while (i < text.size() && !isSpace(text[i])) ++i;
        if (i > start) tokens.push_back(text.substr(start, i - start));
    }
    return tokens;
}

std::string rtrim(const std::string& s) {
    std::size_t end = s.size();
    while (end > 0 && isSpace(s[end - 1])) --end;
    return s.substr(0, end);
}

namespace {
void appendEscaped(std::string& out, char c) {
    switch (c) {
        case '"': out += "\\\""; return;
        case '\\': out += "\\\\"; return;
        case '\n': out += "\\n"; return;
        case '\r': out += "\\r"; return;
        case '\t': out += "\\t"; return;
        default: break;
    }
    auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02x", u);
        out += buf;
    } else {
        out += c;
    }
}
}  // namespace

std::string quote(const std::string& value, std::size_t limit) {
    std::string out = "\"";
    for (std::size_t i = 0; i < value.size() && i < limit; ++i) appendEscaped(out, value[i]);
    out += '"';
    if (value.size() > limit) out += "...";
    return out;
}

std::string escapeControls(const std::string& text) {
    std::string out;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f)
            appendEscaped(out, c);
        else
            out += c;
    }
    return out;
}

std::vector<std::string> shownLines(const std::string& text, std::size_t count) {
    const std::vector<std::string> lines = splitLines(text);
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < lines.size() && i < count; ++i)
        shown.push_back(escapeControls(cut(lines[i], 300)));
    if (lines.size() > count)
        shown.push_back("... (" + std::to_string(lines.size() - count) + " more lines)");
    return shown;
}

std::string describeChar(const std::string& text, std::size_t pos) {
    if (pos >= text.size()) return "end of output";
    std::string out = "'";
    if (text[pos] == '\'')
        out += "\\'";
    else if (text[pos] == '"')
        out += '"';
    else
        appendEscaped(out, text[pos]);
    return out + "'";
}

std::string cut(const std::string& s, std::size_t limit) {
    if (s.size() <= limit) return s;
    std::size_t end = limit;  // back to the start of a character: 10xxxxxx continues one
    while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;
    return s.substr(0, end) + "...";
}

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
    if (from.empty()) return text;
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

}  // namespace judge
