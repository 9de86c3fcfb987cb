// `judge --self-test [LANG ...]`: proves each language works on this machine, as DMOJ's
// dmoj-autoconf does. For every language (or those named) under every profile, the record's
// self-test programs (languages.hpp, SelfTest) are compiled and run in the box as a solution is:
// the accepted one must print 2n for n (AC), the compile error must not compile (or, where the
// profile's compile reads no syntax, fail when it runs), the runtime error must be RE with the
// record's word. It prints a table (language, profile, tool, version, libraries, result), a
// missing tool or root a row that names the command that brings it, and one last line
// "self-test: N passed, M failed"; it returns 0 when every row passed, else 1.
#pragma once
#include <string>
#include <vector>

#include "options.hpp"

namespace judge {

int selfTest(const Options& options, const std::string& root);

}  // namespace judge
