// Compile with a content-addressed cache: <cache>/<key>.bin for binaries, <key>.ce for compile errors.
#include "compile.hpp"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "text.hpp"

namespace judge {

namespace {

const char* const kCompiler = "g++";

std::vector<std::string> commandFor(const CompileJob& job, const std::string& output) {
    std::vector<std::string> cmd = {kCompiler, "-std=c++17", "-O2", "-pthread"};
    if (job.driver.empty()) {
        cmd.push_back(job.source);
    } else {
        cmd.push_back("-DSOLUTION_FILE=\"" + job.source + "\"");
        cmd.push_back(job.driver);
    }
    cmd.insert(cmd.end(), {"-o", output});
    return cmd;
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// Process groups of the compilers running now, for killRunningCompiles; 0 marks a free slot.
std::atomic<int> gCompileGroups[256];

int registerGroup(pid_t pid) {
    for (int slot = 0; slot < 256; ++slot) {
        int expected = 0;
        if (gCompileGroups[slot].compare_exchange_strong(expected, pid)) return slot;
    }
    return -1;  // too many at once to track: that compile cannot be interrupted
}

// Runs a command with stdout and stderr into logPath; returns its wait status, or -1.
int runLogged(const std::vector<std::string>& cmd, const std::string& logPath) {
    int log = ::open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (log < 0) return -1;
    std::vector<std::string> args = cmd;
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        ::dup2(log, 1);
        ::dup2(log, 2);
        ::execvp(argv[0], argv.data());
        const char message[] = "cannot run the compiler\n";
        (void)!::write(2, message, sizeof message - 1);
        ::_exit(127);
    }
    ::close(log);
    if (pid < 0) return -1;
    ::setpgid(pid, pid);
    const int slot = registerGroup(pid);
    int status = -1;
    const bool waited = ::waitpid(pid, &status, 0) == pid;
    if (slot >= 0) gCompileGroups[slot] = 0;
    return waited ? status : -1;
}

// A unique scratch name next to the cache entry, so concurrent compiles never collide.
std::string scratchPath(const std::string& base) {
    static std::atomic<unsigned> counter{0};
    return base + ".tmp" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
}

// First line of `g++ --version`, computed once: part of the cache key.
std::string compilerVersion(const std::string& cacheDir) {
    static std::once_flag once;
    static std::string version;
    std::call_once(once, [&] {
        std::string log = scratchPath(cacheDir + "/version");
        runLogged({kCompiler, "--version"}, log);
        std::vector<std::string> lines = splitLines(readFile(log).value_or(""));
        version = lines.empty() ? "" : lines[0];
        ::unlink(log.c_str());
    });
    return version;
}

// Two 64-bit FNV-1a hashes with different offsets: 32 hex digits.
std::string hashKey(const std::string& text) {
    std::uint64_t a = 1469598103934665603ULL, b = 0x84222325cbf29ce4ULL;
    for (unsigned char c : text) {
        a = (a ^ c) * 1099511628211ULL;
        b = (b ^ c) * 0x100000001b3ULL;
        b ^= b >> 29;
    }
    char buf[40];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(a),
                  static_cast<unsigned long long>(b));
    return buf;
}

std::string cacheKey(const CompileJob& job, const std::string& cacheDir, const std::string& sourceText) {
    std::string material = joined(commandFor(job, "OUT")) + '\0' + compilerVersion(cacheDir) + '\0';
    material += std::to_string(sourceText.size()) + '\0' + sourceText + '\0';
    if (!job.driver.empty()) material += readFile(job.driver).value_or("(unreadable driver)");
    return hashKey(material);
}

CompileResult failed(const std::string& log) {
    CompileResult r;
    r.log = log;
    return r;
}

}  // namespace

void killRunningCompiles() {
    for (std::atomic<int>& group : gCompileGroups)
        if (const int pgid = group.load(); pgid > 0) ::kill(-pgid, SIGKILL);
}

bool makeDirs(const std::string& path) {
    for (std::size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
        std::string prefix = path.substr(0, slash);
        if (!prefix.empty()) ::mkdir(prefix.c_str(), 0755);
        if (slash == std::string::npos) break;
    }
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

CompileResult compileOne(const CompileJob& job, const std::string& cacheDir) {
    std::optional<std::string> source = readFile(job.source);
    if (!source) return failed("cannot read " + job.source);
    if (!makeDirs(cacheDir)) return failed("cannot create the cache directory " + cacheDir);
    const std::string base = cacheDir + "/" + cacheKey(job, cacheDir, *source);

    CompileResult result;
    result.binary = base + ".bin";
    result.command = joined(commandFor(job, result.binary));
    if (fileExists(result.binary) || fileExists(base + ".ce")) {
        result.cached = true;
        result.ok = fileExists(result.binary);
        if (!result.ok) result.log = readFile(base + ".ce").value_or("");
        return result;
    }
    const std::string tmpBinary = scratchPath(base + ".bin"), tmpLog = scratchPath(base + ".log");
    int status = runLogged(commandFor(job, tmpBinary), tmpLog);
    result.log = readFile(tmpLog).value_or("");
    ::unlink(tmpLog.c_str());
    result.ok = status == 0 && ::rename(tmpBinary.c_str(), result.binary.c_str()) == 0;
    if (!result.ok) {
        if (result.log.empty()) result.log = "the compiler failed without a message (status " + std::to_string(status) + ")";
        ::unlink(tmpBinary.c_str());
        // Cache real compile errors only, not a compiler that could not run or was killed.
        const std::string tmpError = scratchPath(base + ".ce");
        if (WIFEXITED(status) && WEXITSTATUS(status) != 127 && writeFile(tmpError, result.log))
            ::rename(tmpError.c_str(), (base + ".ce").c_str());
        ::unlink(tmpError.c_str());
    }
    return result;
}

std::vector<CompileResult> compileAll(const std::vector<CompileJob>& jobs, const std::string& cacheDir, int parallel) {
    std::vector<CompileResult> results(jobs.size());
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i = next++; i < jobs.size(); i = next++) results[i] = compileOne(jobs[i], cacheDir);
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < parallel && static_cast<std::size_t>(t) < jobs.size(); ++t) threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();
    return results;
}

}  // namespace judge
