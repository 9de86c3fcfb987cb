// The answers of a LeetCode run (answers.hpp).
#include "answers.hpp"

#include <algorithm>
#include <optional>

#include "text.hpp"

namespace judge {

namespace {

// A figure of a `#judge` line: a decimal count, at most `most`.
std::optional<long long> figure(const std::string& text, long long most) {
    if (text.empty() || text.size() > 30 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    if (text.size() > 18) return most;
    return std::min(std::stoll(text), most);
}

}  // namespace

std::vector<Answer> parseAnswers(const std::string& text) {
    constexpr long long kMostKiB = 1LL << 40;  // peak KiB: bytes fit a long long
    constexpr long long kMostUs = 1LL << 50;
    std::vector<Answer> answers;
    std::string pending;
    for (const std::string& line : splitLines(text)) {
        if (line.rfind("#judge ", 0) != 0) {
            pending += line + "\n";
            continue;
        }
        std::vector<std::string> fields = splitTokens(line);
        Answer a{pending, 0, 0, 0};
        if (fields.size() == 4) {
            const std::optional<long long> cpu = figure(fields[1], kMostUs),
                                           kib = figure(fields[2], kMostKiB),
                                           wall = figure(fields[3], kMostUs);
            if (cpu && kib && wall) {
                a.cpuMs = static_cast<double>(*cpu) / 1000.0;
                a.peakBytes = *kib * 1024;
                a.wallMs = static_cast<double>(*wall) / 1000.0;
            }
        }
        answers.push_back(a);
        pending.clear();
    }
    return answers;
}

}  // namespace judge
