// Verdict names and labels.
#include "verdict.hpp"

namespace judge {

namespace {
constexpr Verdict kAll[] = {Verdict::AC,  Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                            Verdict::OLE, Verdict::RE, Verdict::CE, Verdict::FAIL};
}

const char* verdictName(Verdict v) {
    switch (v) {
        case Verdict::AC: return "AC";
        case Verdict::WA: return "WA";
        case Verdict::PE: return "PE";
        case Verdict::TLE: return "TLE";
        case Verdict::MLE: return "MLE";
        case Verdict::OLE: return "OLE";
        case Verdict::RE: return "RE";
        case Verdict::CE: return "CE";
        case Verdict::FAIL: return "FAIL";
    }
    return "?";
}

std::optional<Verdict> parseVerdict(const std::string& name) {
    for (Verdict v : kAll)
        if (name == verdictName(v)) return v;
    return std::nullopt;
}

std::string verdictLabel(const Outcome& o) {
    std::string label = verdictName(o.verdict);
    if (!o.detail.empty()) label += " (" + o.detail + ")";
    return label;
}

}  // namespace judge
