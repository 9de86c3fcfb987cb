// Parsing of the judge's command line: "--opt VALUE", "--opt=VALUE", "-jN", "-j N".
#include "options.hpp"

#include <cstdlib>

#include "languages.hpp"
#include "profiles.hpp"
#include "text.hpp"

namespace judge {

namespace {

bool takesValue(const std::string& name) {
    for (const char* option :
         {"--problem", "--tl",           "--wall",       "--ml",          "--ol",
          "-j",        "--jobs",         "--cache",      "--json",        "--root",
          "--tests",   "--lang",         "--python",     "--time-factor", "--print-compile",
          "--sandbox", "--compile-wall", "--compile-ml", "--compile-ol",  "--package",
          "--like",    "--roots"})
        if (name == option) return true;
    return false;
}

struct Parser {
    Options& o;
    std::string error;

    // Reads a whole number in [low, high] into `out`.
    void number(const std::string& name, const std::string& value, int low, int high, int& out) {
        std::optional<long long> v = parseInteger(value);
        if (!v || *v < low || *v > high)
            error = name + " needs a whole number from " + std::to_string(low) + " to " +
                    std::to_string(high) + ", not " + quote(value);
        else
            out = static_cast<int>(*v);
    }
    void number(const std::string& name, const std::string& value, int low, int high,
                std::optional<int>& out) {
        int v = 0;
        number(name, value, low, high, v);
        if (error.empty()) out = v;
    }

    void sandbox(const std::string& value) {
        static const std::pair<const char*, SandboxMode> kModes[] = {
            {"auto", SandboxMode::Auto},
            {"require", SandboxMode::Require},
            {"require=namespaces", SandboxMode::RequireNamespaces},
            {"off", SandboxMode::Off},
        };
        for (const auto& [word, mode] : kModes)
            if (value == word) {
                o.sandbox = mode;
                return;
            }
        error = "--sandbox takes auto, require, require=namespaces or off, not " + quote(value);
    }

    // Applies an option that takes a value (takesValue(name) is true).
    void apply(const std::string& name, const std::string& value) {
        if (name == "--problem") {
            o.problem = value;  // checked against the kit's problems once the root is known
        } else if (name == "--package") {
            o.package = value;
        } else if (name == "--tl") {
            number(name, value, 1, 600000, o.cpuMs);
        } else if (name == "--wall") {
            number(name, value, 1, 3600000, o.wallMs);
        } else if (name == "--ml") {
            number(name, value, 1, 1 << 20, o.memoryMiB);
        } else if (name == "--ol") {
            number(name, value, 1, 1 << 16, o.outputMiB);
        } else if (name == "-j" || name == "--jobs") {
            number(name, value, 1, 1024, o.jobs);
        } else if (name == "--cache") {
            o.cacheDir = value;
        } else if (name == "--json") {
            o.jsonPath = value;
        } else if (name == "--root") {
            o.root = value;
        } else if (name == "--roots") {
            o.rootsDir = value;
        } else if (name == "--tests") {
            addFilters(value);
        } else if (name == "--lang" || name == "--print-compile") {
            if (!findLanguage(value))
                error = "unknown language " + quote(value) + " (use " + languageNames() + ")";
            (name == "--lang" ? o.language : o.printCompile) = value;
        } else if (name == "--like") {
            if (!parseLike(value)) error = "--like takes " + likeNames() + ", not " + quote(value);
            o.like = value;
        } else if (name == "--python") {
            if (value != "python3" && value != "pypy3")
                error = "--python takes python3 or pypy3, not " + quote(value);
            o.python = value;
        } else if (name == "--sandbox") {
            sandbox(value);
        } else if (name == "--compile-wall") {
            number(name, value, 1, 3600, o.compileWallS);
        } else if (name == "--compile-ml") {
            number(name, value, 1, 1 << 20, o.compileMiB);
        } else if (name == "--compile-ol") {
            number(name, value, 1, 1 << 16, o.compileOutMiB);
        } else if (name == "--time-factor") {
            const std::optional<double> factor = parseReal(value);
            if (!factor || !(*factor >= 0.1 && *factor <= 100))
                error = "--time-factor needs a number from 0.1 to 100, not " + quote(value);
            else
                o.timeFactor = *factor;
        }
    }

