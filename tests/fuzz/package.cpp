// Fuzz target: the package reader (judge/package.cpp) on a package made of the fuzzer's bytes:
// problem.yaml, data/test_group.yaml (and its legacy name), submissions/submissions.yaml, a test
// case's .yaml and .timelimit, split at "\n====\n" (tests/fuzz/fuzz.hpp). A package is refused
// or read; whatever the bytes, no crash, hang, leak or undefined behaviour.
#include <filesystem>

#include "common/file.hpp"
#include "judge/package.hpp"
#include "tests/fuzz/fuzz.hpp"

namespace {

const char* const kFiles[] = {"problem.yaml",        "data/test_group.yaml",
                              "data/testdata.yaml",  "submissions/submissions.yaml",
                              "data/secret/01.yaml", ".timelimit"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace fs = std::filesystem;
    const std::string root = fuzz::scratchFolder() + "/package";
    std::error_code ec;
    fs::remove_all(root, ec);
    for (const char* folder : {"/data/secret", "/data/sample", "/submissions/accepted"})
        fs::create_directories(root + folder, ec);
    kit::writeFile(root + "/data/secret/01.in", "1 2\n");
    kit::writeFile(root + "/data/secret/01.ans", "3\n");
    kit::writeFile(root + "/submissions/accepted/a.py", "print(3)\n");
    const std::vector<std::string> texts = fuzz::parts(data, size, std::size(kFiles));
    for (std::size_t i = 0; i < texts.size(); ++i)
        if (!texts[i].empty() || i == 0) kit::writeFile(root + "/" + kFiles[i], texts[i]);
    std::string error;
    const std::optional<judge::Package> p = judge::loadPackage(root, {}, error);
    if (!p) return 0;
    for (const judge::PackageSubmission& s : p->submissions) {
        judge::lowerBoundTests(s.rules);
        for (const judge::VerdictRule& rule : s.rules)
            for (const judge::PackageTest& t : p->tests) judge::testMatches(rule.tests, t.fullName);
    }
    judge::computedTimeLimit(*p, 1e9);
    judge::withConstants(*p, "{{a}} {{b.c}}", true);
    return 0;
}
