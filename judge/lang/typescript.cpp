// TypeScript: the record (languages.hpp). tsc from the kit's npm lockfile (package-lock.json),
// with LeetCode's options, run by Node.js 20 from the trixie root; the harness runs its output as
// it runs JavaScript.
#include <filesystem>

#include "shared.hpp"

namespace judge::lang {

namespace {

// LeetCode's options; tsc is the kit's (package-lock.json), with Node's types for acm;
// --skipLibCheck: the pinned .d.ts files are not checked again at each compile (a third of the
// CPU time), which changes nothing tsc says of the user's file.
Toolchain toolchain(Like) {
    Toolchain t;
    t.compiler = t.runner = node();
    t.flags = {"node_modules/typescript/bin/tsc",
               "--alwaysStrict",
               "--strictBindCallApply",
               "--strictFunctionTypes",
               "--target",
               "ES2022",
               "--module",
               "commonjs",
               "--types",
               "node",
               "--pretty",
               "false",
               "--skipLibCheck"};
    t.libraries = "lodash";
    return t;
}

// tsc into out; the run loads the file's .js there.
void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    const std::string modules = job.root + "/node_modules";
    plan.command[1] = job.root + "/" + plan.command[1];  // the kit's tsc
    plan.command.insert(plan.command.end(), {"--sourceMap", "--typeRoots", modules + "/@types",
                                             "--outDir", in.out, job.source});
    plan.command.insert(plan.command.end(), job.extra.begin(), job.extra.end());
    if (!job.harness.empty()) {  // LeetCode's globals, declared (harness.cjs makes them)
        plan.command.push_back(job.root + "/judge/drivers/leetcode-globals.d.ts");
        plan.shown.push_back(plan.command.back());
    }
    const std::string loaded = std::filesystem::path(baseName(job.source)).replace_extension(".js");
    // tsc names files relative to its folder (out): the user's file by its own path again.
    plan.renamed.push_back(
        {std::filesystem::path(job.source).lexically_relative(in.out).string() + "(",
         job.source + "("});
    planNode(plan, in, nodeHarness(in), loaded);
}

Language record() {
    Language l = nodeRecord();
    l.order = 8;
    l.name = "typescript";
    l.title = "TypeScript";
    l.aliases = {"ts"};
    l.extensions = {".ts"};
    l.code = "typescript";
    l.toolchain = toolchain;
    l.plan = plan;
    l.selfTest = {
        "import * as fs from 'fs';\n"
        "const n: number = Number(fs.readFileSync(0, 'utf8').trim());\n"
        "console.log(String(2 * n));\n",
        "const n: number = 'not a number';\nconsole.log(n);\n",
        "const a: { queen: number }[] = [];\nconsole.log(a[1].queen);\n", "TypeError"};
    return l;
}

}  // namespace

const Language& typescript() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(typescript);

}  // namespace

}  // namespace judge::lang
