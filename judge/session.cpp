// Finding solutions and judging each: correct solutions test by test, deliberate mistakes until
// the first test that is not AC, which must be the one their header names; package submissions
// by their folder's rules.
#include "session.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>

#include "multipass.hpp"
#include "parallel.hpp"
#include "profiles.hpp"
#include "scoring.hpp"
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
        if (!language || (language->id == Lang::C && l->id == Lang::Cpp)) language = l;
        files.push_back(f);
    }
    auto main = std::find_if(files.begin(), files.end(), [](const std::string& f) {
        const std::string name = fs::path(f).filename();
        return name == "main.py" || name == "__main__.py";
    });
    if (main != files.end()) std::iter_swap(files.begin(), main);
    return files;
}

std::string expectText(const Expectation& e) {
    return std::string(verdictName(e.verdict)) + " on " + e.test + ": " + quote(e.fragment);
}

bool leetcodeProblem(const Solution& s) { return !s.problem->package.leetcode.empty(); }

// "1 <= n <= 9" when the test lies beyond the LeetCode problem's constraints; else empty.
std::string beyondConstraints(const Solution& s, const TestCase& t) {
    const std::optional<Constraints> c = leetcodeConstraints(s.problem->package.leetcode);
    if (!c || withinConstraints(*c, readFile(t.inputPath, 4096).value_or(""))) return "";
    return c->text();
}

