// Finding the session's solutions and what each must get (solutions.hpp).
#include "solutions.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>

#include "profiles.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

std::vector<std::string> pathParts(const std::string& path) {
    std::vector<std::string> parts;
    for (const auto& part : fs::path(path)) {
        const std::string p = part.string();
        if (!p.empty() && p != "/") parts.push_back(p);
    }
    return parts;
}

// Source files (of any language the judge takes, or one it knows of but lacks) directly in dir.
std::vector<std::string> sourceFiles(const std::string& dir) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string path = e.path();
        if (e.is_regular_file() && (hasSourceExtension(path) || !unsupportedLanguage(path).empty()))
            files.push_back(path);
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The files of a program given as a folder, the main one first (Python: main.py or __main__.py;
// Java and C/C++: any, the compile finds main), and their language.
std::vector<std::string> programFiles(const std::string& dir, const Language*& language,
                                      std::string& unsupported) {
    std::vector<std::string> files;
    for (const std::string& f : sourceFiles(dir)) {
        if (const std::string other = unsupportedLanguage(f); !other.empty()) {
            unsupported = other;
            continue;
        }
        const Language* l = languageOfPath(f);
        if (!language || joins(*language, *l)) language = l;
        files.push_back(f);
    }
    auto main = std::find_if(files.begin(), files.end(), [&](const std::string& f) {
        const std::string name = fs::path(f).filename();
        return language && std::find(language->mainFiles.begin(), language->mainFiles.end(),
                                     name) != language->mainFiles.end();
    });
    if (main != files.end()) std::iter_swap(files.begin(), main);
    return files;
}

// The problem a path names: the nearest folder named after one of `ids`, or the folder above a
// "wrong" folder (".../solutions/<p>/x.cpp", ".../<p>/wrong/x.py"); empty when none.
std::string problemFromPath(const std::string& absPath, const std::vector<std::string>& ids) {
    std::vector<std::string> parts = pathParts(absPath);
    auto known = [&](const std::string& id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    };
    for (std::size_t i = parts.size() - 1; i-- > 0;) {
        if (parts[i] == "wrong" && i > 0 && known(parts[i - 1])) return parts[i - 1];
        if (known(parts[i])) return parts[i];
    }
    return "";
}

// Reads the `expect:` header of a solution's main file into `s`.
void readExpectation(Solution& s) {
    if (s.files.empty()) return;
    std::vector<std::string> lines = splitLines(readFile(s.files[0], 4096).value_or(""));
    const std::string first = lines.empty() ? "" : lines[0];
    const std::string comment = s.language ? s.language->comment : "//";
    std::vector<std::string> words = splitTokens(first);
    const bool declared = words.size() >= 2 && words[0] == comment && words[1] == "expect:";
    if (!declared && !s.deliberate) return;
    s.deliberate = true;
    s.expect = parseExpectation(first, comment, s.headerError);
}

// A solution of `problem` at `path` (a file or a folder), its language from its files unless
// `language` says it, shown as `display`.
Solution makeSolution(const std::string& path, const std::string& display, const Problem* problem,
                      const Language* language) {
    Solution s;
    s.path = path;
    s.display = display;
    s.problem = problem;
    s.language = language;
    if (fs::is_directory(path)) {
        std::string unsupported;
        const Language* found = nullptr;
        s.files = programFiles(path, found, unsupported);
        if (!s.language) s.language = found;
        if (s.files.empty())
            s.skipped = unsupported.empty() ? "no source file the judge knows"
                                            : "no " + unsupported + " here";
    } else {
        s.files = {path};
        if (!s.language && !unsupportedLanguage(path).empty())
            s.skipped = "no " + unsupportedLanguage(path) + " here";
        else if (!s.language)
            s.language = languageOfPath(path);
    }
    if (!s.language && s.skipped.empty()) s.skipped = "no language the judge knows";
    std::vector<std::string> parts = pathParts(path);
    s.deliberate = parts.size() >= 2 && parts[parts.size() - 2] == "wrong";
    if (s.skipped.empty()) readExpectation(s);
    return s;
}

// Every solutions/<id>/ source file, then solutions/<id>/wrong/*, of a kit problem.
std::vector<Solution> kitSolutions(const std::string& root, const Problem& problem) {
    std::vector<Solution> solutions;
    const std::string dir = root + "/solutions/" + problem.id();
    for (const std::string& sub : {dir, dir + "/wrong"})
        for (const std::string& file : sourceFiles(sub))
            solutions.push_back(makeSolution(
                file, file.substr(std::string(root + "/solutions/").size()), &problem, nullptr));
    return solutions;
}

// submissions.yaml's `entrypoint`: the file of a folder program that runs (or holds main) first.
void useEntrypoint(Solution& s, const std::string& entrypoint) {
    auto main = std::find_if(s.files.begin(), s.files.end(), [&](const std::string& f) {
        return fs::path(f).filename() == entrypoint;
    });
    if (main != s.files.end()) std::rotate(s.files.begin(), main, main + 1);
}

// Every submission of a package, held to its folder's rules.
std::vector<Solution> packageSubmissions(const Problem& problem) {
    std::vector<Solution> solutions;
    for (const PackageSubmission& sub : problem.package.submissions) {
        const Language* language = sub.language.empty() ? nullptr : languageByCode(sub.language);
        Solution s = makeSolution(sub.path, problem.id() + "/" + sub.display, &problem, language);
        if (!sub.language.empty() && !language) s.skipped = "no " + sub.language + " here";
        if (!sub.entrypoint.empty()) useEntrypoint(s, sub.entrypoint);
        s.deliberate = s.expect.has_value();  // a pin is stronger than the folder
        s.rules = sub.rules;
        s.folder = sub.folder;
        s.headers = sub.headers;
        s.everyTest = sub.refined || problem.package.scoring;  // a score needs every test
        solutions.push_back(s);
    }
    return solutions;
}

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
                                     ProblemCache& problems, Problem* forced, std::string& error) {
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
                                  ProblemCache& problems, Problem* forced, std::string& error) {
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

void chooseProfiles(std::vector<Solution>& solutions, const Options& options, std::string& error) {
    const std::optional<Like> asked = options.like.empty() ? std::nullopt : parseLike(options.like);
    std::map<std::string, Like> shown;  // problem -> profile, for the line that says them
    bool fits = false;
    for (Solution& s : solutions) {
        const bool leetcode = s.problem->leetcode();
        fits = fits || (asked && likeFits(*asked, leetcode));
        s.like = asked && likeFits(*asked, leetcode) ? *asked : defaultLike(leetcode);
        s.stopAtFirst = options.stopAtFirst;
        shown[s.problem->id()] = s.like;
    }
    if (asked && !fits && !solutions.empty()) {
        error = "--like " + options.like + " fits none of the problems here (leetcode is for " +
                "LeetCode problems, icpc and codeforces for full programs, local for any)";
        return;
    }
    std::string line;
    for (const auto& [problem, like] : shown)
        line += (line.empty() ? "" : ", ") + problem + ": " + likeName(like);
    if (!line.empty())
        std::printf("profile: %s (--like; docs/languages.md)%s\n", line.c_str(),
                    options.stopAtFirst ? "; each solution stops at its first failing test"
                                        : "; every test runs (--stop-at-first stops at the first "
                                          "failure)");
}

bool useConstants(Solution& s, const std::string& dir) {
    const fs::path copy = fs::path(dir) / s.display;
    if (!copyWithConstants(s.problem->package, s.path, copy)) return false;
    for (std::string& f : s.files)
        f = (copy / fs::path(f).lexically_relative(s.path)).lexically_normal();
    if (!fs::is_directory(s.path)) s.files = {copy};
    s.path = copy;
    return true;
}

std::optional<Expectation> parseExpectation(const std::string& line, const std::string& comment,
                                            std::string& error) {
    const std::string example = comment + " expect: VERDICT on TEST: FRAGMENT` (e.g. `" + comment +
                                " expect: WA on 02: expected \"0\"`)";
    const std::string start = comment + " expect:";
    const std::string text = rtrim(line);
    std::vector<std::string> words = splitTokens(text);
    if (text.rfind(start, 0) != 0 || words.size() < 3) {
        error = "the first line must be `" + example;
        return std::nullopt;
    }
    Expectation e;
    std::optional<Verdict> verdict = parseVerdict(words[2]);
    const std::size_t on = text.find(" on ", start.size());
    const std::size_t colon = on == std::string::npos ? on : text.find(": ", on + 4);
    if (!verdict || on == std::string::npos || colon == std::string::npos ||
        colon + 2 >= text.size()) {
        error = "`" + start + "` must be `" + example + ", not " + quote(text);
        return std::nullopt;
    }
    e.verdict = *verdict;
    e.test = rtrim(text.substr(on + 4, colon - on - 4));
    e.fragment = text.substr(colon + 2);
    if (e.test.empty() || e.test.find(' ') != std::string::npos || e.verdict == Verdict::AC) {
        error = "`" + start + "` must be `" + example +
                " with a verdict other than AC and one test id, not " + quote(text);
        return std::nullopt;
    }
    return e;
}

}  // namespace judge
