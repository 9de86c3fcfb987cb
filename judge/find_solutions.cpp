// Finding the session's solutions (find_solutions.hpp).
#include "find_solutions.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "languages.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

// A path as the report shows it: under <root>/solutions/, else under the root, else as it is.
std::string displayName(const std::string& path, const std::string& root) {
    for (const std::string& dir : {root + "/solutions/", root + "/"})
        if (path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0)
            return path.substr(dir.size());
    return path;
}

// The solutions named on the command line, each with its problem: the forced one, else the kit
// problem its path names.
std::vector<Solution> namedSolutions(const Options& options, const std::string& root,
                                     Problems& problems, Problem* forced, std::string& error) {
    const Language* language = options.language.empty() ? nullptr : findLanguage(options.language);
    std::vector<Solution> solutions;
    for (const std::string& file : options.files) {
        std::error_code ec;
        if (!fs::exists(file, ec)) {
            error = "no such file: " + file;
            return {};
        }
        const std::string path = fs::canonical(file, ec);
        Problem* problem = forced;
        if (!problem) {
            const std::string id = problemFromPath(path, problems.kitIds());
            if (id.empty()) {
                error = "cannot tell the problem of " + file + ": pass --problem " +
                        joinIds(problems.kitIds()) + " or --package DIR";
                return {};
            }
            if (!(problem = problems.kit(id, error))) return {};
        } else if (options.package.empty()) {
            const std::string id = problemFromPath(path, problems.kitIds());
            if (!id.empty() && id != forced->id()) {
                error = file + " belongs to " + id + ", not to --problem " + forced->id();
                return {};
            }
        }
        if (::access(path.c_str(), R_OK) != 0) {
            error = "cannot read " + file + ": " + std::strerror(errno);
            return {};
        }
        Solution s = makeSolution(path, displayName(path, root), problem, language);
        if (!language && !s.language && unsupportedLanguage(path).empty()) {
            error = "cannot tell the language of " + file + " (" +
                    (fs::is_directory(path) ? "no source file the judge knows in it"
                                            : "an unknown file type") +
                    "): pass --lang " + languageNames();
            return {};
        }
        solutions.push_back(s);
    }
    return solutions;
}

}  // namespace

std::vector<Solution> solutionsOf(const Options& options, const std::string& root,
                                  Problems& problems, Problem* forced, std::string& error) {
    if (!options.files.empty()) return namedSolutions(options, root, problems, forced, error);
    if (!options.package.empty()) return packageSubmissions(*forced);
    std::vector<Solution> solutions;
    for (const std::string& id : problems.kitIds()) {
        Problem* p = forced ? forced : problems.kit(id, error);
        if (!p) return {};
        if (forced && p->id() != id) continue;
        for (Solution& s : kitSolutions(root, *p)) solutions.push_back(s);
    }
    if (solutions.empty()) error = "no solutions found under " + root + "/solutions";
    return solutions;
}

}  // namespace judge
