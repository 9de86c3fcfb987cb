// A legacy package's folder rule: the final verdict (legacy_rules.hpp).
#include "legacy_rules.hpp"

#include <algorithm>

namespace judge {

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

bool keepsFinalVerdict(const VerdictRule& rule,
                       const std::vector<std::pair<std::string, Verdict>>& ran,
                       const ScoreResult* score, std::string& why) {
    Verdict final = score ? score->verdict : Verdict::AC;
    if (!score)  // the first test that is not AC
        for (const auto& [test, v] : ran)
            if (v != Verdict::AC) {
                final = v;
                break;
            }
    const std::string c = verdictClass(final);
    const std::vector<std::string>& named = rule.required.empty() ? rule.permitted : rule.required;
    if (named.empty() || std::find(named.begin(), named.end(), c) != named.end()) return true;
    std::string first;  // the first test of that verdict
    for (const auto& [test, v] : ran)
        if (first.empty() && final != Verdict::AC && verdictClass(v) == c) first = test;
    std::string list;
    for (const std::string& v : named) list += (list.empty() ? "" : " or ") + v;
    why = "the final verdict is " + c + (first.empty() ? "" : " (first on " + first + ")") +
          ", the folder names " + list + " (legacy: the verdict the grader gives the submission" +
          (score ? ", its groups graded" : ", its first error") + ")";
    return false;
}

}  // namespace judge
