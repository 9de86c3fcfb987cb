// The margin line (margin.hpp).
#include "margin.hpp"

#include <cmath>
#include <cstdio>

namespace judge {

void Margins::add(const Solution& s, const Limits& limits, double slowestMs) {
    if (s.folder != "accepted" || slowestMs < 0 || limits.cpuMs <= 0) return;
    const double share = slowestMs / limits.cpuMs;
    auto it = most_.find(s.problem->id());
    if (it != most_.end() && share <= it->second.cpuMs / it->second.limitMs) return;
    most_[s.problem->id()] = {s.display, slowestMs, limits.cpuMs, limits.timeFactor};
}

std::vector<std::string> Margins::lines() const {
    std::vector<std::string> out;
    for (const auto& entry : most_) {
        const Used& u = entry.second;
        const double share = u.cpuMs / u.limitMs;
        if (share <= 0.5) continue;
        // The factor under which this run takes half of its limit, up to a tenth.
        const double factor = std::ceil(u.timeFactor * 2 * share * 10) / 10;
        char text[400];
        std::snprintf(text, sizeof text,
                      "margin: %s ran %.0f ms of CPU, %.0f%% of its %d ms limit: a machine "
                      "slower than the jury's may go over it (--time-factor %g gives it twice its "
                      "time)",
                      u.solution.c_str(), u.cpuMs, share * 100, u.limitMs, factor);
        out.push_back(text);
    }
    return out;
}

}  // namespace judge