    void addFilters(const std::string& list) {
        std::size_t start = 0;
        for (std::size_t comma; (comma = list.find(',', start)) != std::string::npos;
             start = comma + 1)
            if (comma > start) o.testFilters.push_back(list.substr(start, comma - start));
        if (start < list.size()) o.testFilters.push_back(list.substr(start));
        if (o.testFilters.empty())
            error = "--tests needs test names or patterns, e.g. --tests 01,02 or --tests '1*'";
    }
};

}  // namespace

ParsedOptions parseOptions(int argc, const char* const argv[]) {
    ParsedOptions parsed;
    Parser p{parsed.options, ""};
    for (int i = 1; i < argc && p.error.empty(); ++i) {
        const std::string arg = argv[i];
        const std::size_t eq = arg.find('=');
        if (arg == "--help" || arg == "-h") {
            parsed.options.help = true;
        } else if (arg == "--languages") {
            parsed.options.languages = true;
        } else if (arg == "--self-test") {
            parsed.options.selfTest = true;
        } else if (arg == "--problems") {
            parsed.options.problems = true;
        } else if (arg == "--stop-at-first") {
            parsed.options.stopAtFirst = true;
        } else if (arg == "--validate") {
            parsed.options.validate = true;
        } else if (arg == "-v" || arg == "--verbose") {
            parsed.options.verbose = true;
        } else if (arg.rfind("-j", 0) == 0 && arg.size() > 2) {
            p.apply("-j", arg.substr(2));
        } else if (arg.rfind("--", 0) == 0 && eq != std::string::npos &&
                   takesValue(arg.substr(0, eq))) {
            p.apply(arg.substr(0, eq), arg.substr(eq + 1));
        } else if (takesValue(arg)) {
            if (i + 1 < argc)
                p.apply(arg, argv[++i]);
            else
                p.error = arg + " needs a value (see --help)";
        } else if (arg.size() > 1 && arg[0] == '-') {
            p.error = "unknown option " + quote(arg) + " (see --help)";
        } else {
            parsed.options.files.push_back(arg);
        }
    }
    parsed.error = p.error;
    const char* pypy = std::getenv("PYPY");
    if (parsed.options.python.empty())
        parsed.options.python = pypy && *pypy && std::string(pypy) != "0" ? "pypy3" : "python3";
    return parsed;
}

namespace {

// What the judge does, before its options.
std::string introText() {
    return "usage: judge [options] [SOLUTION ...]\n"
           "       judge --package DIR [options] [SOLUTION ...]\n"
           "       judge --package DIR --validate\n"
           "       judge --print-compile LANG\n"
           "       judge --languages\n"
           "       judge --self-test [LANG ...]\n"
           "       judge --problems [--root DIR]\n"
           "\n"
           "Compiles solutions (C, C++, Java, Python: by extension) and runs them on the tests of\n"
           "their problem under limits, checking each output with the problem's output validator.\n"
           "A problem is a Kattis/ICPC problem package: the kit's own are problems/<id>/ (their\n"
           "golden data testdata/<id>/, their solutions solutions/<id>/); --package judges any.\n"
           "LeetCode files (lc51, lc52) run through LeetCode's harness: all testcases in one "
           "process.\n"
           "With no files: every solutions/<p>/* (correct solutions: each test must be AC) and\n"
           "solutions/<p>/wrong/* (deliberate mistakes: their first line\n"
           "`// expect: VERDICT on TEST: FRAGMENT` must be the first test that is not AC) under "
           "--root.\n"
           "\n"
           "With --package DIR and no files: every DIR/submissions/<folder>/*, each held to its\n"
           "folder (accepted: AC on every test; wrong_answer: WA on some test; ...).\n"
           "\n";
}

// The options, one or two lines each.
std::string optionsText() {
    return "options:\n"
           "  --package DIR  a problem package (legacy, 2023-07 or 2025-09 layout); see "
           "docs/packages.md\n"
           "  --validate     run the package's input validators on its data, and its output\n"
           "                 validator on its answer files, instead of judging\n"
           "  --problem P    the kit's problem of the files given (acm, lc51, lc52); default: "
           "from\n"
           "                 the path\n"
           "  --tl MS        CPU time limit per test (default: the package's; the kit's: 2000)\n"
           "  --wall MS      wall-clock limit per test (default: 3 x CPU limit + 1000)\n"
           "  --ml MIB       memory limit (default: the package's; the kit's: 256)\n"
           "  --ol MIB       output limit (default: the package's; the kit's: 16)\n"
           "  -j N           compile N solutions and run N tests at once, each running program\n"
           "                 on a physical core of its own (default: the physical cores;\n"
           "                 -j 1: one test at a time, unpinned)\n"
           "  --cache DIR    compiled binaries (default: ROOT/build/judge-cache)\n"
           "  --json FILE    also write every result to FILE as JSON\n"
           "  --root DIR     the kit's root (default: .)\n"
           "  --roots DIR    the toolchain roots, built by make root (default: ROOT/build/roots)\n"
           "  --tests LIST   only these tests: names or shell patterns, comma-separated (01,02 or "
           "'1*')\n"
           "  --like J       compile and report as judge J does: " +
           likeNames() +
           "\n"
           "                 (default: leetcode for lc51, lc52 and LeetCode packages, local\n"
           "                 for full programs; --print-compile shows each one's commands);\n"
           "                 see docs/languages.md\n"
           "  --stop-at-first  stop each solution at its first failing test, as the online judges\n"
           "                 do (default: every test runs)\n"
           "  --lang L       language of the files given (" +
           languageNames() +
           "); default: by extension\n"
           "  --python P     python3 or pypy3 for Python files (default python3; pypy3 when "
           "PYPY=1)\n"
           "  --time-factor F  multiply the time limit by F (default: C, C++ x1, Java x2, Python "
           "x3)\n"
           "  --print-compile L  print the compile command of language L (compiler and flags) and "
           "exit\n"
           "                 (of the --like profile given: --like leetcode --print-compile cpp)\n"
           "  --languages    print the languages as one JSON array (name, title, extensions) and "
           "exit\n"
           "  --self-test [LANG ...]  run each language's self-test under every profile; a table\n"
           "  --problems     print the kit's problems as one JSON array (id, name, profiles, "
           "tests\n"
           "                 with their inputs, the samples marked) and exit\n"
           "  --sandbox M    auto (default: the box where the machine allows it), require (the "
           "box\n"
           "                 and a cgroup, or an error), require=namespaces (the box, with or "
           "without\n"
           "                 a cgroup), off (rlimits only, for debugging); see docs/sandbox.md\n"
           "  --compile-wall S  compile time limit in seconds (default: the package's, else 60)\n"
           "  --compile-ml MIB  compile memory limit (default: the package's, else 2048)\n"
           "  --compile-ol MIB  limit on the compiler's messages (default 8)\n"
           "  -v             show compile commands and the stderr of every failed test\n"
           "  --help         this text\n"
           "\n"
           "verdicts: AC WA PE TLE MLE OLE RE CE FAIL (FAIL: the testdata is broken)\n"
           "exit status: 0 all as expected, 1 something failed, 2 usage error\n";
}

}  // namespace

std::string usageText() { return introText() + optionsText(); }

}  // namespace judge
