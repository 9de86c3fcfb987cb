// Statement names under --validate (statement_names.hpp).
#include "statement_names.hpp"

#include <algorithm>
#include <filesystem>

#include "invalid_cases.hpp"
#include "text.hpp"

namespace judge {

namespace {

// The LANG of problem.LANG.md, .tex or .pdf; "" for any other file name.
std::string statementLanguage(const std::string& file) {
    const std::string prefix = "problem.";
    for (const std::string ext : {".md", ".tex", ".pdf"}) {
        if (file.size() <= prefix.size() + ext.size() || file.rfind(prefix, 0) != 0 ||
            file.compare(file.size() - ext.size(), ext.size(), ext) != 0)
            continue;
        return file.substr(prefix.size(), file.size() - prefix.size() - ext.size());
    }
    return "";
}

}  // namespace

std::vector<ResultLine> statementNameLines(const Problem& p) {
    namespace fs = std::filesystem;
    std::vector<ResultLine> lines;
    const fs::path folder = fs::path(p.package.dir) / "statement";
    std::error_code ec;
    if (p.package.version == "legacy" || !fs::is_directory(folder, ec)) return lines;
    std::vector<std::string> files;
    for (const fs::directory_entry& e : fs::directory_iterator(folder, ec))
        files.push_back(e.path().filename().string());
    std::sort(files.begin(), files.end());
    const std::vector<std::string>& named = p.package.nameLanguages;
    for (const std::string& file : files) {
        const std::string language = statementLanguage(file);
        if (language.empty() || std::find(named.begin(), named.end(), language) != named.end())
            continue;
        const std::string why = "no name for " + quote(language) + " in problem.yaml (name." +
                                language +
                                "): BAPCtools refuses a statement whose language has no name";
        lines.push_back(
            checkLine(p, "statement names", "statement/" + file, {Verdict::FAIL, "", why}, false));
    }
    return lines;
}

}  // namespace judge
