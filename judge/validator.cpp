// The default output validator and the protocol of validator programs.
#include "validator.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>

#include "defaults.hpp"
#include "protocol.hpp"
#include "runs.hpp"
#include "text.hpp"

namespace judge {

namespace {

Outcome fail(const std::string& message) { return {Verdict::FAIL, "", message}; }
Outcome wrong(const std::string& message) { return {Verdict::WA, "", message}; }

struct DefaultFlags {
    bool caseSensitive = false;
    bool spaceSensitive = false;
    std::optional<double> relative, absolute;
};

// The flags of the default validator; an error when one is unknown, lacks its number or repeats.
std::optional<DefaultFlags> parseFlags(const std::vector<std::string>& args, std::string& error) {
    DefaultFlags f;
    bool both = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "case_sensitive") {
            f.caseSensitive = true;
        } else if (a == "space_change_sensitive") {
            f.spaceSensitive = true;
        } else if (a == "float_relative_tolerance" || a == "float_absolute_tolerance" ||
                   a == "float_tolerance") {
            const std::optional<double> e =
                i + 1 < args.size() ? parseReal(args[i + 1]) : std::optional<double>();
            if (!e || !(*e >= 0)) {
                error = a + " needs a non-negative number";
                return std::nullopt;
            }
            ++i;
            const bool rel = a != "float_absolute_tolerance", abs = a != "float_relative_tolerance";
            if ((rel && f.relative) || (abs && f.absolute) || both) {
                error = a + ": a tolerance given twice";
                return std::nullopt;
            }
            both = a == "float_tolerance";
            if (rel) f.relative = e;
            if (abs) f.absolute = e;
        } else {
            error = "not a flag of the default validator: " + quote(a);
            return std::nullopt;
        }
    }
    return f;
}

// The spec's floating-point grammar: sign? (digits* . digits+ | digits+ . | digits+) exponent?
bool isFloat(const std::string& s) {
    std::size_t i = 0;
    auto digits = [&] {
        const std::size_t from = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
        return i - from;
    };
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t mantissa = digits();
    if (i < s.size() && s[i] == '.') {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
        if (digits() == 0) return false;
    }
    return i == s.size();
}

// Whether letters' case counts when two tokens are compared (the default validator's
// case_sensitive flag).
enum class LetterCase { Counts, Ignored };

bool sameText(const std::string& a, const std::string& b, LetterCase letterCase) {
    const bool caseSensitive = letterCase == LetterCase::Counts;
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (!caseSensitive && x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
        if (!caseSensitive && y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
        if (x != y) return false;
    }
    return true;
}

// Why output token `found` does not match answer token `want`, if it does not.
std::optional<std::string> tokenProblem(const DefaultFlags& f, const std::string& want,
                                        const std::string& found) {
    if ((f.relative || f.absolute) && isFloat(want)) {
        if (!isFloat(found))
            return "expected a number near " + quote(want) + ", found " + quote(found);
        const double a = std::strtod(want.c_str(), nullptr),
                     s = std::strtod(found.c_str(), nullptr);
        if (s == a) return std::nullopt;  // 1e400 as itself: both infinite, their difference NaN
        const double diff = std::fabs(s - a);
        if ((f.absolute && diff <= *f.absolute) ||
            (f.relative && diff <= *f.relative * std::fabs(a)))
            return std::nullopt;
        return "expected " + quote(want) + ", found " + quote(found) + " (off by " +
               std::to_string(diff) + ")";
    }
    if (sameText(want, found, f.caseSensitive ? LetterCase::Counts : LetterCase::Ignored))
        return std::nullopt;
    std::string why = "expected " + quote(want) + ", found " + quote(found);
    if (f.caseSensitive && sameText(want, found, LetterCase::Ignored)) why += " (case_sensitive)";
    return why;
}

// Why found run `f` does not match answer run `w` (both tokens), if it does not; runs longer
// than their head compare by length and hash.
std::optional<std::string> runProblem(const DefaultFlags& flags, const Run& w, const Run& f) {
    if (w.whole() && f.whole()) return tokenProblem(flags, w.head, f.head);
    const bool same = w.length == f.length &&
                      (flags.caseSensitive ? w.hash == f.hash : w.foldedHash == f.foldedHash);
    if (same) return std::nullopt;
    return "expected " + quote(w.head, 60) + " (" + std::to_string(w.length) + " bytes), found " +
           quote(f.head, 60) + " (" + std::to_string(f.length) + " bytes)";
}

// The next run the comparison looks at: every run under space_change_sensitive, else tokens.
bool nextRun(RunReader& reader, Run& run, bool spaceSensitive) {
    while (reader.next(run))
        if (spaceSensitive || !run.space) return true;
    return false;
}

// The default validator's comparison, run by run: memory bounded whatever the sizes.
Validation compareRuns(const DefaultFlags& flags, RunReader& answer, RunReader& output) {
    Run w, f;
    const bool spaces = flags.spaceSensitive;
    for (std::uint64_t i = 0;; ++i) {
        const bool haveWant = nextRun(answer, w, spaces), haveFound = nextRun(output, f, spaces);
        if (!haveWant && !haveFound) break;
        const std::uint64_t number = spaces ? std::max<std::uint64_t>((i + 1) / 2, 1) : i + 1;
        const std::string where = "token " + std::to_string(number) +
                                  (spaces ? " (line " + std::to_string(f.line) + ")" : "");
        if (!haveFound)
            return {wrong(where + ": expected " + quote(w.head) + ", found end of output"), ""};
        if (!haveWant)
            return {wrong("expected end of output, found " + quote(f.head) + " (" + where + ")"),
                    ""};
        if (w.space) {
            if (w.length != f.length || w.hash != f.hash || w.head != f.head)
                return {wrong("whitespace before " + where + ": expected " + quote(w.head) +
                              ", found " + quote(f.head) + " (space_change_sensitive)"),
                        ""};
            continue;
        }
        if (std::optional<std::string> why = runProblem(flags, w, f))
            return {wrong(where + ": " + *why), ""};
    }
    if (answer.failed() || output.failed())
        return {fail("the default validator: a read failed"), ""};
    return {{Verdict::AC, "", ""}, ""};
}

}  // namespace

