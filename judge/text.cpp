// Text helpers: file I/O, line and token splitting, integer parsing, quoting.
#include "text.hpp"

#include <sys/stat.h>
#include <cstdio>
#include <limits>

namespace judge {

std::optional<std::string> readFile(const std::string& path, std::size_t maxBytes) {
    std::FILE* f = std::fopen(path.c_str(), "rbe");  // e: close-on-exec
    if (!f) return std::nullopt;
    std::string text;
    char buf[1 << 16];
    while (text.size() < maxBytes) {
        std::size_t want = std::min(sizeof buf, maxBytes - text.size());
        std::size_t got = std::fread(buf, 1, want, f);
        text.append(buf, got);
        if (got < want) break;
    }
    bool failed = std::ferror(f) != 0;
    std::fclose(f);
    if (failed) return std::nullopt;
    return text;
}

bool writeFile(const std::string& path, const std::string& text) {
    std::FILE* f = std::fopen(path.c_str(), "wbe");
    if (!f) return false;
    bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    return std::fclose(f) == 0 && ok;
}

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

std::optional<long long> parseInteger(const std::string& token) {
    std::size_t i = token.size() > 0 && token[0] == '-' ? 1 : 0;
    std::string digits = token.substr(i);
    if (digits.empty() || digits.size() > 19) return std::nullopt;
    for (char c : digits)
        if (c < '0' || c > '9') return std::nullopt;
    if (digits[0] == '0' && (digits.size() > 1 || i == 1)) return std::nullopt;  // "007", "-0"
    unsigned long long value = 0;
    for (char c : digits) value = value * 10 + static_cast<unsigned>(c - '0');
    const auto max = static_cast<unsigned long long>(std::numeric_limits<long long>::max());
    if (value > max + i)
        return std::nullopt;  // overflow: 20 digits or above 2^63 - 1 (2^63 if negative)
    if (i == 1)
        return value == max + 1 ? std::numeric_limits<long long>::min()
                                : -static_cast<long long>(value);
    return static_cast<long long>(value);
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
    return s.size() <= limit ? s : s.substr(0, limit) + "...";
}

}  // namespace judge
