// Parsing of the judge's command line: "--opt VALUE", "--opt=VALUE", "-jN", "-j N".
#include "options.hpp"

#include <cstdlib>
#include <functional>

#include "cache_folder.hpp"
#include "defaults.hpp"

#include "languages.hpp"
#include "profiles.hpp"
#include "text.hpp"

namespace judge {

namespace {

// The largest memory limit (--ml, --compile-ml) and output limit (--ol, --compile-ol) in MiB.
constexpr int kMostMiB = 1 << 20, kMostOutputMiB = 1 << 16;

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

    // --lang and --print-compile: a language the judge has.
    void language(const std::string& value, std::string& out) {
        if (!findLanguage(value))
            error = "unknown language " + quote(value) + " (use " + languageNames() + ")";
        out = value;
    }

    void timeFactor(const std::string& value) {
        const std::optional<double> factor = parseReal(value);
        if (!factor || !(*factor >= 0.1 && *factor <= 100))
            error = "--time-factor needs a number from 0.1 to 100, not " + quote(value);
        else
            o.timeFactor = *factor;
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

using Apply = std::function<void(Parser&, const std::string& value)>;

// One option: its names ("-j|--jobs"), its value's name ("" for a flag), its help (lines after
// the first indented by the table), and what it does. The parser, --help and the check that a
// name takes a value all read this one table.
struct OptionRow {
    std::string names, value, help;
    Apply apply;
};

// The options that say what to do instead of judging, and the files and problems to judge.
std::vector<OptionRow> whatRows() {
    return {
        {"--package", "DIR",
         "a problem package (legacy, 2023-07 or 2025-09 layout); see docs/packages.md",
         [](Parser& p, const std::string& v) { p.o.package = v; }},
        {"--validate", "",
         "run the package's input validators on its data, and its output\n"
         "validator on its answer files, instead of judging",
         [](Parser& p, const std::string&) { p.o.validate = true; }},
        {"--problem", "P",
         "the kit's problem of the files given (judge --problems); default: from the path",
         [](Parser& p, const std::string& v) { p.o.problem = v; }},
        {"--lang", "L",
         "language of the files given (" + languageNames() + "); default: by extension",
         [](Parser& p, const std::string& v) { p.language(v, p.o.language); }},
        {"--python", "P", "python3 or pypy3 for Python files (default python3; pypy3 when PYPY=1)",
         [](Parser& p, const std::string& v) {
             if (v != "python3" && v != "pypy3")
                 p.error = "--python takes python3 or pypy3, not " + quote(v);
             p.o.python = v;
         }},
        {"--like", "J",
         "compile and report as judge J does: " + likeNames() +
             "\n"
             "(default: leetcode for LeetCode problems and packages, local for full\n"
             "programs; --print-compile shows each one's commands); docs/languages.md",
         [](Parser& p, const std::string& v) {
             if (!parseLike(v)) p.error = "--like takes " + likeNames() + ", not " + quote(v);
             p.o.like = v;
         }},
        {"--tests", "LIST",
         "only these tests: names or shell patterns, comma-separated (01,02 or '1*')",
         [](Parser& p, const std::string& v) { p.addFilters(v); }},
        {"--stop-at-first", "",
         "stop each solution at its first failing test, as the online judges\n"
         "do (default: every test runs)",
         [](Parser& p, const std::string&) { p.o.stopAtFirst = true; }},
    };
}

// The limits of a test and of a compile.
std::vector<OptionRow> limitRows() {
    const std::string cpu = std::to_string(kDefaultCpuMs);
    const std::string wall = "3 x CPU limit + " + std::to_string(wallMsFor(0));
    const std::string seconds = std::to_string(kPackageSeconds), mib = std::to_string(kPackageMiB);
    return {
        {"--tl", "MS", "CPU time limit per test (default: the package's; the kit's: " + cpu + ")",
         [](Parser& p, const std::string& v) { p.number("--tl", v, 1, 600000, p.o.cpuMs); }},
        {"--wall", "MS", "wall-clock limit per test (default: " + wall + ")",
         [](Parser& p, const std::string& v) { p.number("--wall", v, 1, 3600000, p.o.wallMs); }},
        {"--ml", "MIB", "memory limit (default: the package's)",
         [](Parser& p, const std::string& v) { p.number("--ml", v, 1, kMostMiB, p.o.memoryMiB); }},
        {"--ol", "MIB", "output limit (default: the package's)",
         [](Parser& p, const std::string& v) {
             p.number("--ol", v, 1, kMostOutputMiB, p.o.outputMiB);
         }},
        {"--time-factor", "F",
         "multiply the time limit by F (default: the language's own;\n"
         "docs/languages.md gives each)",
         [](Parser& p, const std::string& v) { p.timeFactor(v); }},
        {"--compile-wall", "S",
         "compile time limit in seconds (default: the package's, else " + seconds + ")",
         [](Parser& p, const std::string& v) {
             p.number("--compile-wall", v, 1, 3600, p.o.compileWallS);
         }},
        {"--compile-ml", "MIB", "compile memory limit (default: the package's, else " + mib + ")",
         [](Parser& p, const std::string& v) {
             p.number("--compile-ml", v, 1, kMostMiB, p.o.compileMiB);
         }},
        {"--compile-ol", "MIB",
         "limit on the compiler's messages (default " + std::to_string(kCompileOutputMiB) + ")",
         [](Parser& p, const std::string& v) {
             p.number("--compile-ol", v, 1, kMostOutputMiB, p.o.compileOutMiB);
         }},
    };
}

// Where things are, how the judge runs, and the options that print and exit.
std::vector<OptionRow> runRows() {
    return {
        {"-j|--jobs", "N",
         "compile N solutions and run N tests at once, each running program\n"
         "on a physical core of its own (default: the physical cores;\n"
         "-j 1: one test at a time, unpinned)",
         [](Parser& p, const std::string& v) { p.number("-j", v, 1, 1024, p.o.jobs); }},
        {"--cache", "DIR",
         std::string("compiled binaries (default: ") + kMachineCacheFolder +
             " as root, else ROOT/build/judge-cache)",
         [](Parser& p, const std::string& v) { p.o.cacheDir = v; }},
        {"--json", "FILE", "also write every result to FILE as JSON (- for stdout)",
         [](Parser& p, const std::string& v) { p.o.jsonPath = v; }},
        {"--root", "DIR", "the kit's folder (default: the kit this judge was built in, else .)",
         [](Parser& p, const std::string& v) { p.o.root = v; }},
        {"--roots", "DIR", "the toolchain roots, built by make root (default: ROOT/build/roots)",
         [](Parser& p, const std::string& v) { p.o.rootsDir = v; }},
        {"--sandbox", "M",
         "auto (default: the box where the machine allows it), require (the box\n"
         "and a cgroup, or an error), require=namespaces (the box, with or\n"
         "without a cgroup), off (rlimits only, for debugging); docs/sandbox.md",
         [](Parser& p, const std::string& v) { p.sandbox(v); }},
        {"--print-compile", "L",
         "print the compile command of language L (compiler and flags) and\n"
         "exit (of the --like profile given: --like leetcode --print-compile cpp)",
         [](Parser& p, const std::string& v) { p.language(v, p.o.printCompile); }},
        {"--languages", "", "print the languages as one JSON array (name, title, extensions), exit",
         [](Parser& p, const std::string&) { p.o.languages = true; }},
        {"--self-test", "",
         "compile and run each language's self-test programs (or those of the\n"
         "LANGs named after it) under every profile, in the box, and print a\n"
         "table: tool, version, libraries and result a row; exit 1 when one\n"
         "failed",
         [](Parser& p, const std::string&) { p.o.selfTest = true; }},
        {"--problems", "",
         "print the kit's problems as one JSON array (id, name, profiles,\n"
         "examples, tests with their inputs) and exit",
         [](Parser& p, const std::string&) { p.o.problems = true; }},
        {"-v|--verbose", "", "show compile commands and the stderr of every failed test",
         [](Parser& p, const std::string&) { p.o.verbose = true; }},
        {"-h|--help", "", "this text", [](Parser& p, const std::string&) { p.o.help = true; }},
    };
}

const std::vector<OptionRow>& optionRows() {
    static const std::vector<OptionRow> rows = [] {
        std::vector<OptionRow> all = whatRows();
        for (auto part : {limitRows(), runRows()}) all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return rows;
}

// The row one of whose names is `name`, or nullptr.
const OptionRow* rowNamed(const std::string& name) {
    for (const OptionRow& row : optionRows()) {
        std::size_t start = 0;
        for (std::size_t bar;; start = bar + 1) {
            bar = row.names.find('|', start);
            if (row.names.compare(start, bar - start, name) == 0 &&
                (bar == std::string::npos ? row.names.size() - start : bar - start) == name.size())
                return &row;
            if (bar == std::string::npos) break;
        }
    }
    return nullptr;
}

}  // namespace

ParsedOptions parseOptions(int argc, const char* const argv[]) {
    ParsedOptions parsed;
    Parser p{parsed.options, ""};
    for (int i = 1; i < argc && p.error.empty(); ++i) {
        const std::string arg = argv[i];
        const std::size_t eq = arg.find('=');
        const bool joined = arg.rfind("--", 0) == 0 && eq != std::string::npos;
        const std::string name = arg.rfind("-j", 0) == 0 && arg.size() > 2 ? "-j"
                                 : joined                                  ? arg.substr(0, eq)
                                                                           : arg;
        const OptionRow* row = rowNamed(name);
        if (!row) {
            if (arg.size() > 1 && arg[0] == '-')
                p.error = "unknown option " + quote(arg) + " (see --help)";
            else
                parsed.options.files.push_back(arg);
        } else if (row->value.empty()) {
            if (name != arg)
                p.error = name + " takes no value (see --help)";
            else
                row->apply(p, "");
        } else if (name != arg) {
            row->apply(p, name == "-j" && !joined ? arg.substr(2) : arg.substr(eq + 1));
        } else if (i + 1 < argc) {
            row->apply(p, argv[++i]);
        } else {
            p.error = arg + " needs a value (see --help)";
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
           "Compiles solutions (in the languages of --languages, by extension) and runs them on\n"
           "the tests of their problem under limits, checking each output with the problem's\n"
           "output validator.\n"
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

// The options, from the table: each name with its value, then its help, lines after the first
// indented under the first.
std::string optionsText() {
    std::string text = "options:\n";
    for (const OptionRow& row : optionRows()) {
        std::string head = "  " + row.names + (row.value.empty() ? "" : " " + row.value);
        head += head.size() < 17 ? std::string(17 - head.size(), ' ') : "  ";
        std::string help = row.help;
        for (std::size_t nl = 0; (nl = help.find('\n', nl)) != std::string::npos; nl += 18)
            help.replace(nl, 1, "\n" + std::string(17, ' '));
        text += head + help + "\n";
    }
    return text +
           "\n"
           "verdicts: AC WA PE TLE MLE OLE RE CE FAIL (FAIL: the testdata is broken)\n"
           "exit status: 0 all as expected, 1 something failed, 2 usage error\n";
}

}  // namespace

std::string usageText() { return introText() + optionsText(); }

}  // namespace judge
