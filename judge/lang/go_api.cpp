// Go's standard library names newer than LeetCode's Go (go_api.hpp).
#include "go_api.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "../text.hpp"

namespace judge {

namespace {

const char* const kWordChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";

bool wordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Where a literal or comment that closes with `close` (searched from `from`) ends: one past its
// close, or the text's end when it has none.
std::size_t closedAt(const std::string& text, const std::string& close, std::size_t from) {
    const std::size_t found = text.find(close, from);
    return found == std::string::npos ? text.size() : found + close.size();
}

// The end of the literal or comment that starts at `at` (one past it), or `at` when none does.
std::size_t skipped(const std::string& text, std::size_t at) {
    const char c = text[at], next = at + 1 < text.size() ? text[at + 1] : '\0';
    if (c == '/' && next == '/') return std::min(text.find('\n', at), text.size());
    if (c == '/' && next == '*') return closedAt(text, "*/", at + 2);
    if (c == '`') return closedAt(text, "`", at + 1);
    if (c != '"' && c != '\'') return at;
    std::size_t end = at + 1;
    while (end < text.size() && text[end] != c && text[end] != '\n')
        end += text[end] == '\\' ? 2 : 1;
    return std::min(end + 1, text.size());
}

// The text with its comments blanked out, and its literals too unless `keepLiterals`; line
// breaks kept, so that offsets and lines are the file's.
std::string blanked(const std::string& text, bool keepLiterals) {
    std::string out = text;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = skipped(text, at);
        if (end == at) {
            ++at;
            continue;
        }
        const bool comment = text[at] == '/';
        for (std::size_t i = at; i < end; ++i)
            if (out[i] != '\n' && (comment || !keepLiterals)) out[i] = ' ';
        at = end;
    }
    return out;
}

std::size_t skipSpace(const std::string& s, std::size_t at) {
    while (at < s.size() && (isSpace(s[at]) || s[at] == ';')) ++at;
    return at;
}

// One import spec at `at` (`"p"`, `n "p"`, `. "p"`, `_ "p"`) added to `out`; returns where it
// ends, or std::string::npos when there is none.
std::size_t importSpec(const std::string& code, std::size_t at, std::vector<GoImport>& out) {
    std::size_t name = at;
    while (at < code.size() && (wordChar(code[at]) || code[at] == '.')) ++at;
    const std::string alias = code.substr(name, at - name);
    at = skipSpace(code, at);
    if (at >= code.size() || (code[at] != '"' && code[at] != '`')) return std::string::npos;
    const std::size_t end = skipped(code, at);
    const std::string path = code.substr(at + 1, end - at - 2);
    out.push_back({alias.empty() ? goPackageName(path) : alias, path});
    return end;
}

// The specs of an import declaration whose `import` ends at `at`: one, or a group in parentheses.
void importDecl(const std::string& code, std::size_t at, std::vector<GoImport>& out) {
    at = skipSpace(code, at);
    const bool group = at < code.size() && code[at] == '(';
    if (group) at = skipSpace(code, at + 1);
    while (at < code.size() && code[at] != ')') {
        const std::size_t end = importSpec(code, at, out);
        if (end == std::string::npos || !group) return;
        at = skipSpace(code, end);
    }
}

// Where the bracketed group that starts at `at` ends (one past its `]`); `at` when none starts
// there.
std::size_t afterBrackets(const std::string& text, std::size_t at) {
    if (at >= text.size() || text[at] != '[') return at;
    int depth = 0;
    for (std::size_t i = at; i < text.size(); ++i) {
        depth += text[i] == '[' ? 1 : text[i] == ']' ? -1 : 0;
        if (depth == 0) return i + 1;
    }
    return text.size();
}

// The package-level name a line of an api/go1.N.txt adds ("pkg strings, func Lines(string)
// ..."): {path, name}; empty for a method, a field or a line of another form.
GoImport apiName(const std::string& line) {
    const std::size_t comma = line.find(", ");
    if (line.rfind("pkg ", 0) != 0 || comma == std::string::npos) return {};
    const std::string path = line.substr(4, std::min(line.find(' ', 4), comma) - 4);
    const std::string rest = line.substr(comma + 2);
    const std::size_t space = rest.find(' ');
    const std::string kind = rest.substr(0, space);
    if (kind != "func" && kind != "type" && kind != "const" && kind != "var") return {};
    const std::size_t start = space + 1;
    const std::size_t end = rest.find_first_of(" [(", start);
    // A struct's new field: "type Config struct, Field T" (a comma after the type parameters).
    if (kind == "type" && rest.find(", ", afterBrackets(rest, end)) != std::string::npos) return {};
    return {path, rest.substr(start, end == std::string::npos ? end : end - start)};
}

// Every package-level name of the lists after LeetCode's Go, with the version that added it.
std::map<GoImport, std::string> newerNames(const std::string& apiFolder) {
    std::map<GoImport, std::string> names;
    for (int minor = kLeetCodeGoMinor + 1;; ++minor) {
        const std::string version = "go1." + std::to_string(minor);
        const std::optional<std::string> list = readFile(apiFolder + "/" + version + ".txt");
        if (!list) break;
        for (const std::string& line : splitLines(*list))
            if (const GoImport name = apiName(line); !name.second.empty())
                names.emplace(name, version);
    }
    return names;
}

// The names found ("strings.Lines"), each with its first line and the version that added it.
using Found = std::map<std::string, std::pair<int, std::string>>;

// The refusal of the names found, in the order of their lines.
std::string newerRefusal(const Found& found) {
    if (found.empty()) return "";
    std::vector<std::pair<int, std::string>> each;
    for (const auto& [name, where] : found)
        each.push_back({where.first, "line " + std::to_string(where.first) + ": " + name +
                                         " requires " + where.second + " or later; "});
    std::sort(each.begin(), each.end());
    std::string out;
    for (const auto& [line, said] : each) out += said;
    return out + "LeetCode runs Go 1." + std::to_string(kLeetCodeGoMinor) + ", where " +
           (each.size() == 1 ? "it is" : "they are") + " undefined (a Compile Error there)";
}

}  // namespace

