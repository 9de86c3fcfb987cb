// Scanning Java sources for the class to run and for package lines.
#include "java_source.hpp"

#include <cctype>
#include <vector>

namespace judge {

namespace {

bool identChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}
bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Whether `word` stands alone at `at` in code.
bool wordAt(const std::string& code, std::size_t at, const std::string& word) {
    if (code.compare(at, word.size(), word) != 0) return false;
    if (at > 0 && identChar(code[at - 1])) return false;
    return at + word.size() >= code.size() || !identChar(code[at + word.size()]);
}

std::size_t skipSpace(const std::string& code, std::size_t at) {
    while (at < code.size() && space(code[at])) ++at;
    return at;
}

std::string identAt(const std::string& code, std::size_t at) {
    std::size_t end = at;
    while (end < code.size() && identChar(code[end])) ++end;
    return code.substr(at, end - at);
}

// Whether `public` is among the modifiers right before position `at`.
bool publicBefore(const std::string& code, std::size_t at) {
    for (;;) {
        while (at > 0 && space(code[at - 1])) --at;
        std::size_t end = at;
        while (at > 0 && (identChar(code[at - 1]) || code[at - 1] == '-')) --at;
        const std::string word = code.substr(at, end - at);
        if (word == "public") return true;
        if (word != "final" && word != "abstract" && word != "static" && word != "strictfp" &&
            word != "sealed" && word != "non-sealed")
            return false;
    }
}

struct ClassDecl {
    std::string name;
    std::size_t at;
    bool isPublic;
};

// Every `class NAME` in the code.
std::vector<ClassDecl> classes(const std::string& code) {
    std::vector<ClassDecl> found;
    for (std::size_t at = code.find("class"); at != std::string::npos;
         at = code.find("class", at + 5)) {
        if (!wordAt(code, at, "class")) continue;
        std::string name = identAt(code, skipSpace(code, at + 5));
        if (!name.empty()) found.push_back({name, at, publicBefore(code, at)});
    }
    return found;
}

// Position of `static void main` (`public static void main` and its variants), or npos.
std::size_t mainAt(const std::string& code) {
    for (std::size_t at = code.find("main"); at != std::string::npos;
         at = code.find("main", at + 4)) {
        if (!wordAt(code, at, "main") || code[skipSpace(code, at + 4)] != '(') continue;
        std::size_t before = at;
        while (before > 0 && space(code[before - 1])) --before;
        if (before >= 4 && wordAt(code, before - 4, "void")) return at;
    }
    return std::string::npos;
}

}  // namespace

std::string javaCodeOnly(const std::string& s) {
    std::string code = s;
    for (std::size_t i = 0; i < code.size(); ++i) {
        auto blankUntil = [&](std::size_t end) {
            for (; i < end && i < code.size(); ++i)
                if (code[i] != '\n') code[i] = ' ';
            --i;
        };
        if (code.compare(i, 2, "//") == 0) {
            blankUntil(code.find('\n', i) == std::string::npos ? code.size() : code.find('\n', i));
        } else if (code.compare(i, 2, "/*") == 0) {
            std::size_t end = code.find("*/", i + 2);
            blankUntil(end == std::string::npos ? code.size() : end + 2);
        } else if (code[i] == '"' || code[i] == '\'') {
            const char quote = code[i];
            std::size_t end = i + 1;
            while (end < code.size() && code[end] != quote && code[end] != '\n')
                end += code[end] == '\\' ? 2 : 1;
            blankUntil(end + 1);
        }
    }
    return code;
}

namespace {

// The name a `package a.b;` line at the start of the code declares, or empty.
std::string packageOf(const std::string& code) {
    std::size_t at = skipSpace(code, 0);
    if (!wordAt(code, at, "package")) return "";
    std::string name;
    for (at = skipSpace(code, at + 7); at < code.size() && code[at] != ';'; ++at)
        if (!space(code[at])) name += code[at];
    return name;
}

JavaMain classToRun(const std::string& code) {
    std::vector<ClassDecl> all = classes(code);
    for (const ClassDecl& c : all)
        if (c.isPublic) return {c.name, ""};
    const std::size_t main = mainAt(code);
    const ClassDecl* owner = nullptr;
    for (const ClassDecl& c : all)
        if (main != std::string::npos && c.at < main)
            owner = &c;  // the last class declared before main (nested classes aside)
    if (owner) return {owner->name, ""};
    if (all.size() == 1) return {all[0].name, ""};
    return {"",
            "cannot tell which class to run: declare `public class Main` (any name) with main()"};
}

}  // namespace

JavaMain findJavaMain(const std::string& source) {
    const std::string code = javaCodeOnly(source);
    JavaMain main = classToRun(code);
    main.hasMain = mainAt(code) != std::string::npos;
    main.package = packageOf(code);
    return main;
}

std::string javaPackageError(const std::string& source) {
    const std::string code = javaCodeOnly(source);
    std::size_t at = skipSpace(code, 0);
    if (!wordAt(code, at, "package")) return "";
    std::size_t end = code.find(';', at);
    std::string line =
        source.substr(at, end == std::string::npos ? std::string::npos : end + 1 - at);
    return "`" + line +
           "`: package declarations are refused in a LeetCode file (the harness calls Solution "
           "in the default package), so remove that line";
}

}  // namespace judge
