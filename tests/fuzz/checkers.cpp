// Fuzz target: the N-Queens checkers (checkers/): a program's output is untrusted input too. The
// fuzzer's bytes are an input, an expected output and a found one, split at "\n====\n", given to
// each checker and to checkGolden; whatever the bytes, no crash, hang or undefined behaviour.
#include "checkers/checkers.hpp"
#include "checkers/board_list.hpp"
#include "tests/fuzz/fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 1 << 16) return 0;  // a board list's checks grow with n: keep a run quick
    const std::vector<std::string> p = fuzz::parts(data, size, 3);
    for (judge::Checker checker : {judge::checkLc51, judge::checkLc52, judge::checkAcm}) {
        checker(p[0], p[1], p[2]);
        judge::checkGolden(checker, p[0], p[1]);
    }
    judge::parseBoardList(p[2]);
    return 0;
}
