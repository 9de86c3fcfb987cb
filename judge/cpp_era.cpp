// A legacy package's C++ compiled under an older standard when the profile's refuses it
// (cpp_era.hpp).
#include "cpp_era.hpp"

#include <cctype>

#include "compile.hpp"
#include "text.hpp"

namespace judge {

namespace {

// The profile's standard as people name it: "-std=c++17" -> "C++17", "-std=gnu++20" -> "C++20".
std::string profileStandard(const Language& language, Like like) {
    for (const std::string& flag : compileCommand(language, "c++", like))
        if (flag.rfind("-std=", 0) == 0) {
            const std::string name = flag.substr(5);
            const std::size_t plus = name.find("++");
            return plus == std::string::npos ? name : "C++" + name.substr(plus + 2);
        }
    return "the profile's standard";
}

// The compiler's first error, without its file and line: "call of overloaded 'size(...)' is
// ambiguous".
std::string firstError(const std::string& log) {
    for (const std::string& line : splitLines(log)) {
        const std::size_t at = line.find("error: ");
        if (at != std::string::npos) return cut(rtrim(line.substr(at + 7)), 120);
    }
    const std::vector<std::string> lines = splitLines(log);
    return lines.empty() ? "" : cut(rtrim(lines[0]), 120);
}

}  // namespace

bool mayUseOlderEra(const CompileJob& job) {
    return job.language && !job.language->olderStandards.empty() &&
           (job.like == Like::Local || job.like == Like::Icpc) && job.harness.empty();
}

void compileInOlderEras(const std::vector<CompileJob>& jobs, const std::vector<bool>& older,
                        std::vector<CompileResult>& results, const std::string& cacheDir,
                        int parallel) {
    for (std::size_t era = 0;; ++era) {  // each job's older standards, one at a time
        std::vector<CompileJob> again;
        std::vector<std::size_t> which;
        for (std::size_t i = 0; i < jobs.size(); ++i)
            if (older[i] && !results[i].ok && results[i].era.empty() &&
                era < jobs[i].language->olderStandards.size()) {
                again.push_back(jobs[i]);
                again.back().standard = jobs[i].language->olderStandards[era];
                which.push_back(i);
            }
        if (again.empty()) return;
        std::vector<CompileResult> done = compileAll(again, cacheDir, parallel);
        for (std::size_t k = 0; k < again.size(); ++k) {
            if (!done[k].ok) continue;
            const CompileJob& job = jobs[which[k]];
            const std::string why = firstError(results[which[k]].log);
            done[k].era = "compiled as " + again[k].standard + ": not valid " +
                          profileStandard(*job.language, job.like) + " (" + why + ")";
            results[which[k]] = done[k];
        }
    }
}

}  // namespace judge
