// Finding solutions and judging each: correct solutions test by test, deliberate mistakes until
// the first test that is not AC, which must be the one their header names.
#include "session.hpp"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>

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
    if (path.size() > dir.size() + 1 && path.compare(0, dir.size(), dir) == 0 &&
        path[dir.size()] == '/')
        return path.substr(dir.size() + 1);
    return "";
}

std::string displayName(const std::string& path, const std::string& root) {
    for (const std::string& dir : {root + "/solutions", root})
        if (std::string rel = relativeTo(path, dir); !rel.empty()) return rel;
    return path;
}

// Source files (of any language the judge takes) directly in dir, sorted.
std::vector<std::string> sourceFiles(const std::string& dir) {
    std::vector<std::string> files;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (dirent* e = ::readdir(d)) {
            std::string name = e->d_name;
            if (hasSourceExtension(name) && fileExists(dir + "/" + name))
                files.push_back(dir + "/" + name);
        }
        ::closedir(d);
    }
    std::sort(files.begin(), files.end());
    return files;
}

Solution makeSolution(const std::string& absPath, const std::string& root, const Problem* problem,
                      const Language* language) {
    Solution s;
    s.path = absPath;
    s.display = displayName(absPath, root);
    s.problem = problem;
    s.language = language;
    std::vector<std::string> parts = pathParts(absPath);
    s.deliberate = parts.size() >= 2 && parts[parts.size() - 2] == "wrong";
    readExpectation(s);
    return s;
}

std::string expectText(const Expectation& e) {
    return std::string(verdictName(e.verdict)) + " on " + e.test + ": " + quote(e.fragment);
}

ResultLine lineFor(const Solution& s, const Limits& limits, const TestCase* t) {
    ResultLine line;
    line.solution = s.display;
    line.problem = s.problem->id;
    line.language = s.language->name;
    line.test = t ? t->name : "-";
    line.deliberate = s.deliberate;
    line.expect = s.expect ? expectText(*s.expect) : "";
    line.limits = limits;
    return line;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Whether the first test that is not AC (or the compile error) is the one the header pins.
bool asPinned(const Expectation& e, const std::string& test, const Outcome& o,
              const std::string& compileLog) {
    if (e.verdict != o.verdict || e.test != test) return false;
    return contains(o.message, e.fragment) || contains(o.detail, e.fragment) ||
           contains(compileLog, e.fragment);
}

std::string found(const std::string& test, const Outcome& o) {
    std::string text = verdictLabel(o) + " on " + test;
    return o.message.empty() ? text : text + ": " + cut(o.message, 300);
}

void judgeUncompiled(const Solution& s, const CompileResult& compiled, const Limits& limits,
                     std::size_t tests, Report& report) {
    ResultLine line = lineFor(s, limits, nullptr);
    line.run.outcome = {Verdict::CE, "", ""};
    line.compileLog = compiled.log;
    if (s.deliberate) {
        line.passed = asPinned(*s.expect, "-", line.run.outcome, compiled.log);
        line.note = line.passed ? "as expected" : "expected " + line.expect + ", found CE on -";
    } else {
        line.pairs = static_cast<int>(std::max<std::size_t>(1, tests));
        line.note = "counts as " + std::to_string(line.pairs) +
                    (line.pairs == 1 ? " failed test" : " failed tests");
    }
    report.add(line);
}

// The run is over before it starts: the kit itself is at fault (bad header, no tests).
void reportFault(const Solution& s, const Limits& limits, const std::string& message,
                 Report& report) {
    ResultLine line = lineFor(s, limits, nullptr);
    line.run.outcome = {Verdict::FAIL, "", message};
    report.add(line);
}

// The run directory: a copy of the compiled artifact that the program may read but not write.
bool prepareRunDir(const CompileResult& compiled, const std::string& runDir) {
    removeFlatDir(runDir);
    return copyFlatDir(compiled.artifact, runDir) && ::chmod(runDir.c_str(), 0755) == 0;
}

// Goes through the tests in order, getting each one's run from `runTest`; a deliberate mistake
// stops at the first test that is not AC.
void judgeTests(const Solution& s, const std::vector<TestCase>& tests, const Limits& limits,
                const std::function<TestRun(std::size_t)>& runTest, const std::string& stdoutText,
                Report& report) {
    for (std::size_t i = 0; i < tests.size(); ++i) {
        ResultLine line = lineFor(s, limits, &tests[i]);
        line.run = runTest(i);
        if (i == 0) line.stdoutText = stdoutText;
        const bool ac = line.run.outcome.verdict == Verdict::AC;
        const bool last = i + 1 == tests.size();
        if (!s.deliberate) {
            line.passed = ac;
            report.add(line);
            continue;
        }
        // Broken testdata always counts, as a failure: it must not go unnoticed.
        line.counted = !ac || last;
        if (!ac) {
            line.passed = asPinned(*s.expect, tests[i].name, line.run.outcome, "");
            line.note = line.passed ? "as expected"
                                    : "expected " + line.expect + ", found " +
                                          found(tests[i].name, line.run.outcome);
        } else if (last) {
            line.note = "expected " + line.expect + ", found AC on every test";
        }
        report.add(line);
        if (!ac) return;
    }
}

}  // namespace

