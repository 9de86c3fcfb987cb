// The kit's problem folders, and building the validators of a package.
#include "problems.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "compile.hpp"
#include "defaults.hpp"
#include "grader.hpp"
#include "languages.hpp"
#include "program_files.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

// The limits validators run under: the package's validation limits (a shell script's, and a
// program's whose runtime starts under RLIMIT_AS, with that backstop).
Limits validationLimits(const Package& p, bool boundedAddressSpace = true) {
    Limits l;
    l.cpuMs = l.wallMs = p.validationSeconds * 1000;
    l.memoryBytes = bytesOfMiB(p.validationMiB);
    l.outputBytes = bytesOfMiB(p.validationOutputMiB);
    l.addressSpace = boundedAddressSpace;
    return l;
}

// The source files of a program (a file, or the files of a folder), and its language: C, C++ or
// Python 3, as the format allows for validators.
struct Sources {
    std::vector<std::string> files;  // the main file first
    const Language* language = nullptr;
    std::string error;
};

Sources sourcesOf(const PackageProgram& program) {
    Sources s;
    std::vector<std::string> files;
    if (fs::is_directory(program.path)) {
        for (const auto& e : fs::directory_iterator(program.path))
            if (e.is_regular_file() && languageOfPath(e.path())) files.push_back(e.path());
        std::sort(files.begin(), files.end());
    } else if (const Language* l = languageOfPath(program.path); l && l->validator) {
        files.push_back(program.path);
    } else {
        const std::string ext = fs::path(program.path).extension();
        s.error = (l ? "is in " + l->title +
                           ", a language the judge runs submissions in but not "
                           "validators"
                     : "is in a language the judge does not know" +
                           (ext.empty() ? std::string() : " (" + ext + ")")) +
                  ": validators are C, C++, Python 3, shell scripts (.sh) or folders with build "
                  "and run scripts";
        return s;
    }
    for (const std::string& f : files) {
        const Language* l = languageOfPath(f);
        if (!l->validator) continue;
        if (s.language && !joins(*l, *s.language) && !joins(*s.language, *l)) {
            s.error = "mixes " + s.language->title + " and " + l->title + " files";
            return s;
        }
        if (!s.language || joins(*s.language, *l)) s.language = l;  // C and C++: a C++ program
        s.files.push_back(f);
    }
    if (s.files.empty()) {
        s.error = "holds no C, C++ or Python 3 source (nor build and run scripts)";
        return s;
    }
    const std::vector<std::string>& mains = s.language->mainFiles;
    if (!mains.empty()) {  // the entry point: __main__.py, main.py, or the one file
        auto main = std::find_if(s.files.begin(), s.files.end(), [&](const std::string& f) {
            return std::find(mains.begin(), mains.end(), fs::path(f).filename()) != mains.end();
        });
        if (main == s.files.end() && s.files.size() > 1)
            s.error = "has several " + s.language->title + " files and no " + mains.back();
        else if (main != s.files.end())
            std::iter_swap(s.files.begin(), main);
    }
    return s;
}

// A copy of a program (a file or a folder) in a folder of its own under workDir, writable by the
// box's user (a package may be read-only, and a build writes beside its sources); empty, with
// `error`, when it cannot be made.
fs::path copyProgram(const PackageProgram& program, const Package& p, const ValidatorBuild& b,
                     std::string& error, const std::string& prefix = "program-") {
    const fs::path copy = fs::path(b.workDir) / (prefix + p.id + "-" + program.name);
    std::error_code ec;
    fs::remove_all(copy, ec);
    if (fs::is_directory(program.path)) {
        fs::copy(program.path, copy, fs::copy_options::recursive, ec);
    } else if (fs::create_directory(copy, ec)) {
        fs::copy_file(program.path, copy / program.name, ec);
        for (const std::string& h : program.headers)
            fs::copy_file(h, copy / fs::path(h).filename(), ec);
    }
    if (ec) {
        error = "cannot copy " + program.path + ": " + ec.message();
        return {};
    }
    fs::permissions(copy, fs::perms::owner_all, fs::perm_options::add, ec);
    for (const auto& e : fs::recursive_directory_iterator(copy, ec)) {
        fs::permissions(e.path(), e.is_directory() ? fs::perms::owner_all : fs::perms::owner_write,
                        fs::perm_options::add, ec);
        (void)giveToBoxUser(e.path().string());
    }
    (void)giveToBoxUser(copy.string());
    if (!p.constants.empty())  // the format replaces {{name}} in validators
        for (const auto& e : fs::recursive_directory_iterator(copy, ec))
            if (e.is_regular_file())
                if (std::optional<std::string> text = readFile(e.path()))
                    writeFile(e.path(), withConstants(p, *text, true));
    return copy;
}

// A shell script: run with /bin/sh from a copy of its own.
std::optional<ValidatorProgram> shellScript(const PackageProgram& program, const Package& p,
                                            const ValidatorBuild& b, std::string& error) {
    const fs::path copy = copyProgram(program, p, b, error);
    if (copy.empty()) return std::nullopt;
    return ValidatorProgram{program.name,
                            {"/bin/sh", (copy / program.name).string()},
                            copy,
                            validationLimits(p),
                            b.isolation};
}