ResultLine lineFor(const Solution& s, const Limits& limits, const TestCase* t) {
    ResultLine line;
    if (t) line.beyond = beyondConstraints(s, *t);
    line.solution = s.display;
    line.problem = s.problem->id();
    line.language = s.language->name;
    line.interpreter = interpreterName(s.language->id, s.like);
    line.test = t ? t->name : "-";
    line.deliberate = s.deliberate;
    line.folder = s.folder;
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

// A verdict as LeetCode words it.
std::string leetcodeVerdict(Verdict v) {
    switch (v) {
        case Verdict::AC: return "Accepted";
        case Verdict::WA:
        case Verdict::PE: return "Wrong Answer";
        case Verdict::TLE: return "Time Limit Exceeded";
        case Verdict::MLE: return "Memory Limit Exceeded";
        case Verdict::OLE: return "Output Limit Exceeded";
        case Verdict::RE: return "Runtime Error";
        case Verdict::CE: return "Compile Error";
        case Verdict::FAIL: return "Internal Error (the testdata is broken)";
    }
    return "?";
}

// A verdict as ICPC judges and Codeforces word it, on the test-th test (1-based).
std::string contestVerdict(Verdict v, std::size_t test, const std::string& name) {
    std::string what;
    switch (v) {
        case Verdict::AC: return "Accepted";
        case Verdict::CE: return "Compilation error";
        case Verdict::WA:
        case Verdict::PE: what = "Wrong answer"; break;
        case Verdict::TLE: what = "Time limit exceeded"; break;
        case Verdict::MLE: what = "Memory limit exceeded"; break;
        case Verdict::OLE: what = "Output limit exceeded"; break;
        case Verdict::RE: what = "Runtime error"; break;
        case Verdict::FAIL: what = "Judgement failed"; break;
    }
    const std::string number = std::to_string(test);
    const bool plain = name == number || (name.size() == 2 && name == "0" + number);
    return what + " on test " + number + (plain ? "" : " (" + name + ")");
}

// A LeetCode testcase as LeetCode shows its input: "n = 10".
std::string leetcodeInput(const TestCase& t) {
    const std::string text = rtrim(readFile(t.inputPath, 4096).value_or(""));
    return splitTokens(text).size() == 1 ? "n = " + text : text;
}

SolutionSummary summaryOf(const Solution& s) {
    SolutionSummary sum;
    sum.solution = s.display;
    sum.problem = s.problem->id();
    sum.profile = likeName(s.like);
    sum.interpreter = s.language ? interpreterName(s.language->id, s.like) : "";
    sum.leetcode = leetcodeProblem(s);
    return sum;
}

// LeetCode's verdict and count over some of the runs: N passed before the first failure.
void leetcodeCount(const std::vector<const TestRun*>& runs, std::string& verdict, int& passed) {
    verdict = "Accepted";
    passed = 0;
    for (const TestRun* r : runs) {
        if (r->outcome.verdict != Verdict::AC) {
            verdict = leetcodeVerdict(r->outcome.verdict);
            return;
        }
        ++passed;
    }
}

// The summary of a solution that ran: `ran` holds the runs of tests[0..ran.size()).
SolutionSummary summaryOfRuns(const Solution& s, const std::vector<TestCase>& tests,
                              const std::vector<TestRun>& ran) {
    SolutionSummary sum = summaryOf(s);
    sum.total = static_cast<int>(tests.size());
    sum.ran = static_cast<int>(ran.size());
    sum.stopped = ran.size() < tests.size();
    std::vector<const TestRun*> all, within;
    for (std::size_t i = 0; i < ran.size(); ++i) {
        all.push_back(&ran[i]);
        if (beyondConstraints(s, tests[i]).empty()) within.push_back(&ran[i]);
        if (ran[i].outcome.verdict != Verdict::AC) ++sum.failed;
        if (ran[i].outcome.verdict == Verdict::AC || !sum.test.empty()) continue;
        sum.test = tests[i].name;
        sum.verdict = sum.leetcode ? leetcodeVerdict(ran[i].outcome.verdict)
                                   : contestVerdict(ran[i].outcome.verdict, i + 1, tests[i].name);
        sum.input = leetcodeInput(tests[i]);
        sum.expected = rtrim(readFile(tests[i].answerPath, 4096).value_or(""));
        sum.found = ran[i].answer;
        const Outcome& o = ran[i].outcome;
        sum.error = o.verdict == Verdict::WA || o.verdict == Verdict::PE ? ""
                    : o.message.empty()                                  ? verdictLabel(o)
                                                                         : o.message;
    }
    std::string verdict;
    leetcodeCount(all, verdict, sum.passed);
    if (sum.test.empty()) sum.verdict = "Accepted";
    if (!sum.leetcode) sum.input.clear(), sum.expected.clear(), sum.found.clear();
    std::size_t withinTests = 0;
    for (const TestCase& t : tests) withinTests += beyondConstraints(s, t).empty();
    if (sum.leetcode && withinTests < tests.size()) {
        sum.constraints = leetcodeConstraints(s.problem->package.leetcode)->text();
        leetcodeCount(within, sum.withinVerdict, sum.withinPassed);
        sum.withinTotal = static_cast<int>(withinTests);
    }
    return sum;
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
        if (!s.folder.empty()) line.note = s.folder + "/: no rule permits CE; " + line.note;
    }
    report.add(line);
    SolutionSummary sum = summaryOf(s);
    sum.verdict = sum.leetcode ? "Compile Error" : "Compilation error";
    sum.total = static_cast<int>(tests);
    const std::vector<std::string> log = splitLines(compiled.log);
    auto error = std::find_if(log.begin(), log.end(), [](const std::string& l) {
        return l.find("error") != std::string::npos;
    });
    sum.error = error != log.end() ? *error : log.empty() ? "" : log[0];
    report.addSummary(sum);
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

// The format's class of a verdict, as folder rules name them: AC, WA (PE too), TLE, RTE (RE, MLE,
// OLE); CE and FAIL are their own and no rule permits them.
std::string verdictClass(Verdict v) {
    switch (v) {
        case Verdict::AC: return "AC";
        case Verdict::WA:
        case Verdict::PE: return "WA";
        case Verdict::TLE: return "TLE";
        case Verdict::RE:
        case Verdict::MLE:
        case Verdict::OLE: return "RTE";
        case Verdict::CE: return "CE";
        case Verdict::FAIL: return "FAIL";
    }
    return "?";
}

bool among(const std::vector<std::string>& list, const std::string& v) {
    return std::find(list.begin(), list.end(), v) != list.end();
}

std::string listed(const std::vector<std::string>& list) {
    std::string out;
    for (const std::string& v : list) out += (out.empty() ? "" : ", ") + v;
    return out;
}

struct Ran {
    const TestCase* test;
    TestRun run;
};

// Whether a score is "some, not all" (partially_accepted/): more than 0 (legacy: an accepted
// result) and less than the maximum, when there is one.
bool partial(const Package& p, const ScoreResult& r) {
    const bool some = p.version == "legacy" ? r.accepted : r.score > 0;
    return some && (!r.maxScore || r.score < *r.maxScore - 1e-9);
}

std::string scoreOutOf(const ScoreResult& r) {
    return "score " + scoreText(r.score) + (r.maxScore ? " of " + scoreText(*r.maxScore) : "");
}

// Whether the score keeps a rule's `score` (of its group, or of the submission) and
// partially_accepted/'s "some, not all"; `why` says how it does not.
bool keepsScore(const VerdictRule& rule, const Package& p, const ScoreResult* r, std::string& why) {
    if (!rule.score && !rule.partialScore) return true;
    if (!r) {
        why = rule.partialScore
                  ? "partially_accepted/ is for scoring problems, and this one is pass-fail"
                  : "a score is asked of a pass-fail problem";
        return false;
    }
    if (!r->error.empty()) {
        why = "the package is at fault: no score can be given: " + r->error;
        return false;
    }
    double value = r->score;
    std::string of = "the score";
    if (!rule.tests.empty()) {
        auto it = r->groups.find(rule.tests);
        if (it == r->groups.end()) {
            why = "no score for " + rule.tests + " (not a test group that scores, or not run)";
            return false;
        }
        value = it->second;
        of = "the score of " + rule.tests;
    }
    const double slack = 1e-9 * std::max(1.0, std::fabs(value));
    if (rule.score && (value < rule.score->first - slack || value > rule.score->second + slack)) {
        const std::string want = rule.score->first == rule.score->second
                                     ? scoreText(rule.score->first)
                                     : "in [" + scoreText(rule.score->first) + ", " +
                                           scoreText(rule.score->second) + "]";
        why = of + ": expected " + want + ", found " + scoreText(value);
        return false;
    }
    if (rule.partialScore && !partial(p, *r)) {
        why =
            "some score but not all required, found " + scoreOutOf(*r) +
            (p.version == "legacy" && !r->accepted ? " (not accepted by the default grader)" : "");
        return false;
    }
    return true;
}

// Whether the runs so far keep every rule; `why` says how one is broken. `score`: a scoring
// problem's score of the runs.
bool keepsRules(const std::vector<VerdictRule>& rules, const std::vector<Ran>& ran,
                const Package& p, const ScoreResult* score, std::string& why) {
    for (const Ran& r : ran)
        if (r.run.outcome.verdict == Verdict::FAIL) {  // its message says why, on its own line
            why = "the package is at fault on " + r.test->name + ", not the submission";
            return false;
        }
    for (const VerdictRule& rule : rules) {
        const std::string scope = rule.tests.empty() ? "" : " in " + rule.tests;
        bool required = rule.required.empty(), message = rule.message.empty();
        for (const Ran& r : ran) {
            if (!testMatches(rule.tests, r.test->fullName)) continue;
            const std::string c = verdictClass(r.run.outcome.verdict);
            if (!rule.permitted.empty() && !among(rule.permitted, c)) {
                why = "only " + listed(rule.permitted) + " permitted" + scope + ", found " +
                      found(r.test->name, r.run.outcome);
                return false;
            }
            required = required || among(rule.required, c);
            message = message || r.run.judgeMessage.find(rule.message) != std::string::npos;
        }
        if (!required) {
            why = listed(rule.required) + " required on some test" + scope + ", found none";
            return false;
        }
        if (!message) {
            why = "no judgemessage" + scope + " holds " + quote(rule.message);
            return false;
        }
        if (!keepsScore(rule, p, score, why)) return false;
    }
    return true;
}

// A scoring problem's scores on a line: the test's own, and when it is the last line of the
// solution, the solution's (said first in the note).
void addScores(const Problem& problem, const std::vector<ScoredTest>& scored, const TestCase& t,
               bool last, ResultLine& line, std::optional<ScoreResult>& result) {
    const Package& p = problem.package;
    const ScoreResult own =
        scoreResults(p, {scored.back()}, problem.grader);  // a test's score is its own
    if (auto it = own.tests.find(t.fullName); it != own.tests.end()) line.score = it->second;
    if (!last) {
        if (line.score) line.note = "score " + scoreText(*line.score);
        return;
    }
    result = scoreResults(p, scored, problem.grader);
    line.problemScore = result->score;
    line.maxScore = result->maxScore;
    line.note = scoreOutOf(*result) +
                (result->error.empty() ? "" : " (the package is at fault: " + result->error + ")");
}

// Goes through the tests in order, getting each one's run from `runTest`. A correct solution
// reports every test; a deliberate mistake stops at the first test that is not AC; a package
// submission too, unless it must run every test. Returns the slowest CPU time seen.
double judgeTests(const Solution& s, const std::vector<TestCase>& tests, const Limits& limits,
                  const std::function<TestRun(std::size_t)>& runTest, const std::string& stdoutText,
                  Report& report) {
    double slowest = -1;  // no run yet
    std::vector<Ran> ran;
    const Package& package = s.problem->package;
    std::vector<ScoredTest> scored;  // a scoring problem's runs
    std::optional<ScoreResult> score;
    std::vector<TestRun> runs;  // for the summary
    // A package submission is held to its rules, even none (every verdict permitted).
    const bool ruled = !s.folder.empty() && !s.deliberate;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        ResultLine line = lineFor(s, limits, &tests[i]);
        line.run = runTest(i);
        runs.push_back(line.run);
        if (line.run.ran) slowest = std::max(slowest, line.run.cpuMs);
        if (i == 0) line.stdoutText = stdoutText;
        const bool ac = line.run.outcome.verdict == Verdict::AC;
        const bool last = i + 1 == tests.size();
        const bool stop = !ac && (s.deliberate || (ruled && !s.everyTest));
        if (package.scoring) {
            scored.push_back(
                {&tests[i], line.run.outcome.verdict, line.run.scoreText, line.run.multiplierText});
            addScores(*s.problem, scored, tests[i], last || stop, line, score);
        }
        if (!s.deliberate && !ruled) {
            line.passed = ac;
            report.add(line);
            if (!ac && s.stopAtFirst) break;
            continue;
        }
        ran.push_back({&tests[i], line.run});
        // Broken testdata always counts, as a failure: it must not go unnoticed.
        line.counted = stop || last;
        if (ruled) {  // the rules are held to once the runs are over
            std::string why;
            if (line.counted) {
                line.passed = keepsRules(s.rules, ran, package, score ? &*score : nullptr, why);
                const std::string said =
                    line.passed ? "as " + s.folder + "/ expects" : s.folder + "/: " + why;
                line.note = line.note.empty() ? said : line.note + "; " + said;
            }
        } else if (!ac) {
            line.passed = asPinned(*s.expect, tests[i].name, line.run.outcome, "");
            line.note = line.passed ? "as expected"
                                    : "expected " + line.expect + ", found " +
                                          found(tests[i].name, line.run.outcome);
        } else if (last) {
            line.note = "expected " + line.expect + ", found AC on every test";
        }
        report.add(line);
        if (stop) break;
    }
    report.addSummary(summaryOfRuns(s, tests, runs));
    return slowest;
}

