// How each online judge words a solution's result (summary.hpp).
#include "summary.hpp"

#include <algorithm>

#include "profiles.hpp"
#include "text.hpp"

namespace judge {

namespace {

// What is read of a test's input and answer, as LeetCode shows them.
constexpr std::size_t kShownBytes = 4096;

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

// A LeetCode testcase as LeetCode shows its input: "n = 10" (its parameter's name from the
// package's constraints; the text as it is without them).
std::string leetcodeInput(const Package& p, const PackageTest& t) {
    const std::string text = rtrim(readFile(t.inputPath, kShownBytes).value_or(""));
    const bool named = p.constraints && splitTokens(text).size() == 1;
    return named ? p.constraints->name + " = " + text : text;
}

SolutionSummary summaryOf(const Solution& s) {
    SolutionSummary sum;
    sum.solution = s.display;
    sum.problem = s.problem->id();
    sum.profile = likeName(s.like);
    sum.interpreter = s.language ? interpreterName(*s.language, s.like) : "";
    sum.leetcode = s.problem->leetcode();
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

}  // namespace

std::string beyondConstraints(const Package& p, const PackageTest& t) {
    const std::optional<Constraints>& c = p.constraints;
    if (p.leetcode.empty() || !c || c->within(readFile(t.inputPath, kShownBytes).value_or("")))
        return "";
    return c->text();
}

SolutionSummary summaryOfRuns(const Solution& s, const std::vector<PackageTest>& tests,
                              const std::vector<TestRun>& ran) {
    SolutionSummary sum = summaryOf(s);
    sum.total = static_cast<int>(tests.size());
    sum.ran = static_cast<int>(ran.size());
    sum.stopped = ran.size() < tests.size();
    std::vector<const TestRun*> all, within;
    for (std::size_t i = 0; i < ran.size(); ++i) {
        all.push_back(&ran[i]);
        if (beyondConstraints(s.problem->package, tests[i]).empty()) within.push_back(&ran[i]);
        if (ran[i].outcome.verdict != Verdict::AC) ++sum.failed;
        if (ran[i].outcome.verdict == Verdict::AC || !sum.test.empty()) continue;
        sum.test = tests[i].name;
        sum.verdict = sum.leetcode ? leetcodeVerdict(ran[i].outcome.verdict)
                                   : contestVerdict(ran[i].outcome.verdict, i + 1, tests[i].name);
        sum.input = leetcodeInput(s.problem->package, tests[i]);
        sum.expected = rtrim(readFile(tests[i].answerPath, kShownBytes).value_or(""));
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
    for (const PackageTest& t : tests)
        withinTests += beyondConstraints(s.problem->package, t).empty();
    if (sum.leetcode && withinTests < tests.size()) {
        sum.constraints = s.problem->package.constraints->text();
        leetcodeCount(within, sum.withinVerdict, sum.withinPassed);
        sum.withinTotal = static_cast<int>(withinTests);
    }
    return sum;
}

SolutionSummary compileErrorSummary(const Solution& s, const std::string& compileLog,
                                    std::size_t tests) {
    SolutionSummary sum = summaryOf(s);
    sum.verdict = sum.leetcode ? "Compile Error" : "Compilation error";
    sum.total = static_cast<int>(tests);
    const std::vector<std::string> log = splitLines(compileLog);
    auto error = std::find_if(log.begin(), log.end(), [](const std::string& l) {
        return l.find("error") != std::string::npos;
    });
    sum.error = error != log.end() ? *error : log.empty() ? "" : log[0];
    return sum;
}

}  // namespace judge
