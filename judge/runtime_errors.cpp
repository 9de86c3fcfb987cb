// A runtime's error report as an RE (runtime_errors.hpp).
#include "runtime_errors.hpp"

#include <utility>
#include <vector>

#include "text.hpp"

namespace judge {

std::string placeInSolution(const std::vector<std::string>& lines, const std::string& sourcePath,
                            const std::string& shownName) {
    for (const std::string& line : lines) {
        const std::size_t at = sourcePath.empty() ? std::string::npos : line.find(sourcePath + ":");
        if (at == std::string::npos) continue;
        std::string place = line.substr(at + sourcePath.size());
        place = place.substr(0, place.find_first_not_of("0123456789:"));
        while (!place.empty() && place.back() == ':') place.pop_back();
        if (!place.empty()) return shownName + place;
    }
    return "";
}

std::optional<Outcome> runtimeErrorOutcome(const Language* language, const std::string& stderrText,
                                           const std::string& sourcePath,
                                           const std::string& shownName) {
    if (!language || !language->runtimeError) return std::nullopt;
    const std::vector<std::string> lines = splitLines(stderrText);
    const RuntimeErrorText report = language->runtimeError(stderrText, lines);
    if (report.first.empty()) return std::nullopt;
    const std::string place = placeInSolution(lines, sourcePath, shownName);
    return Outcome{Verdict::RE, report.kind, report.first + (place.empty() ? "" : ", at " + place)};
}

}  // namespace judge