const Problem* problemFromPath(const std::string& absPath) {
    std::vector<std::string> parts = pathParts(absPath);
    for (std::size_t i = parts.size() - 1; i-- > 0;) {
        if (parts[i] == "wrong" && i > 0 && findProblem(parts[i - 1]))
            return findProblem(parts[i - 1]);
        if (findProblem(parts[i])) return findProblem(parts[i]);
    }
    return nullptr;
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

void readExpectation(Solution& s) {
    std::vector<std::string> lines = splitLines(readFile(s.path, 4096).value_or(""));
    const std::string first = lines.empty() ? "" : lines[0];
    const std::string comment = s.language ? s.language->comment : "//";
    std::vector<std::string> words = splitTokens(first);
    const bool declared = words.size() >= 2 && words[0] == comment && words[1] == "expect:";
    if (!declared && !s.deliberate) return;
    s.deliberate = true;
    s.expect = parseExpectation(first, comment, s.headerError);
}

std::vector<Solution> discoverSolutions(const std::string& root, const Problem* only) {
    std::vector<Solution> solutions;
    for (const Problem& p : allProblems()) {
        if (only && only != &p) continue;
        const std::string dir = root + "/solutions/" + p.id;
        for (const std::string& sub : {dir, dir + "/wrong"})
            for (const std::string& file : sourceFiles(sub))
                solutions.push_back(makeSolution(file, root, &p, languageOfPath(file)));
    }
    return solutions;
}

NamedSolutions namedSolutions(const std::vector<std::string>& files, const std::string& root,
                              const Problem* forced, const Language* forcedLanguage) {
    NamedSolutions named;
    for (const std::string& file : files) {
        if (!fileExists(file)) {
            named.error = "no such file: " + file;
            return named;
        }
        const std::string path = absolute(file);
        const Problem* fromPath = problemFromPath(path);
        const Language* language = forcedLanguage ? forcedLanguage : languageOfPath(file);
        if (!language) {
            named.error =
                "cannot tell the language of " + file + ": pass --lang " + languageNames();
            return named;
        }
        if (forced && fromPath && forced != fromPath) {
            named.error = file + " belongs to " + fromPath->id + ", not to --problem " + forced->id;
            return named;
        }
        if (!forced && !fromPath) {
            named.error = "cannot tell the problem of " + file + ": pass --problem " + problemIds();
            return named;
        }
        named.solutions.push_back(makeSolution(path, root, forced ? forced : fromPath, language));
    }
    return named;
}

Limits limitsFor(const Problem& problem, const Options& options, const Language& language) {
    Limits limits;
    limits.timeFactor = options.timeFactor.value_or(language.timeFactor);
    const int cpu = options.cpuMs.value_or(problem.cpuMs);
    limits.cpuMs = static_cast<int>(std::lround(cpu * limits.timeFactor));
    limits.wallMs = options.wallMs.value_or(3 * limits.cpuMs + 1000);  // room for a busy machine
    limits.memoryBytes = static_cast<long long>(options.memoryMiB.value_or(problem.memoryMiB))
                         << 20;
    limits.outputBytes = static_cast<long long>(options.outputMiB.value_or(problem.outputMiB))
                         << 20;
    return limits;
}

CompileJob compileJobFor(const Solution& s, const std::string& root, Isolation isolation,
                         const CompileLimits& limits) {
    CompileJob job =
        compileJob(s.path, s.language->id, s.problem->leetcode ? s.problem->id : "", root);
    job.isolation = isolation;
    job.limits = limits;
    return job;
}

void judgeSolution(const Solution& s, const CompileResult& compiled,
                   const std::vector<TestCase>& tests, const Limits& limits, Isolation isolation,
                   const std::string& workDir, Report& report) {
    if (!s.headerError.empty()) return reportFault(s, limits, s.headerError, report);
    if (!compiled.ok) return judgeUncompiled(s, compiled, limits, tests.size(), report);
    if (tests.empty())
        return reportFault(s, limits, "no tests to run in testdata/" + s.problem->id, report);
    const std::string runDir = workDir + "/run";
    if (!prepareRunDir(compiled, runDir))
        return reportFault(s, limits, "cannot copy " + compiled.artifact, report);
    RunCommand command = runCommandFor(s.language->id, runDir, compiled.tool, limits);
    Program program = programIn(runDir, command.argv, command.limits, isolation);
    program.traceName = rtrim(readFile(runDir + "/source-name").value_or(""));
    program.userName = s.path.substr(s.path.rfind('/') + 1);
    if (s.problem->leetcode) {
        BatchRun batch = judgeBatch(program, tests, s.problem->checker, workDir);
        judgeTests(
            s, tests, limits, [&](std::size_t i) { return batch.tests[i]; }, batch.stdoutText,
            report);
    } else {
        judgeTests(
            s, tests, limits,
            [&](std::size_t i) {
                return judgeTest(program, tests[i], s.problem->checker, workDir);
            },
            "", report);
    }
    removeFlatDir(runDir);
}

}  // namespace judge