// A solution the judge does not run: its language is not here. Counted neither way.
void reportSkipped(const Solution& s, Report& report) {
    report.add(skippedLine(s.problem->id(), s.display, s.skipped));
}

}  // namespace

std::string problemFromPath(const std::string& absPath, const std::vector<std::string>& ids) {
    std::vector<std::string> parts = pathParts(absPath);
    auto known = [&](const std::string& id) { return among(ids, id); };
    for (std::size_t i = parts.size() - 1; i-- > 0;) {
        if (parts[i] == "wrong" && i > 0 && known(parts[i - 1])) return parts[i - 1];
        if (known(parts[i])) return parts[i];
    }
    return "";
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

bool useConstants(Solution& s, const std::string& dir) {
    const fs::path copy = fs::path(dir) / s.display;
    if (!copyWithConstants(s.problem->package, s.path, copy)) return false;
    for (std::string& f : s.files)
        f = (copy / fs::path(f).lexically_relative(s.path)).lexically_normal();
    if (!fs::is_directory(s.path)) s.files = {copy};
    s.path = copy;
    return true;
}

std::vector<Solution> kitSolutions(const std::string& root, const Problem& problem) {
    std::vector<Solution> solutions;
    const std::string dir = root + "/solutions/" + problem.id();
    for (const std::string& sub : {dir, dir + "/wrong"})
        for (const std::string& file : sourceFiles(sub))
            solutions.push_back(
                makeSolution(file, file.substr(root.size() + 11), &problem, nullptr));
    return solutions;
}

namespace {

// submissions.yaml's `language`: a code of the format's table (cpp, python3), or a name of ours.
const Language* languageByCode(const std::string& code) {
    for (const Language& l : allLanguages())
        if (l.code == code) return &l;
    return findLanguage(code);
}

// submissions.yaml's `entrypoint`: the file of a folder program that runs (or holds main) first.
void useEntrypoint(Solution& s, const std::string& entrypoint) {
    auto main = std::find_if(s.files.begin(), s.files.end(), [&](const std::string& f) {
        return fs::path(f).filename() == entrypoint;
    });
    if (main != s.files.end()) std::rotate(s.files.begin(), main, main + 1);
}

}  // namespace

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
        s.everyTest = sub.refined || problem.package.scoring;  // a score needs every test
        solutions.push_back(s);
    }
    return solutions;
}

