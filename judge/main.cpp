// build/bin/judge: compiles solutions (in parallel, cached), runs each on the tests of its
// problem (a problem package) under limits in a box, checks the answers with the problem's
// output validator and prints one line per (solution, test). --validate checks a package's data.
// This file is the command line: the options (options.hpp), the answers that need no session
// (--help, --languages, --print-compile), then the session (pipeline.hpp, judgeSession).
// Exit status: 0 when everything is as expected, 1 when something failed, 2 on usage errors and
// broken packages.
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <new>
#include <stdexcept>
#include <string>

#include "languages.hpp"
#include "options.hpp"
#include "pipeline.hpp"
#include "problem_list.hpp"
#include "profiles.hpp"
#include "roots.hpp"
#include "selftest.hpp"
#include "text.hpp"
#include "verdict.hpp"

using namespace judge;

namespace {

namespace fs = std::filesystem;

int usageError(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", escapeControls(message).c_str());
    return static_cast<int>(ExitStatus::UsageError);
}

// The kit this judge was built in (KIT/build/bin/judge, or any build folder directly in KIT),
// when it is there; else the current folder.
std::string builtIn() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    const fs::path kit = exe.parent_path().parent_path().parent_path();
    return !ec && fs::is_directory(kit / "judge" / "drivers") ? kit.string() : ".";
}

// --self-test [LANG ...]: the languages named (by name or alias), or all.
int selfTestMain(Options options, const std::string& root) {
    for (std::string& name : options.files) {
        const Language* l = findLanguage(name);
        if (!l)
            return usageError("unknown language " + quote(name) + " (use " + languageNames() + ")");
        name = l->name;
    }
    return selfTest(options, root);
}

// judge --problems: the kit's problems under `root` as JSON on stdout.
int printProblems(const std::string& root) {
    std::string error;
    const std::string list = problemsJson(root, error);
    if (list.empty()) return usageError(error);
    std::puts(list.c_str());
    return 0;
}

int judgeMain(int argc, char* argv[]) {
    // fds 0, 1 and 2 open, so that no file the judge opens takes one of their numbers.
    int fd = ::open("/dev/null", O_RDWR);
    while (fd >= 0 && fd <= 2) fd = ::open("/dev/null", O_RDWR);
    if (fd > 2) ::close(fd);
    ParsedOptions parsed = parseOptions(argc, argv);
    if (!parsed.error.empty()) return usageError(parsed.error);
    const Options& options = parsed.options;
    if (options.help) {
        std::fputs(usageText().c_str(), stdout);
        return 0;
    }
    if (options.languages) {
        std::puts(languagesJson().c_str());
        return 0;
    }
    if (!options.printCompile.empty()) {
        const Like like = options.like.empty() ? Like::Local : *parseLike(options.like);
        std::fputs(printedToolchain(*findLanguage(options.printCompile), like).c_str(), stdout);
        return 0;
    }
    choosePython(options.python);
    setRootsFolder(options.rootsDir.empty() ? "" : fs::absolute(options.rootsDir).string());
    std::error_code ec;
    const std::string given = options.root.empty() ? builtIn() : options.root;
    const std::string root = fs::canonical(given, ec);
    if (ec || !fs::is_directory(root)) return usageError("--root " + given + " is not a directory");
    if (!fs::is_directory(root + "/judge/drivers"))
        return usageError(root +
                          " is not the kit's folder (no judge/drivers/ in it): run the "
                          "judge from the kit, or pass --root KIT");
    if (options.selfTest) return selfTestMain(options, root);
    if (options.problems) return printProblems(root);
    return judgeSession(options, root);
}

}  // namespace

// Whatever escapes the judge (memory that ran out, a library's exception) ends it with one
// `error:` line and the usage status, never a signal.
int main(int argc, char* argv[]) {
    try {
        return judgeMain(argc, argv);
    } catch (const std::bad_alloc&) {
        return usageError("out of memory (std::bad_alloc)");
    } catch (const std::exception& e) {
        return usageError(std::string("unexpected: ") + e.what());
    } catch (...) {
        return usageError("unexpected: an exception of an unknown type");
    }
}
