// Generic invalid inputs under --validate (generic_inputs.hpp).
#include "generic_inputs.hpp"

#include <cstdio>

#include "invalid_cases.hpp"
#include "protocol.hpp"
#include "text.hpp"

namespace judge {

namespace {

// A valid input longer than this gives the fixed cases only (the derived ones copy it).
constexpr std::size_t kLargestDerived = 1 << 20;

// Why a case cannot be valid: the format's rules for every text file, or an exact input format.
const char* const kFormatRule =
    "the format: text files are UTF-8, with LF line ends, each line ending in a newline";
const char* const kExactRule = "an input is exactly as the statement says; BAPCtools tries it too";

bool isFormatCase(const std::string& name) {
    return name == "latin1" || name == "no_final_newline" || name == "crlf";
}

// The bytes for a message: quoted, control bytes and bytes past ASCII written \xHH, cut.
std::string shown(const std::string& text) {
    std::string out;
    for (unsigned char c : text) {
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
            continue;
        }
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        char hex[8];
        std::snprintf(hex, sizeof hex, "\\x%02x", c);
        out += c == '\r' ? std::string("\\r") : std::string(hex);
    }
    return "\"" + cut(out, 40) + "\"";
}

// The fixed cases, then those made from `valid` where they apply.
void addDerived(const std::string& valid, std::vector<GenericInput>& out) {
    const bool digit = !valid.empty() && valid[0] >= '0' && valid[0] <= '9';
    const bool newline = !valid.empty() && valid.back() == '\n';
    const std::string body = newline ? valid.substr(0, valid.size() - 1) : valid;
    if (digit) out.push_back({"leading_zero", "a leading zero", "0" + valid});
    if (digit) out.push_back({"leading_plus", "a leading plus sign", "+" + valid});
    if (!valid.empty()) out.push_back({"leading_space", "a leading space", " " + valid});
    if (newline) {
        out.push_back({"trailing_space", "a space before the last newline", body + " \n"});
        out.push_back({"trailing_token", "a token (42) after the last one", body + " 42\n"});
        out.push_back({"extra_line", "a line (42) after the last one", valid + "42\n"});
        out.push_back({"empty_line", "an empty line after the last one", valid + "\n"});
        out.push_back({"no_final_newline", "no newline after the last line", body});
    }
    if (valid.find('\n') != std::string::npos && valid.find('\r') == std::string::npos) {
        std::string crlf;
        for (char c : valid) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        out.push_back({"crlf", "CR LF line ends", crlf});
    }
}

// The test the cases are made from: the first sample, else the first test; null when none.
const PackageTest* baseTest(const Problem& p) {
    for (const PackageTest& t : p.package.tests)
        if (t.fullName.rfind("sample/", 0) == 0) return &t;
    return p.package.tests.empty() ? nullptr : &p.package.tests.front();
}

ResultLine genericLine(const Problem& p, const std::string& test, const Outcome& o) {
    return checkLine(p, "input validators, generic invalid", test, o, o.verdict == Verdict::AC);
}

// Empty when some input validator refuses `t`; else each validator's answer, for the message.
std::string acceptedBy(const Problem& p, const PackageTest& t, const std::string& workDir) {
    std::string answers;
    for (const ValidatorProgram& v : p.inputValidators) {
        const InputCheck c = runInputValidator(v, t, workDir);
        if (c.started && !c.valid) return "";
        answers += (answers.empty() ? "" : ", ") + ("input_validators/" + v.name) +
                   (c.started ? " accepts it (exit " + std::to_string(protocol::kAccepted) + ")"
                              : " could not be started");
    }
    return answers;
}

}  // namespace

std::vector<GenericInput> genericInvalidInputs(const std::string& valid) {
    std::vector<GenericInput> out = {
        {"empty", "an empty input", "", false},
        {"latin1", "a line with a Latin-1 byte, not UTF-8", "Na\xefve\n", false},
        {"utf8", "a line with a letter past ASCII (UTF-8)", "Na\xc3\xafve\n", false},
    };
    addDerived(valid, out);
    return out;
}

std::vector<ResultLine> genericInputLines(const Problem& p, const std::string& workDir) {
    const PackageTest* base = baseTest(p);
    if (!base || p.inputValidators.empty()) return {};
    const std::string valid = readFile(base->inputPath, kLargestDerived + 1).value_or("");
    const std::vector<GenericInput> cases =
        genericInvalidInputs(valid.size() > kLargestDerived ? std::string() : valid);
    std::vector<ResultLine> lines;
    std::string refused;
    for (const GenericInput& g : cases) {
        PackageTest t = *base;
        t.name = "generic/" + g.name;
        t.inputPath = workDir + "/generic-" + g.name + ".in";
        if (!writeFile(t.inputPath, g.text)) {
            lines.push_back(
                genericLine(p, t.name, {Verdict::FAIL, "", "cannot write " + t.inputPath}));
            continue;
        }
        const std::string accepted = acceptedBy(p, t, workDir);
        if (accepted.empty()) {
            refused += (refused.empty() ? "" : ", ") + g.name;
            continue;
        }
        lines.push_back(genericLine(
            p, t.name,
            {Verdict::FAIL, "",
             accepted + ": " + (g.derived ? base->name + "'s input with " : std::string()) +
                 g.what + ", " + shown(g.text) + ", must be refused (" +
                 (isFormatCase(g.name) ? kFormatRule : kExactRule) + ")"}));
    }
    if (!refused.empty())
        lines.push_back(
            genericLine(p, "generic/*",
                        {Verdict::AC, "", "refused, made from " + base->name + ": " + refused}));
    return lines;
}

}  // namespace judge
