// judge --problems: the kit's own problems as one JSON array, for make serve's page (which asks
// the judge rather than knowing them) and for anyone's tools. Each problem:
//   {"id": "lc51", "name": "N-Queens (LeetCode 51)", "leetcode": "lc51" (or ""),
//    "constraints": "1 <= n <= 9" (or ""), "profiles": ["leetcode", "local"],
//    "default_profile": "leetcode", "examples": ["04", "01"],
//    "tests": [{"name": "01", "input": "1\n", "sample": false}, ...]}
// the tests in the order of the report, an input over kListedInputBytes null. The examples are
// the tests the statement shows, in its order: .kit.yaml's `examples` (the kit's problems keep
// their tests in data/secret, where each deliberate mistake pins its first failing one), else
// those under data/sample.
#pragma once
#include <string>

namespace judge {

constexpr std::size_t kListedInputBytes = 256;

// The array as text; "" with `error` when a kit problem's package cannot be read.
std::string problemsJson(const std::string& root, std::string& error);

}  // namespace judge
