// Tests of the stage 6 program (KIT_BIN "/acm/stage6_parallel", run with NQ_THREADS set); its
// units and thread pool are tested in engine_test.cpp. Expected counts are OEIS A000170; the
// expected smallest solution comes from a plain search written here.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "lc_checks.hpp"

extern char** environ;

namespace {

// The lexicographically smallest placement: the first full board of a left-to-right search.
bool smallestPlacement(int n, std::vector<int>& cols) {
    int row = (int)cols.size();
    if (row == n) return true;
    for (int col = 0; col < n; ++col) {
        bool free = true;
        for (int k = 0; k < row && free; ++k) free = !lc_checks::attack(k, cols[k], row, col);
        if (!free) continue;
        cols.push_back(col);
        if (smallestPlacement(n, cols)) return true;
        cols.pop_back();
    }
    return false;
}

std::string expectedOutput(int n) {
    std::string text = std::to_string(lc_checks::a000170(n)) + "\n";
    std::vector<int> cols;
    if (smallestPlacement(n, cols))
        for (int r = 0; r < n; ++r)
            text += std::to_string(r + 1) + " " + std::to_string(cols[r] + 1) + "\n";
    return text;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Run {
    std::string out, err;
    int exitCode = -1;  // -1: killed by a signal or by the time limit
};

// Runs the stage 6 program with `input` on stdin and NQ_THREADS=threads added to the environment
// (replacing any); stdout and stderr go to temporary files. Killed after 60 seconds.
Run runStage6(const std::string& input, const std::string& threads) {
    namespace fs = std::filesystem;
    std::string dir = (fs::temp_directory_path() / "nq_stage6_XXXXXX").string();
    REQUIRE(mkdtemp(dir.data()) != nullptr);
    std::string in = dir + "/in", out = dir + "/out", err = dir + "/err";
    {
        std::ofstream file(in, std::ios::binary);
        file << input;
    }
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e)
        if (std::strncmp(*e, "NQ_THREADS=", 11) != 0) env.push_back(*e);
    env.push_back("NQ_THREADS=" + threads);
    std::vector<char*> envp;
    for (std::string& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);

    std::string program = KIT_BIN "/acm/stage6_parallel";
    char* argv[] = {program.data(), nullptr};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, in.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    pid_t pid;
    int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv, envp.data());
    posix_spawn_file_actions_destroy(&actions);
    REQUIRE_MESSAGE(spawned == 0, "cannot start " << program << ": " << std::strerror(spawned));

    Run run;
    int status = 0;
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    for (;;) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
        if (done < 0 && errno != EINTR) FAIL("waitpid failed");
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (WIFEXITED(status)) run.exitCode = WEXITSTATUS(status);
    run.out = readFile(out);
    run.err = readFile(err);
    fs::remove_all(dir);
    return run;
}

TEST_CASE("stage 6: the program prints the same, right output with NQ_THREADS = 1, 2, 3") {
    for (int n : {1, 3, 8, 10}) {
        for (const char* threads : {"1", "2", "3"}) {
            CAPTURE(n);
            CAPTURE(threads);
            Run run = runStage6(std::to_string(n) + "\n", threads);
            CHECK(run.exitCode == 0);
            CHECK(run.err == "");
            CHECK(run.out == expectedOutput(n));
        }
    }
}

TEST_CASE("stage 6: a bad NQ_THREADS is one error line and exit status 1") {
    for (const char* threads : {"0", "abc", "", "-2", "1025", "99999", " 2", "2x", "1.5"}) {
        CAPTURE(threads);
        Run run = runStage6("8\n", threads);
        CHECK(run.exitCode == 1);
        CHECK(run.out == "");
        CHECK(run.err.rfind("error:", 0) == 0);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    }
}

}  // namespace
