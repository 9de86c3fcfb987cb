// The tests' one way to run a program as a process: judge::runProgram (the judge's own runner,
// linked into the test binary), as a trusted program (no user switch, the caller's environment),
// with the input in a file and stdout and stderr captured through files, so no pipe can fill up.
#pragma once
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "judge/runner.hpp"
#include "judge/text.hpp"

namespace test_process {

struct Ran {
    int exitCode = -1;      // the exit status, or -1 when the program did not exit normally
    int signal = 0;         // the signal that ended it, if one did
    bool timedOut = false;  // killed after the time limit
    std::string out, err;
};

// Runs argv (argv[0] a path, no shell) with `input` on stdin; killed after timeoutSeconds of CPU
// or wall-clock time.
inline Ran run(const std::vector<std::string>& argv, const std::string& input,
               int timeoutSeconds = 60) {
    std::string dir = "/tmp/kit-test-run-XXXXXX";
    REQUIRE_MESSAGE(::mkdtemp(dir.data()) != nullptr, "mkdtemp failed");
    judge::RunRequest request;
    request.argv = argv;
    request.inputPath = dir + "/in";
    request.outputPath = dir + "/out";
    request.errorPath = dir + "/err";
    request.isolation = judge::Isolation::None;
    request.limits.cpuMs = request.limits.wallMs = timeoutSeconds * 1000;
    request.limits.memoryBytes = 16LL << 30;
    request.limits.outputBytes = 1LL << 30;
    request.limits.addressSpace = false;  // sanitized programs reserve terabytes of shadow memory
    REQUIRE(judge::writeFile(request.inputPath, input));
    judge::RunResult r = judge::runProgram(request);
    Ran ran;
    ran.out = judge::readFile(request.outputPath).value_or("");
    ran.err = judge::readFile(request.errorPath).value_or("");
    for (const std::string& file : {request.inputPath, request.outputPath, request.errorPath})
        ::unlink(file.c_str());
    ::rmdir(dir.c_str());
    REQUIRE_MESSAGE(r.started, r.startError);
    ran.exitCode = r.exited ? r.exitCode : -1;
    ran.signal = r.signal;
    ran.timedOut = r.killedFor != judge::KillReason::None;
    return ran;
}

}  // namespace test_process
