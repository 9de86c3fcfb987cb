// Rust's crates under leetcode, built once per cache (crates.hpp).
#include "crates.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "../text.hpp"
#include "shared.hpp"

namespace judge {

namespace {

std::string cratesFolder(const std::string& kit) { return kit + "/judge/crates/"; }

// deps/libNAME-HASH.rlib for a crate NAME (a - in it is _ in the file's name); empty when none.
std::string rlibOf(const std::string& deps, std::string name) {
    std::replace(name.begin(), name.end(), '-', '_');
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(deps, ec)) {
        const std::string file = entry.path().filename();
        if (file.rfind("lib" + name + "-", 0) == 0 && file.size() > 5 &&
            file.compare(file.size() - 5, 5, ".rlib") == 0)
            return entry.path();
    }
    return "";
}

bool wordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether text[at] follows `word` and a space.
bool after(const std::string& text, std::size_t at, const std::string& word) {
    return at > word.size() && text.compare(at - word.size() - 1, word.size() + 1, word + " ") == 0;
}

}  // namespace

std::vector<std::string> crateNames(const std::string& kit) {
    std::vector<std::string> names;
    bool inside = false;
    for (const std::string& line :
         splitLines(readFile(cratesFolder(kit) + "Cargo.toml").value_or(""))) {
        if (line.rfind("[", 0) == 0) inside = line == "[dependencies]";
        const std::size_t equals = line.find(" =");
        if (inside && equals != std::string::npos && line[0] != '#')
            names.push_back(line.substr(0, equals));
    }
    return names;
}

bool namesCrate(const std::string& kit, const std::string& text) {
    for (std::string name : crateNames(kit)) {
        std::replace(name.begin(), name.end(), '-', '_');
        for (std::size_t at = text.find(name); at != std::string::npos;
             at = text.find(name, at + 1)) {
            const std::size_t end = at + name.size();
            if ((at > 0 && wordChar(text[at - 1])) || (end < text.size() && wordChar(text[end])))
                continue;
            if (text.compare(end, 2, "::") == 0 || after(text, at, "use") ||
                after(text, at, "crate"))
                return true;
        }
    }
    return false;
}

std::string rustCrates(const CompileJob& job, const std::string& cacheDir, CompileOne compile,
                       std::string& log) {
    CompileJob crates = lang::seedBuild(job, cratesFolder(job.root) + "lib.rs", 600000, 4LL << 30);
    crates.extra = {cratesFolder(job.root) + "Cargo.toml", cratesFolder(job.root) + "Cargo.lock"};
    const CompileResult built = compile(crates, cacheDir);
    if (!built.ok) {
        log = "LeetCode's Rust crates (judge/crates/) could not be built:\n" + built.log;
        return "";
    }
    return built.artifact + "/target/release/deps";
}

void planCrates(Plan& plan, const CompileJob& job, const std::string& out) {
    const std::string target = out + "/target";
    plan.command = {"/usr/bin/cargo",  "build",
                    "--release",       "--offline",
                    "--locked",        "--quiet",
                    "--manifest-path", cratesFolder(job.root) + "Cargo.toml",
                    "--target-dir",    target,
                    "--config",        "source.crates-io.replace-with=\"debian\"",
                    "--config",        "source.debian.directory=\"/usr/share/cargo/registry\""};
    plan.env = {"CARGO_HOME=" + out + "/.cargo-home"};
    // What a compile that uses the crates needs is the rlibs in target/release/deps.
    plan.dropped = {".cargo-home", "target/release/build", "target/release/.fingerprint",
                    "target/release/incremental", "target/release/examples"};
}

std::vector<std::string> crateFlags(const std::string& kit, const std::string& deps) {
    std::vector<std::string> flags = {"-L", "dependency=" + deps};
    for (const std::string& name : crateNames(kit))
        if (const std::string rlib = rlibOf(deps, name); !rlib.empty())
            flags.insert(flags.end(), {"--extern", name + "=" + rlib});
    return flags;
}

}  // namespace judge
