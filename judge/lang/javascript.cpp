// JavaScript: the record (languages.hpp). Node.js 20 from the trixie root under every profile;
// the compile is a syntax check by the harness (a script of Node's own, whatever package.json
// says), and the harness runs the program with lodash at hand (npm's, package-lock.json).
#include "shared.hpp"

namespace judge::lang {

namespace {

Toolchain toolchain(Like) {
    Toolchain t;
    t.compiler = t.runner = node();
    t.flags = {"harness.cjs", "check"};
    t.libraries = "lodash";
    return t;
}

// node harness.cjs check FILE; the file is the run's solution.js.
void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    const std::string harness = nodeHarness(in);
    plan.command[1] = harness;
    plan.command.push_back(job.source);
    plan.copies.push_back({job.source, "solution.js"});
    for (const std::string& f : job.extra) plan.copies.push_back({f, baseName(f)});
    planNode(plan, in, harness, "solution.js");
}

Language record() {
    Language l = nodeRecord();
    l.order = 7;
    l.name = "javascript";
    l.title = "JavaScript";
    l.aliases = {"js", "node"};
    l.extensions = {".js"};
    l.code = "javascript";
    l.toolchain = toolchain;
    l.plan = plan;
    l.selfTest = {
        "const n = Number(require('fs').readFileSync(0, 'utf8').trim());\n"
        "console.log(String(2 * n));\n",
        "function broken( {\n", "const a = undefined;\nconsole.log(a.queen);\n", "TypeError"};
    return l;
}

}  // namespace

const Language& javascript() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(javascript);

}  // namespace

}  // namespace judge::lang
