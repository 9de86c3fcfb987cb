// Rust: the record (languages.hpp). Rust 1.85 from the trixie root under every profile, edition
// 2021 at -O. Its panics are an RE's detail and message.
#include "../text.hpp"
#include "crates.hpp"
#include "libraries.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

// A full program compiled as it is; a LeetCode file included (include!, which keeps its path and
// lines) by a main file in src, after `struct Solution;`, before the harness.
void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    if (job.precompiled == job.source) return planCrates(plan, job, in.out);  // (the crates' build)
    if (!job.precompiled.empty()) {  // LeetCode's crates (crates.hpp)
        const std::vector<std::string> flags = crateFlags(job.root, job.precompiled);
        plan.command.insert(plan.command.end(), flags.begin(), flags.end());
    }
    std::string main = job.source;
    if (!job.harness.empty()) {
        // include! keeps the included file's path and lines, in messages and in panics.
        plan.sources["main.rs"] = "#![allow(dead_code)]\nstruct Solution;\ninclude!(\"" +
                                  job.source + "\");\ninclude!(\"" + in.drivers + "harness.rs" +
                                  "\");\ninclude!(\"" + in.drivers + job.harness + ".rs\");\n";
        main = in.src + "/main.rs";
    }
    plan.command.insert(plan.command.end(), {"-o", in.out + "/program", main});
}

// The kind of a Rust panic, from its message: what comes before its first colon, else the
// message when it is short.
std::string rustKind(const std::string& message) {
    const std::size_t colon = message.find(':');
    if (colon != std::string::npos && colon < 40) return message.substr(0, colon);
    return message.size() <= 40 ? message : "panic";
}

// A Rust panic ("thread 'main' panicked at ...", its message on the next line) or a stack
// overflow.
RuntimeErrorText runtimeError(const std::string&, const std::vector<std::string>& lines) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string line = rtrim(lines[i]);
        if (startsWith(line, "thread '") && line.find("' panicked at ") != std::string::npos &&
            i + 1 < lines.size())
            return {rustKind(rtrim(lines[i + 1])), rtrim(lines[i + 1])};
        if (startsWith(line, "thread '") &&
            line.find("' has overflowed its stack") != std::string::npos)
            return {"stack overflow", line};
    }
    return {};
}

// LeetCode's crates (rand, regex), built once per cache, for a LeetCode file that names one.
std::string crates(const CompileJob& job, const std::string& cacheDir, const std::string& text,
                   CompileOne compile, std::string& log) {
    if (job.like != Like::LeetCode || job.harness.empty() || !namesCrate(job.root, text)) return "";
    return rustCrates(job, cacheDir, compile, log);
}

// LeetCode's Rust has the crates: the root's Debian sources of each, and its cargo.
std::string missingLibrary(Like like, const std::string& kit) {
    return like == Like::LeetCode ? missingCrates(kit) : "";
}

Toolchain toolchain(Like) {
    Toolchain t;
    t.compiler = {"rustc", "rustc", "judging Rust", "/usr/bin/rustc", Root::Trixie};
    t.flags = {"--edition", "2021", "-O"};
    return t;
}

Language record() {
    Language l;
    l.order = 6;
    l.name = "rust";
    l.title = "Rust";
    l.aliases = {"rs"};
    l.extensions = {".rs"};
    l.comment = "//";
    l.code = "rust";
    l.toolchain = toolchain;
    l.plan = plan;
    l.relocatable = true;
    l.remapFlag = "--remap-path-prefix=";
    l.harness = [](const std::string& p) {
        return std::vector<std::string>{"harness.rs", p + ".rs"};
    };
    l.run = runItself;
    l.runtimeError = runtimeError;
    l.seed = crates;
    l.missingLibrary = missingLibrary;
    l.listedLibraries = [](Like like, const std::string& kit) {  // LeetCode's crates
        return like == Like::LeetCode ? crateNames(kit) : std::vector<std::string>{};
    };
    l.selfTest = {
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n"
        "    std::io::stdin().read_to_string(&mut s).unwrap();\n"
        "    let n: i64 = s.trim().parse().unwrap();\n    println!(\"{}\", 2 * n);\n}\n",
        "fn main() { undeclared(); }\n",
        "fn main() {\n    let a = vec![1];\n"
        "    println!(\"{}\", a[std::env::args().count() + 1]);\n}\n",
        "index out of bounds"};
    return l;
}

}  // namespace

const Language& rust() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(rust);

}  // namespace

}  // namespace judge::lang