std::string goPackageName(const std::string& path) {
    std::string name = path.substr(path.rfind('/') + 1);
    const bool major = name.size() > 1 && name[0] == 'v' &&
                       name.find_first_not_of("0123456789", 1) == std::string::npos;
    if (major && path.find('/') != std::string::npos)
        return goPackageName(path.substr(0, path.rfind('/')));
    return name;
}

std::vector<GoImport> goImportsOf(const std::string& text) {
    const std::string code = blanked(text, true);
    std::vector<GoImport> imports;
    for (std::size_t line = 0; line < code.size();) {
        const std::size_t start = code.find_first_not_of(" \t", line);
        if (start != std::string::npos && code.compare(start, 6, "import") == 0 &&
            start + 6 < code.size() && !wordChar(code[start + 6]))
            importDecl(code, start + 6, imports);
        const std::size_t next = code.find('\n', line);
        line = next == std::string::npos ? code.size() : next + 1;
    }
    return imports;
}

std::string newerGoNames(const std::string& text, const std::vector<GoImport>& imports,
                         const std::string& apiFolder) {
    const std::map<GoImport, std::string> newer = newerNames(apiFolder);
    const std::string code = blanked(text, false);
    Found found;
    int line = 1;
    for (std::size_t at = 0; at < code.size(); ++at) {
        if (code[at] == '\n') ++line;
        if (!wordChar(code[at]) || (at > 0 && (wordChar(code[at - 1]) || code[at - 1] == '.')))
            continue;
        const std::size_t dot = code.find_first_not_of(kWordChars, at);
        const std::size_t end = dot == std::string::npos || code[dot] != '.'
                                    ? std::string::npos
                                    : code.find_first_not_of(kWordChars, dot + 1);
        if (dot == std::string::npos || code[dot] != '.' || end == dot + 1) continue;
        const std::string package = code.substr(at, dot - at);
        const std::string name =
            code.substr(dot + 1, end == std::string::npos ? end : end - dot - 1);
        for (const auto& [alias, path] : imports)
            if (const auto it = newer.find({path, name}); alias == package && it != newer.end())
                found.emplace(package + "." + name, std::make_pair(line, it->second));
    }
    return newerRefusal(found);
}

std::string firstNewerGoList() { return "go1." + std::to_string(kLeetCodeGoMinor + 1) + ".txt"; }

}  // namespace judge