void chooseProfiles(std::vector<Solution>& solutions, const Options& options, std::string& error) {
    const std::optional<Like> asked = options.like.empty() ? std::nullopt : parseLike(options.like);
    std::map<std::string, Like> shown;  // problem -> profile, for the line that says them
    bool fits = false;
    for (Solution& s : solutions) {
        const bool leetcode = leetcodeProblem(s);
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

Limits limitsFor(const Problem& problem, const Options& options, const Language& language,
                 const TimeLimit& time) {
    Limits limits;
    limits.timeFactor = options.timeFactor.value_or(language.timeFactor);
    limits.cpuMs = static_cast<int>(std::lround(time.cpuMs * limits.timeFactor));
    limits.wallMs = options.wallMs.value_or(wallMsFor(limits.cpuMs));
    limits.memoryBytes =
        static_cast<long long>(options.memoryMiB.value_or(problem.package.memoryMiB)) << 20;
    limits.outputBytes =
        static_cast<long long>(options.outputMiB.value_or(problem.package.outputMiB)) << 20;
    return limits;
}

CompileJob compileJobFor(const Solution& s, const std::string& root, Isolation isolation,
                         const CompileLimits& limits) {
    CompileJob job = compileJob(s.files[0], s.language->id, s.problem->package.leetcode, root);
    job.like = s.like;
    job.extra.assign(s.files.begin() + 1, s.files.end());
    job.include = includeFolder(s.problem->package, s.language->code);
    if (fs::is_directory(s.path)) job.programDir = s.path;  // its headers, modules and packages
    job.isolation = isolation;
    job.limits = limits;
    return job;
}

namespace {

// The program of a compiled solution, run from a copy of its artifact in runDir; false when that
// copy cannot be made.
bool programFor(const Solution& s, const CompileResult& compiled, const Limits& limits,
                Isolation isolation, const std::string& runDir, Program& program) {
    if (!prepareRunDir(compiled, runDir)) return false;
    RunCommand command =
        runCommandFor(s.language->id, runDir, compiled.tool, limits, s.like, compiled.system);
    program = programIn(runDir, command.argv, command.limits, isolation);
    program.system = command.system;
    for (const std::string& folder : command.readable) program.paths.push_back({folder, false});
    program.traceName = rtrim(readFile(runDir + "/source-name").value_or(""));
    program.userName = fs::path(s.files[0]).filename();
    program.env = command.env;
    program.sanitized = sanitized(s.language->id, s.like);
    // A package's submission gets a stack as large as its memory: problemtools leaves it unlimited
    // (a deep recursion, in a runner's forked child too, is no crash there).
    if (!s.problem->leetcode() && !program.sanitized)
        program.limits.stackBytes = program.limits.memoryBytes;
    program.sourcePath = s.files[0];
    return true;
}

// The run of test i of a package's problem, in workDir.
TestRun runOneTest(const Solution& s, const Program& program, const TestCase& test,
                   const std::string& workDir) {
    const Package& p = s.problem->package;
    if (p.multiPass) return judgeMultiPass(program, test, *s.problem, workDir);
    return p.interactive ? judgeInteractive(program, test, s.problem->check, workDir)
                         : judgeTest(program, test, s.problem->check, workDir);
}

// Whether judging the solution stops at a test that is not AC (judgeTests).
bool stopsAtFailure(const Solution& s) {
    const bool ruled = !s.folder.empty() && !s.deliberate;
    return s.deliberate || (ruled && !s.everyTest) || (!ruled && s.stopAtFirst);
}

}  // namespace

std::shared_ptr<SolutionRuns> runAhead(const Solution& s, const CompileResult& compiled,
                                       const std::vector<TestCase>& tests, const Limits& limits,
                                       Isolation isolation, const std::string& runDir,
                                       TestPool& pool) {
    Program program;
    if (!pool.parallel() || !s.skipped.empty() || !s.headerError.empty() || !compiled.ok ||
        tests.empty() || !s.problem->validatorError.empty() ||
        !programFor(s, compiled, limits, isolation, runDir, program))
        return nullptr;  // judgeSolution says why, or runs it itself
    const bool batch = s.problem->leetcode();
    const int cores = s.problem->package.interactive ? 2 : 1;  // the validator beside it
    auto runs = std::make_shared<SolutionRuns>(
        batch ? 1 : tests.size(), batch, cores, stopsAtFailure(s),
        [&s, program, tests, batch](std::size_t part, const std::string& scratch) {
            if (batch) return judgeBatch(program, tests, s.problem->check, scratch);
            return BatchRun{{runOneTest(s, program, tests[part], scratch)}, ""};
        });
    runs->runDir = runDir;
    pool.queue(runs);
    return runs;
}

double judgeSolution(const Solution& s, const CompileResult& compiled,
                     const std::vector<TestCase>& tests, const Limits& limits, Isolation isolation,
                     const std::string& workDir, Report& report, SolutionRuns* ahead) {
    if (!s.skipped.empty()) {
        reportSkipped(s, report);
        return -1;
    }
    if (!s.headerError.empty()) return reportFault(s, limits, s.headerError, report), -1;
    if (!compiled.ok) return judgeUncompiled(s, compiled, limits, tests.size(), report), -1;
    if (tests.empty())
        return reportFault(s, limits, "no tests to run in " + s.problem->id(), report), -1;
    if (!s.problem->validatorError.empty())
        return reportFault(s, limits, s.problem->validatorError, report), -1;
    if (ahead) {  // its runs come from the pool (parallel.hpp)
        const double slowest = judgeTests(
            s, tests, limits, [&](std::size_t i) { return ahead->take(i); }, ahead->stdoutText(),
            report);
        ahead->finish();
        removeFlatDir(ahead->runDir);
        return slowest;
    }
    const std::string runDir = workDir + "/run";
    Program program;
    if (!programFor(s, compiled, limits, isolation, runDir, program))
        return reportFault(s, limits, "cannot copy " + compiled.artifact, report), -1;
    double slowest = -1;
    if (s.problem->leetcode()) {
        BatchRun batch = judgeBatch(program, tests, s.problem->check, workDir);
        slowest = judgeTests(
            s, tests, limits, [&](std::size_t i) { return batch.tests[i]; }, batch.stdoutText,
            report);
    } else {
        slowest = judgeTests(
            s, tests, limits,
            [&](std::size_t i) { return runOneTest(s, program, tests[i], workDir); }, "", report);
    }
    removeFlatDir(runDir);
    return slowest;
}

}  // namespace judge