// A folder with build and/or run scripts: a copy of it in workDir, built there in a box.
std::optional<ValidatorProgram> scripted(const PackageProgram& program, const Package& p,
                                         const ValidatorBuild& b, std::string& error) {
    const fs::path copy = copyProgram(program, p, b, error);
    if (copy.empty()) return std::nullopt;
    if (fs::exists(copy / "build")) {
        RunRequest r;
        r.argv = {"/bin/sh", (copy / "build").string()};
        r.inputPath = "/dev/null";
        r.outputPath = r.errorPath = b.workDir + "/build.log";
        r.cwd = copy;
        r.isolation = b.isolation;
        r.paths = {{copy, true}};
        const CompileLimits c = compileLimits(p.compilationSeconds, p.compilationMiB);
        r.limits.cpuMs = r.limits.wallMs = c.wallMs;
        r.limits.memoryBytes = r.limits.fileBytes = c.memoryBytes;
        r.limits.processes = kCompileProcesses;
        const RunResult run = runProgram(r);
        if (!run.started || !run.exited || run.exitCode != 0) {
            error =
                "its build script failed: " + cut(rtrim(readFile(r.outputPath).value_or("")), 300);
            return std::nullopt;
        }
    }
    if (!fs::exists(copy / "run")) {
        error = "has a build script but no run script";
        return std::nullopt;
    }
    return ValidatorProgram{
        program.name, {"/bin/sh", (copy / "run").string()}, copy, validationLimits(p), b.isolation};
}

// One validator program, compiled (or built) and ready to run; nothing, with `error`, when not.
std::optional<ValidatorProgram> build(const PackageProgram& given, const Package& p,
                                      const ValidatorBuild& b, std::string& error) {
    PackageProgram program = given;
    if (!p.constants.empty()) {  // compiled from a copy with the constants in place
        const fs::path copy = copyProgram(given, p, b, error, "constants-");
        if (copy.empty()) return std::nullopt;
        program.path = fs::is_directory(given.path) ? copy : copy / given.name;
        program.headers = headersBeside(program.path);  // the copies of its headers
    }
    if (fs::is_directory(program.path) && (fs::exists(fs::path(program.path) / "build") ||
                                           fs::exists(fs::path(program.path) / "run")))
        return scripted(program, p, b, error);
    if (fs::path(program.path).extension() == ".sh" && !fs::is_directory(program.path))
        return shellScript(program, p, b, error);
    Sources s = sourcesOf(program);
    if (!s.error.empty()) {
        error = s.error;
        return std::nullopt;
    }
    CompileJob job = compileJob(s.files[0], *s.language, "", b.root);
    job.extra.assign(s.files.begin() + 1, s.files.end());
    // Its headers and other files (validate.h, testlib.h) join the compile as its sources do.
    if (fs::is_directory(program.path)) job.programDir = program.path;
    job.companions = program.headers;  // a file's headers loose beside it (testlib.h)
    job.isolation = b.isolation;
    job.limits = compileLimits(p.compilationSeconds, p.compilationMiB);
    const CompileResult c = compileOne(job, b.cacheDir);
    if (!c.ok) {
        error = "does not compile: " + cut(rtrim(c.log), 400);
        return std::nullopt;
    }
    const Limits limits = validationLimits(p, s.language->boundedAddressSpace);
    RunCommand run = runCommandFor(*s.language, c.artifact, c.tool, limits);
    return ValidatorProgram{program.name, run.argv, c.artifact, run.limits, b.isolation};
}

}  // namespace

std::vector<std::string> kitProblemIds(const std::string& root) {
    std::vector<std::string> ids;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(root + "/problems", ec))
        if (fs::exists(e.path() / "problem.yaml")) ids.push_back(e.path().filename());
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::string joinIds(const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) out += (out.empty() ? "" : "|") + id;
    return out;
}

namespace {

void addPrograms(Problem& p, const ValidatorBuild& b, const std::vector<PackageProgram>& programs,
                 const char* kind, std::vector<ValidatorProgram>& into) {
    for (const PackageProgram& program : programs) {
        std::string error;
        if (std::optional<ValidatorProgram> v = build(program, p.package, b, error))
            into.push_back(*v);
        else if (p.validatorError.empty())
            p.validatorError = std::string("the ") + kind + " " + program.name + " " + error;
    }
}

}  // namespace

void prepareValidators(Problem& p, const ValidatorBuild& b) {
    if (p.prepared) return;
    p.prepared = true;
    p.check.workDir = b.workDir;
    addPrograms(p, b, p.package.outputValidators, "output validator", p.check.programs);
    addPrograms(p, b, p.package.graders, "grader", p.graders);
    if (!p.graders.empty()) p.grader = customGrader(p.graders.front(), b.workDir);
}

void prepareInputValidators(Problem& p, const ValidatorBuild& b) {
    addPrograms(p, b, p.package.inputValidators, "input validator", p.inputValidators);
}

bool copyWithConstants(const Package& p, const std::string& from, const std::string& to) {
    std::error_code ec;
    fs::remove_all(to, ec);
    fs::create_directories(fs::path(to).parent_path(), ec);
    fs::copy(from, to, fs::copy_options::recursive, ec);
    if (ec) return false;
    std::vector<fs::path> files = {to};
    if (fs::is_directory(to))
        for (const auto& e : fs::recursive_directory_iterator(to, ec)) files.push_back(e.path());
    for (const fs::path& f : files) {
        fs::permissions(f, fs::is_directory(f) ? fs::perms::owner_all : fs::perms::owner_write,
                        fs::perm_options::add, ec);
        if (!fs::is_regular_file(f)) continue;
        std::optional<std::string> text = readFile(f);
        if (!text || !writeFile(f, withConstants(p, *text, false))) return false;
    }
    return !ec;
}

bool prepareIncludedFiles(Problem& p, const std::string& workDir, std::string& error) {
    if (p.package.constants.empty() || p.package.includeRoot.empty()) return true;
    const std::string copy = workDir + "/constants-include-" + p.id();
    if (!copyWithConstants(p.package, p.package.includeRoot, copy)) {
        error = "cannot copy " + p.package.includeRoot + " to " + copy;
        return false;
    }
    p.package.includeRoot = copy;
    return true;
}

}  // namespace judge