Validation defaultValidate(const std::vector<std::string>& flags, const std::string& answer,
                           const std::string& output) {
    std::string error;
    std::optional<DefaultFlags> f = parseFlags(flags, error);
    if (!f) return {fail("the default validator's flags: " + error), ""};
    RunReader want(answer), found(output);
    return compareRuns(*f, want, found);
}

Validation defaultValidateFiles(const std::vector<std::string>& flags,
                                const std::string& answerPath, const std::string& outputPath) {
    std::string error;
    std::optional<DefaultFlags> f = parseFlags(flags, error);
    if (!f) return {fail("the default validator's flags: " + error), ""};
    const int answerFd = kit::openUntrusted(answerPath, {}, error);
    if (answerFd < 0) return {fail("cannot read " + answerPath + ": " + error), ""};
    const int outputFd = kit::openUntrusted(outputPath, {}, error);
    RunReader want(answerFd), found(outputFd);
    const std::string empty;
    RunReader none(empty);  // no output file: an empty output
    Validation v = compareRuns(*f, want, outputFd < 0 ? none : found);
    ::close(answerFd);
    if (outputFd >= 0) ::close(outputFd);
    return v;
}

std::string makeFeedbackDir(const std::string& workDir) {
    static std::atomic<unsigned> counter{0};
    const std::string dir =
        workDir + "/feedback-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    if (::mkdir(dir.c_str(), 0755) != 0) return "";
    if (!giveToBoxUser(dir)) return "";
    return dir;
}

void removeFeedback(const std::string& dir) {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}

RunRequest validatorRequest(const ValidatorProgram& v, const PackageTest& test,
                            const std::string& feedbackDir, const std::string& workDir) {
    RunRequest r;
    r.argv = v.argv;
    r.argv.insert(r.argv.end(), {test.inputPath, test.answerPath, feedbackDir + "/"});
    r.argv.insert(r.argv.end(), test.outputValidatorArgs.begin(), test.outputValidatorArgs.end());
    r.outputPath = workDir + "/validator.out";
    r.errorPath = workDir + "/validator.err";
    r.cwd = v.dir;
    r.isolation = v.isolation;
    r.paths = {{v.dir, false},
               {test.inputPath, false},
               {test.answerPath, false},
               {feedbackDir, true, true}};
    r.limits = v.limits;
    return r;
}

// A file the validator wrote in its feedback folder: a regular file in the folder (a link out of
// it, a FIFO or a device is never read), cut at `maxBytes`; nothing when there is none such.
// The kit's own feedback file: any JSON value a page may draw from, at most this size.
constexpr std::size_t kDetailsBytes = 64 << 10;

static bool isJson(const std::string& text) {
    return !nlohmann::json::parse(text, nullptr, false).is_discarded();
}

