// File and folder names under --validate (file_names.hpp).
#include "file_names.hpp"

#include <filesystem>

#include "invalid_cases.hpp"
#include "text.hpp"

namespace judge {

namespace {

constexpr std::size_t kReported = 20;  // lines for refused names, then one for the rest
constexpr int kDeepest = 24;           // links that loop stop here

bool nameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// problemtools' exceptions: .gitignore anywhere; .git/ and .timelimit at the top; and the kit's
// judge's .kit.yaml at the top.
bool allowedAnyway(const std::string& name, bool top, bool folder) {
    if (name == ".gitignore" && !folder) return true;
    if (!top) return false;
    return folder ? name == ".git" : name == ".timelimit" || name == ".kit.yaml";
}

ResultLine nameLine(const Problem& p, const std::string& test, const Outcome& o) {
    return checkLine(p, "file names", test, o, o.verdict == Verdict::AC);
}

std::string refusal(const std::string& name, bool folder) {
    const std::string what = folder ? "folder name " : "file name ";
    if (name[0] == '.')
        return "hidden " + what + quote(name) +
               ": a judge ignores it (the format), problemtools refuses the package (only "
               ".gitignore, and .git/ and .timelimit at the top, may start with a period)";
    return what + quote(name) +
           " is not a name the format allows (^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$: letters, "
           "digits, _ . -, not first . or -); problemtools refuses the package";
}

}  // namespace

bool formatFileName(const std::string& name) {
    if (name.empty() || name.size() > 255 || !nameChar(name[0])) return false;
    for (char c : name)
        if (!nameChar(c) && c != '.' && c != '-') return false;
    return true;
}

std::vector<ResultLine> fileNameLines(const Problem& p) {
    namespace fs = std::filesystem;
    std::vector<ResultLine> lines;
    std::size_t good = 0, bad = 0;
    std::error_code ec;
    const auto options = fs::directory_options::follow_directory_symlink |
                         fs::directory_options::skip_permission_denied;
    for (auto it = fs::recursive_directory_iterator(p.package.dir, options, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        const bool folder = it->is_directory(ec);
        if (folder && (it.depth() >= kDeepest || (it.depth() == 0 && name == ".git")))
            it.disable_recursion_pending();
        if (formatFileName(name) || allowedAnyway(name, it.depth() == 0, folder)) {
            ++good;
            continue;
        }
        if (++bad <= kReported) {
            const std::string where =
                fs::path(it->path()).lexically_relative(p.package.dir).string();
            lines.push_back(nameLine(p, where, {Verdict::FAIL, "", refusal(name, folder)}));
        }
    }
    if (bad > kReported)
        lines.push_back(
            nameLine(p, "-",
                     {Verdict::FAIL, "",
                      std::to_string(bad - kReported) + " more names the format does not allow"}));
    lines.push_back(nameLine(
        p, "-", {Verdict::AC, "", std::to_string(good) + " names as the format allows them"}));
    return lines;
}

}  // namespace judge
