// Verdicts: the judge's answer for one (solution, test) pair, their names, and the Outcome that
// carries a verdict with its detail ("SIGSEGV", "exit 3") and a human-readable message.
// Verdicts are not exit codes: see ExitStatus for those.
#pragma once
#include <optional>
#include <string>

namespace judge {

enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, CE, FAIL };

// "AC", "WA", ... as printed and as written after `// expect:`.
const char* verdictName(Verdict v);
std::optional<Verdict> parseVerdict(const std::string& name);

struct Outcome {
    Verdict verdict = Verdict::AC;
    std::string detail;   // shown in brackets after the name: "SIGSEGV", "exit 3"
    std::string message;  // why: checker message, limit that was hit, stderr excerpt
};

// "RE (SIGSEGV)", or just "WA" when there is no detail.
std::string verdictLabel(const Outcome& o);

// The judge's own exit status, kept apart from verdicts.
enum class ExitStatus { AllAsExpected = 0, SomethingFailed = 1, UsageError = 2 };

}  // namespace judge
