// Finding solutions and judging each: correct solutions test by test, deliberate mistakes until
// their expected verdict shows up.
#include "session.hpp"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <dirent.h>
#include <map>
#include <sys/stat.h>

#include "text.hpp"

namespace judge {

namespace {

std::vector<std::string> pathParts(const std::string& path) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t slash = path.find('/', start);
        if (slash == std::string::npos) slash = path.size();
        if (slash > start) parts.push_back(path.substr(start, slash - start));
        start = slash + 1;
    }
    return parts;
}

std::string absolute(const std::string& path) {
    char buf[PATH_MAX];
    return ::realpath(path.c_str(), buf) ? std::string(buf) : path;
}

// `path` relative to `dir` when it lies inside it, else empty.
std::string relativeTo(const std::string& path, const std::string& dir) {
    if (path.size() > dir.size() + 1 && path.compare(0, dir.size(), dir) == 0 && path[dir.size()] == '/')
        return path.substr(dir.size() + 1);
    return "";
}

std::string displayName(const std::string& path, const std::string& root) {
    for (const std::string& dir : {root + "/solutions", root})
        if (std::string rel = relativeTo(path, dir); !rel.empty()) return rel;
    return path;
}

// *.cpp files directly in dir, sorted.
std::vector<std::string> cppFiles(const std::string& dir) {
    std::vector<std::string> files;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (dirent* e = ::readdir(d)) {
            std::string name = e->d_name;
            if (name.size() > 4 && name.compare(name.size() - 4, 4, ".cpp") == 0 && fileExists(dir + "/" + name))
                files.push_back(dir + "/" + name);
        }
        ::closedir(d);
    }
    std::sort(files.begin(), files.end());
    return files;
}

Solution makeSolution(const std::string& absPath, const std::string& root, const Problem* problem) {
    Solution s;
    s.path = absPath;
    s.display = displayName(absPath, root);
    s.problem = problem;
    std::vector<std::string> parts = pathParts(absPath);
    s.deliberate = parts.size() >= 2 && parts[parts.size() - 2] == "wrong";
    readExpectation(s);
    return s;
}

ResultLine lineFor(const Solution& s, const Limits& limits, const TestCase* t) {
    ResultLine line;
    line.solution = s.display;
    line.problem = s.problem->id;
    line.test = t ? t->name : "-";
    line.deliberate = s.deliberate;
    line.expect = s.expect ? verdictName(*s.expect) : "";
    line.limits = limits;
    return line;
}

// "AC on 12 tests, WA on 2 tests"
std::string tally(const std::vector<Verdict>& seen) {
    std::map<std::string, int> counts;
    for (Verdict v : seen) ++counts[verdictName(v)];
    std::string out;
    for (const auto& [name, count] : counts)
        out += (out.empty() ? "" : ", ") + name + " on " + std::to_string(count) + (count == 1 ? " test" : " tests");
    return out;
}

void judgeCorrect(const Solution& s, const CompileResult& compiled, const std::vector<TestCase>& tests,
                  const Limits& limits, const std::string& workDir, Report& report) {
    if (!compiled.ok) {
        ResultLine line = lineFor(s, limits, nullptr);
        line.run.outcome = {Verdict::CE, "", ""};
        line.compileLog = compiled.log;
        line.pairs = static_cast<int>(std::max<std::size_t>(1, tests.size()));
        line.note = "counts as " + std::to_string(line.pairs) + (line.pairs == 1 ? " failed test" : " failed tests");
        report.add(line);
        return;
    }
    for (const TestCase& t : tests) {
        ResultLine line = lineFor(s, limits, &t);
        line.run = judgeTest(compiled.binary, t, s.problem->checker, limits, workDir);
        line.passed = line.run.outcome.verdict == Verdict::AC;
        report.add(line);
    }
}

// A deliberate mistake that did not compile: passes only when CE was expected.
void judgeUncompiled(const Solution& s, const CompileResult& compiled, const Limits& limits, Report& report) {
    ResultLine line = lineFor(s, limits, nullptr);
    line.run.outcome = {Verdict::CE, "", ""};
    line.compileLog = compiled.log;
    line.passed = *s.expect == Verdict::CE;
    line.note = line.passed ? "expected CE: got it" : "expected " + line.expect + ", got CE";
    report.add(line);
}

// The run is over before it starts: the kit itself is at fault (bad header, no tests).
void reportFault(const Solution& s, const Limits& limits, const std::string& message, Report& report) {
    ResultLine line = lineFor(s, limits, nullptr);
    line.run.outcome = {Verdict::FAIL, "", message};
    report.add(line);
}

