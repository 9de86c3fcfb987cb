// Console lines, summary and JSON for the results.
#include "report.hpp"

#include <unistd.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "text.hpp"

namespace judge {

namespace {

const char* const kGreen = "32";
const char* const kRed = "31";
const char* const kYellow = "33";
const char* const kDim = "2";

std::string pad(const std::string& s, std::size_t width) {
    return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

std::string padLeft(const std::string& s, std::size_t width) {
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string number(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", value);
    return buf;
}

// A figure to one decimal, as the report prints it.
double rounded(double value) { return std::round(value * 10) / 10; }

// One result as JSON. Text from programs (stderr, the compile log) may hold any bytes: dump()
// replaces what is not UTF-8 (see Report::writeJson).
nlohmann::json jsonLine(const ResultLine& l) {
    const Outcome& o = l.run.outcome;
    nlohmann::json j = {
        {"solution", l.solution},
        {"problem", l.problem},
        {"language", l.language},
        {"interpreter", l.interpreter},
        {"test", l.test},
        {"kind", l.deliberate ? "wrong" : "correct"},
        {"verdict", verdictName(o.verdict)},
        {"detail", o.detail},
        {"label", verdictLabel(o)},
        {"message", o.message},
        {"note", l.note},
        {"ran", l.run.ran},
        {"sandbox", l.run.sandbox},
        {"cpu_ms", rounded(l.run.cpuMs)},
        {"wall_ms", rounded(l.run.wallMs)},
        {"peak_mib", rounded(static_cast<double>(l.run.peakBytes) / (1 << 20))},
        {"counted", l.counted},
        {"passed", l.passed},
        {"pairs", l.pairs},
        {"tl_ms", l.limits.cpuMs},
        {"wall_limit_ms", l.limits.wallMs},
        {"ml_mib", l.limits.memoryBytes >> 20},
        {"time_factor", l.limits.timeFactor},
        {"stderr", cut(l.run.stderrText, 2000)},
    };
    if (!l.skipped.empty()) j["verdict"] = j["label"] = "skipped", j["message"] = l.skipped;
    if (!l.run.judgeMessage.empty()) j["judgemessage"] = cut(l.run.judgeMessage, 2000);
    if (!l.run.details.empty()) j["details"] = nlohmann::json::parse(l.run.details, nullptr, false);
    if (l.deliberate) j["expect"] = l.expect;
    if (l.run.passes > 0) j["passes"] = l.run.passes;
    if (l.score) j["score"] = *l.score;
    if (l.problemScore) j["problem_score"] = *l.problemScore;
    if (l.problemScore) j["max_score"] = l.maxScore ? nlohmann::json(*l.maxScore) : nullptr;
    if (!l.stdoutText.empty()) j["stdout"] = cut(l.stdoutText, 2000);
    if (!l.compileLog.empty()) j["compile_log"] = cut(l.compileLog, 4000);
    if (!l.run.answer.empty()) j["answer"] = cut(l.run.answer, 2000);
    j["beyond_constraints"] = !l.beyond.empty();
    if (!l.beyond.empty()) j["constraints"] = l.beyond;
    return j;
}

nlohmann::json jsonSummary(const SolutionSummary& s) {
    nlohmann::json j = {
        {"solution", s.solution},
        {"problem", s.problem},
        {"profile", s.profile},
        {"interpreter", s.interpreter},
        {"style", s.leetcode ? "leetcode" : "icpc"},
        {"verdict", s.verdict},
        {"passed", s.passed},
        {"total", s.total},
        {"failed", s.failed},
        {"ran", s.ran},
        {"stopped", s.stopped},
        {"line", summaryText(s)},
    };
    if (!s.test.empty())
        j["first_failure"] = {{"test", s.test},
                              {"input", s.input},
                              {"expected", s.expected},
                              {"found", s.found},
                              {"error", s.error}};
    if (!s.constraints.empty())
        j["within_constraints"] = {{"constraints", s.constraints},
                                   {"verdict", s.withinVerdict},
                                   {"passed", s.withinPassed},
                                   {"total", s.withinTotal}};
    return j;
}

std::string field(const std::string& name, const std::string& value) {
    return value.empty() ? "" : "; " + name + ": " + cut(value, 200);
}

}  // namespace

std::string summaryText(const SolutionSummary& s) {
    std::string text = s.verdict;
    if (s.leetcode && s.verdict != "Compile Error")
        text +=
            ", " + std::to_string(s.passed) + " / " + std::to_string(s.total) + " testcases passed";
    if (s.leetcode && !s.test.empty()) {
        const bool output = s.verdict == "Wrong Answer";
        text += field(output ? "Input" : "Last Executed Input", s.input);
        if (output) text += field("Output", s.found) + field("Expected", s.expected);
    }
    if (!s.error.empty()) text += "; " + cut(s.error, 200);
    if (!s.test.empty() && !s.stopped && s.ran > 1)
        text += " (every test was run, " + std::to_string(s.failed) + " of " +
                std::to_string(s.ran) + " failed; --stop-at-first stops at the first)";
    if (!s.constraints.empty())
        text += " | LeetCode, its tests within " + s.constraints + ": " + s.withinVerdict + ", " +
                std::to_string(s.withinPassed) + " / " + std::to_string(s.withinTotal) +
                " testcases passed";
    return text;
}

ResultLine skippedLine(const std::string& problem, const std::string& what,
                       const std::string& why) {
    ResultLine l;
    l.solution = what;
    l.problem = problem;
    l.language = l.test = "-";
    l.skipped = why;
    l.counted = false;
    return l;
}

bool colourWanted() { return ::isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr; }

std::string firstLines(const std::string& text, std::size_t count) {
    std::vector<std::string> lines = splitLines(text);
    std::string out;
    for (std::size_t i = 0; i < lines.size() && i < count; ++i) out += cut(lines[i], 300) + "\n";
    if (lines.size() > count)
        out += "... (" + std::to_string(lines.size() - count) + " more lines)\n";
    return out;
}

Report::Report(ReportOutput output, bool verbose, std::size_t solutionWidth, std::size_t testWidth)
    : output_(output), verbose_(verbose), width_(solutionWidth),
      testWidth_(std::max<std::size_t>(3, testWidth)) {}

std::string Report::paint(const std::string& text, const char* code) const {
    return output_ == ReportOutput::Colour ? "\033[" + std::string(code) + "m" + text + "\033[0m"
                                           : text;
}

std::string Report::status(const ResultLine& line) const {
    if (!line.counted) return paint(" -  ", kDim);
    return line.passed ? paint(" ok ", kGreen) : paint("BAD ", kRed);
}

std::string Report::verdictColumn(const ResultLine& line) const {
    const Verdict v = line.run.outcome.verdict;
    const std::string text = pad(verdictLabel(line.run.outcome), 12);
    if (!line.counted) return paint(text, kDim);
    if (v == Verdict::AC) return paint(text, kGreen);
    if (v == Verdict::TLE || v == Verdict::MLE || v == Verdict::OLE) return paint(text, kYellow);
    return paint(text, kRed);
}

void Report::add(const ResultLine& line) {
    if (output_ == ReportOutput::Quiet) {
        lines_.push_back(line);
        count(line);
        return;
    }
    if (!line.skipped.empty()) {
        lines_.push_back(line);
        std::printf(" -  %s  %s skipped: %s\n", pad(escapeControls(line.solution), width_).c_str(),
                    pad("-", testWidth_).c_str(), escapeControls(line.skipped).c_str());
        std::fflush(stdout);
        return;
    }
    if (line.solution != lastSolution_ && line.limits.timeFactor != 1.0) {
        char factor[32];
        std::snprintf(factor, sizeof factor, "x%g", line.limits.timeFactor);
        std::printf("      %s: CPU limit %d ms (%s for %s); the times shown are raw CPU times\n",
                    escapeControls(line.solution).c_str(), line.limits.cpuMs, factor,
                    line.language.c_str());
    }
    lastSolution_ = line.solution;
    lines_.push_back(line);
    count(line);

    std::string text = status(line) + pad(escapeControls(line.solution), width_) + "  " +
                       pad(escapeControls(line.test), testWidth_) + " " + verdictColumn(line);
    if (line.run.ran) {
        text += padLeft(std::to_string(static_cast<long long>(line.run.cpuMs + 0.5)), 6) + " ms ";
        text += padLeft(number(static_cast<double>(line.run.peakBytes) / (1 << 20)), 6) + " MiB";
    } else {
        text += std::string(18, ' ');
    }
    std::string message = line.run.outcome.verdict == Verdict::AC ? "" : line.run.outcome.message;
    if (!line.note.empty()) message += (message.empty() ? "" : "; ") + line.note;
    if (!message.empty()) text += "  " + escapeControls(message);
    if (!line.beyond.empty()) text += "  [beyond LeetCode's constraints, " + line.beyond + "]";
    std::printf("%s\n", rtrim(text).c_str());
    for (const std::string& l : splitLines(firstLines(line.compileLog, 10)))
        std::printf("      | %s\n", escapeControls(l).c_str());
    for (const std::string& l : splitLines(firstLines(line.stdoutText, 3)))
        std::printf("      stdout| %s\n", escapeControls(l).c_str());
    bool showStderr =
        verbose_ && line.run.outcome.verdict != Verdict::AC && !line.run.stderrText.empty();
    if (showStderr)
        for (const std::string& l : splitLines(firstLines(line.run.stderrText, 5)))
            std::printf("      stderr| %s\n", escapeControls(l).c_str());
    std::fflush(stdout);
}

void Report::addSummary(const SolutionSummary& summary) {
    summaries_.push_back(summary);
    if (output_ == ReportOutput::Quiet) return;
    const bool good = summary.verdict == "Accepted";
    std::printf("    => %s %s: %s\n", escapeControls(summary.solution).c_str(),
                paint("(" + summary.profile +
                          (summary.interpreter.empty() ? "" : ", " + summary.interpreter) + ")",
                      kDim)
                    .c_str(),
                paint(escapeControls(summaryText(summary)), good ? kGreen : kRed).c_str());
    std::fflush(stdout);
}

// A package submission counts once, on its counted line (its last, or the one it stopped at), and
// its tests each count by their verdict (a compile error for every test); any other line counts
// for the (solution, test) pairs it stands for, when it is counted.
void Report::count(const ResultLine& line) {
    if (!line.skipped.empty()) return;
    if (line.folder.empty()) {
        if (line.counted) (line.passed ? tests_.passed : tests_.failed) += line.pairs;
        return;
    }
    if (line.counted) ++(line.passed ? submissions_.passed : submissions_.failed);
    if (line.run.outcome.verdict == Verdict::AC)
        ++tests_.passed;
    else
        tests_.failed += line.pairs;
}

void Report::printSummary() const {
    if (folderMode())
        std::printf("judge: %d submissions, each held to its folder (their tests: %d AC, %d not)\n",
                    submissions_.passed + submissions_.failed, tests_.passed, tests_.failed);
    std::printf("judge: %d passed, %d failed\n", passed(), failed());
    std::fflush(stdout);
}

namespace {

std::string dumped(const nlohmann::json& report) {
    return report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string Report::jsonText() const {
    nlohmann::json results = nlohmann::json::array();
    for (const ResultLine& line : lines_) results.push_back(jsonLine(line));
    nlohmann::json solutions = nlohmann::json::array();
    for (const SolutionSummary& s : summaries_) solutions.push_back(jsonSummary(s));
    nlohmann::json report = {{"passed", passed()},
                             {"failed", failed()},
                             {"counts", folderMode() ? "submissions" : "tests"},
                             {"tests", {{"passed", tests_.passed}, {"failed", tests_.failed}}},
                             {"results", results},
                             {"solutions", solutions}};
    if (folderMode())
        report["submissions"] = {{"passed", submissions_.passed}, {"failed", submissions_.failed}};
    return dumped(report);
}

std::string refusalJsonText(const std::string& error) {
    return dumped({{"error", error},
                   {"passed", 0},
                   {"failed", 0},
                   {"results", nlohmann::json::array()},
                   {"solutions", nlohmann::json::array()}});
}

}  // namespace judge
