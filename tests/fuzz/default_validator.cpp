// Fuzz target: the default output validator (judge/validator.cpp): its flags (the first part,
// words), an answer and an output, split at "\n====\n". Whatever the bytes: no crash and no
// undefined behaviour; the string and the file readers agree; and with flags it accepts, an
// answer is accepted as its own output (an invariant of the spec).
#include <unistd.h>

#include <cstdlib>

#include "common/file.hpp"
#include "judge/text.hpp"
#include "judge/validator.hpp"
#include "tests/fuzz/fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<std::string> p = fuzz::parts(data, size, 3);
    const std::vector<std::string> flags = judge::splitTokens(p[0]);
    const judge::Validation v = judge::defaultValidate(flags, p[1], p[2]);
    const std::string answer = fuzz::scratchFolder() + "/answer",
                      output = fuzz::scratchFolder() + "/output";
    kit::writeFile(answer, p[1]);
    kit::writeFile(output, p[2]);
    const judge::Validation f = judge::defaultValidateFiles(flags, answer, output);
    if (f.outcome.verdict != v.outcome.verdict || f.outcome.message != v.outcome.message)
        std::abort();
    if (v.outcome.verdict == judge::Verdict::FAIL) return 0;  // flags it refuses
    if (judge::defaultValidate(flags, p[1], p[1]).outcome.verdict != judge::Verdict::AC)
        std::abort();
    return 0;
}