void judgeDeliberate(const Solution& s, const CompileResult& compiled, const std::vector<TestCase>& tests,
                     const Limits& limits, const std::string& workDir, Report& report) {
    std::vector<Verdict> seen;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        ResultLine line = lineFor(s, limits, &tests[i]);
        line.run = judgeTest(compiled.binary, tests[i], s.problem->checker, limits, workDir);
        const Verdict v = line.run.outcome.verdict;
        seen.push_back(v);
        line.passed = v == *s.expect;
        const bool last = i + 1 == tests.size();
        // Broken testdata always counts, as a failure: it must not go unnoticed.
        line.counted = line.passed || last || v == Verdict::FAIL;
        if (line.passed) line.note = "expected " + line.expect + ": got it on test " + tests[i].name;
        else if (last) line.note = "expected " + line.expect + ": never got it (" + tally(seen) + ")";
        report.add(line);
        if (line.passed) return;
    }
}

}  // namespace

const Problem* problemFromPath(const std::string& absPath) {
    std::vector<std::string> parts = pathParts(absPath);
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
        if (parts[i] == "solutions" && findProblem(parts[i + 1]) && i + 2 < parts.size()) return findProblem(parts[i + 1]);
        if (parts[i + 1] == "wrong" && findProblem(parts[i])) return findProblem(parts[i]);
    }
    return nullptr;
}

void readExpectation(Solution& s) {
    std::vector<std::string> lines = splitLines(readFile(s.path, 4096).value_or(""));
    std::vector<std::string> words = splitTokens(lines.empty() ? "" : lines[0]);
    bool declared = words.size() >= 2 && words[0] == "//" && words[1] == "expect:";
    if (!declared) {
        if (s.deliberate) s.headerError = "the first line must be `// expect: VERDICT`";
        return;
    }
    s.deliberate = true;
    s.expect = words.size() >= 3 ? parseVerdict(words[2]) : std::nullopt;
    if (!s.expect)
        s.headerError = "`// expect:` must name one verdict (AC WA PE TLE MLE OLE RE CE FAIL), not " +
                        quote(rtrim(lines[0]));
}

std::vector<Solution> discoverSolutions(const std::string& root, const Problem* only) {
    std::vector<Solution> solutions;
    for (const Problem& p : allProblems()) {
        if (only && only != &p) continue;
        const std::string dir = root + "/solutions/" + p.id;
        for (const std::string& sub : {dir, dir + "/wrong"})
            for (const std::string& file : cppFiles(sub)) solutions.push_back(makeSolution(file, root, &p));
    }
    return solutions;
}

NamedSolutions namedSolutions(const std::vector<std::string>& files, const std::string& root, const Problem* forced) {
    NamedSolutions named;
    for (const std::string& file : files) {
        if (!fileExists(file)) {
            named.error = "no such file: " + file;
            return named;
        }
        const std::string path = absolute(file);
        const Problem* fromPath = problemFromPath(path);
        if (forced && fromPath && forced != fromPath) {
            named.error = file + " belongs to " + fromPath->id + ", not to --problem " + forced->id;
            return named;
        }
        if (!forced && !fromPath) {
            named.error = "cannot tell the problem of " + file + ": pass --problem " + problemIds();
            return named;
        }
        named.solutions.push_back(makeSolution(path, root, forced ? forced : fromPath));
    }
    return named;
}

Limits limitsFor(const Problem& problem, const Options& options) {
    Limits limits;
    limits.cpuMs = options.cpuMs.value_or(problem.cpuMs);
    limits.wallMs = options.wallMs.value_or(limits.cpuMs + 500);
    limits.memoryBytes = static_cast<long long>(options.memoryMiB.value_or(problem.memoryMiB)) << 20;
    limits.outputBytes = static_cast<long long>(options.outputMiB.value_or(problem.outputMiB)) << 20;
    return limits;
}

CompileJob compileJobFor(const Solution& s, const std::string& root) {
    return {s.path, s.problem->driver.empty() ? "" : root + "/" + s.problem->driver};
}

void judgeSolution(const Solution& s, const CompileResult& compiled, const std::vector<TestCase>& tests,
                   const Limits& limits, const std::string& workDir, Report& report) {
    if (!s.headerError.empty()) return reportFault(s, limits, s.headerError, report);
    if (s.deliberate && !compiled.ok) return judgeUncompiled(s, compiled, limits, report);
    if (tests.empty()) return reportFault(s, limits, "no tests to run in testdata/" + s.problem->id, report);
    if (s.deliberate) judgeDeliberate(s, compiled, tests, limits, workDir, report);
    else judgeCorrect(s, compiled, tests, limits, workDir, report);
}

}  // namespace judge