static std::optional<std::string> feedbackFile(const std::string& feedbackDir,
                                               const std::string& name, std::size_t maxBytes) {
    const std::optional<std::string> root = kit::resolvedPath(feedbackDir);
    std::string why;
    if (!root) return std::nullopt;
    return kit::readUntrusted(feedbackDir + "/" + name, {maxBytes, {*root}, true}, why);
}

Validation validatorVerdict(const ValidatorProgram& v, const RunResult& run,
                            const std::string& feedbackDir, const std::string& stderrText) {
    Validation out;
    out.judgeMessage = rtrim(feedbackFile(feedbackDir, "judgemessage.txt", 1 << 16).value_or(""));
    out.scoreText = feedbackFile(feedbackDir, "score.txt", 4096);
    out.multiplierText = feedbackFile(feedbackDir, "score_multiplier.txt", 4096);
    out.details = feedbackFile(feedbackDir, "details.json", kDetailsBytes).value_or("");
    const bool badDetails = !out.details.empty() && !isJson(out.details);
    if (badDetails) out.details.clear();
    const std::string who = "the output validator " + v.name;
    const std::string said = out.judgeMessage.empty()
                                 ? (stderrText.empty() ? "" : ": " + cut(rtrim(stderrText), 300))
                                 : ": " + cut(out.judgeMessage, 300);
    if (!run.started) {
        out.outcome = fail(who + " could not be started: " + run.startError);
    } else if (run.killedFor != KillReason::None || run.oomKilled) {
        out.outcome =
            fail(who + " went past its limits (validation_time, validation_memory)" + said);
    } else if (!run.exited) {
        out.outcome = fail(who + " crashed (killed by " + signalName(run.signal) + ")" + said);
    } else if (badDetails) {
        out.outcome = fail(who + " wrote a details.json that is not JSON (at most " +
                           std::to_string(kDetailsBytes >> 10) + " KiB)");
    } else if (run.exitCode == protocol::kAccepted) {
        out.outcome = {Verdict::AC, "", ""};
    } else if (run.exitCode == protocol::kRejected) {
        const std::string pe = protocol::kPresentationPrefix;
        if (out.judgeMessage.rfind(pe, 0) == 0)
            out.outcome = {Verdict::PE, "", out.judgeMessage.substr(pe.size())};
        else
            out.outcome =
                wrong(out.judgeMessage.empty() ? "the output validator rejected the output"
                                               : cut(out.judgeMessage, 300));
    } else {
        out.outcome =
            fail(who + " exited with " + std::to_string(run.exitCode) +
                 " (the protocol: " + std::to_string(protocol::kAccepted) + " accepted, " +
                 std::to_string(protocol::kRejected) + " wrong answer)" + said);
    }
    return out;
}

Validation OutputCheck::check(const PackageTest& test, const std::string& outputPath) const {
    if (programs.empty()) {
        return defaultValidateFiles(test.outputValidatorArgs, test.answerPath, outputPath);
    }
    Validation last{{Verdict::AC, "", ""}, ""};
    for (const ValidatorProgram& v : programs) {
        const std::string feedback = makeFeedbackDir(workDir);
        if (feedback.empty()) return {fail("cannot make a feedback folder in " + workDir), ""};
        RunRequest r = validatorRequest(v, test, feedback, workDir);
        r.inputPath = outputPath;
        const RunResult run = runProgram(r);
        last = validatorVerdict(v, run, feedback, readFile(r.errorPath, kStderrBytes).value_or(""));
        removeFeedback(feedback);
        if (last.outcome.verdict != Verdict::AC) return last;
    }
    return last;
}

std::optional<Outcome> OutputCheck::brokenAnswer(const PackageTest& test) const {
    if (test.shownOutput.empty()) return std::nullopt;  // not a team output the format checks
    if (auto it = answers_.find(test.shownOutput); it != answers_.end()) return it->second;
    const Validation self = check(test, test.shownOutput);
    const std::string file = std::filesystem::path(test.shownOutput).filename();
    std::optional<Outcome> broken;
    if (self.outcome.verdict == Verdict::FAIL)
        broken = fail("checking the sample's " + file + ": " + self.outcome.message);
    else if (self.outcome.verdict != Verdict::AC)
        broken =
            fail("the sample's " + file +
                 " (shown in the statement) fails the output validation: " + self.outcome.message);
    return answers_[test.shownOutput] = broken;
}

}  // namespace judge
