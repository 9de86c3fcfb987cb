// Generic invalid inputs under --validate: inputs made from a sample's (or, with no sample, the
// first test's) that no input the format or a statement allows can be, each of which some input
// validator must refuse, as BAPCtools' `bt validate` tries them (its generic invalid_input cases).
// Two kinds: those the format's rules for text files refuse themselves (not UTF-8, CR LF line
// ends, a last line with no newline), and those an exact input format refuses (empty, non-ASCII,
// a number with a leading zero or plus, a leading or trailing space, a token or an empty line
// after the last line), the ICPC way: an input is exactly as the statement says.
#pragma once
#include <string>
#include <vector>

#include "problems.hpp"
#include "report.hpp"

namespace judge {

struct GenericInput {
    std::string name;     // short, for the report's test column: "leading_zero"
    std::string what;     // in words: "a leading zero"
    std::string text;     // the bytes
    bool derived = true;  // made from the valid input (else one of the fixed cases)
};

// The generic invalid inputs made from `valid` (a valid input's bytes): the fixed ones always,
// each derived one only where it makes sense (a leading zero before a digit, the newline ones
// when `valid` ends with a newline, CR LF when it has a newline and no CR).
std::vector<GenericInput> genericInvalidInputs(const std::string& valid);

// The report's lines for the problem's generic invalid inputs (its input validators prepared):
// one failed line for each that every input validator accepts (exit 42), naming them and the
// case, then one line for those refused; none when the problem has no input validator or test.
std::vector<ResultLine> genericInputLines(const Problem& p, const std::string& workDir);

}  // namespace judge
