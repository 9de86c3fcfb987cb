// Haskell: the record (languages.hpp). GHC 9.6 from the trixie root under every profile, for the
// Haskell submissions that problem packages ship (LeetCode has no Haskell: a LeetCode file is
// refused). `ghc -O2`, its interface and object files in the output folder, dropped after the
// compile. GHC's runtime reserves its heap's address space at start (a terabyte), so neither the
// compiler nor the program runs under RLIMIT_AS; resident memory is held to the limit as for any
// run. A run that ends with "program: divide by zero" is an RE with that message as its detail.
#include "../text.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

Toolchain toolchain(Like) {
    Toolchain t;
    t.compiler = {"ghc", "ghc", "judging Haskell", "/usr/bin/ghc", Root::Trixie};
    t.flags = {"-O2"};
    t.libraries = "base, containers, array";
    return t;
}

void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    if (!job.harness.empty()) {
        plan.refused = "LeetCode has no Haskell: a Haskell file must be a full program";
        return;
    }
    // GHC's package database is the root's /var/lib/ghc/package.conf.d, which the box does not
    // show as the system (only /usr, /bin, /lib and /etc): shown at its own path, and named.
    const std::string db = job.system + "/var/lib/ghc/package.conf.d";
    plan.shown.push_back(db);
    plan.command.insert(plan.command.end(),
                        {"-no-global-package-db", "-package-db", db, "-outputdir", in.out + "/.ghc",
                         "-o", in.out + "/program", job.source});
    plan.command.insert(plan.command.end(), job.extra.begin(), job.extra.end());
    plan.command.insert(plan.command.end(), in.included.begin(), in.included.end());
    plan.dropped = {".ghc"};
}

// The runtime's report: "program: divide by zero", "program: Prelude.head: empty list", the
// message of `error` (its call stack after it).
RuntimeErrorText runtimeError(const std::string&, const std::vector<std::string>& lines) {
    for (const std::string& raw : lines) {
        const std::string line = rtrim(raw);
        if (!startsWith(line, "program: ")) continue;
        const std::string message = line.substr(9);
        return {message.size() <= 40 ? message : "error", line};
    }
    return {};
}

Language record() {
    Language l;
    l.order = 10;
    l.name = "haskell";
    l.title = "Haskell";
    l.aliases = {"hs"};
    l.extensions = {".hs"};
    l.comment = "--";
    l.code = "haskell";
    l.boundedAddressSpace = false;
    l.toolchain = toolchain;
    l.plan = plan;
    l.harness = [](const std::string&) { return std::vector<std::string>{}; };
    l.run = runItself;
    l.runtimeError = runtimeError;
    l.selfTest = {"main :: IO ()\nmain = do\n  n <- readLn :: IO Integer\n  print (2 * n)\n",
                  "main :: IO ()\nmain = undeclared\n",
                  "main :: IO ()\nmain = do\n  n <- return (0 :: Int)\n  print (1 `div` n)\n",
                  "divide by zero"};
    return l;
}

}  // namespace

const Language& haskell() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(haskell);

}  // namespace

}  // namespace judge::lang
