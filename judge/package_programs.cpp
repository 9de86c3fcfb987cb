// The programs a package provides: its output and input validators, its grader, what is not run.
#include "package_internal.hpp"

#include "program_files.hpp"

namespace judge {
namespace package_internal {

namespace {

std::vector<PackageProgram> programsIn(const fs::path& dir) {  // program_files.hpp
    std::vector<PackageProgram> programs;
    for (const fs::path& e : programEntries(dir))
        programs.push_back({e.filename(), fs::absolute(e).lexically_normal(), headersBeside(e)});
    return programs;
}

// The folder of the output validators: output_validators/ (legacy) or output_validator/. A legacy
// package with `validation: custom` and only a 2023-07-style output_validator/ (DOMjudge's
// multi-pass examples) gets that folder, as DOMjudge reads it, with a note saying so.
fs::path outputFolder(const fs::path& root, Package& p) {
    if (p.version != "legacy") return root / "output_validator";
    if (!p.customValidation || fs::is_directory(root / "output_validators") ||
        !fs::is_directory(root / "output_validator"))
        return root / "output_validators";
    p.notes.push_back("legacy problem.yaml (validation: custom" +
                      std::string(p.multiPass ? " multi-pass" : "") +
                      ") with a 2023-07-style output_validator/ folder: read as DOMjudge reads "
                      "it, output_validator/ as the one output validator");
    return root / "output_validator";
}

}  // namespace

void readPrograms(const fs::path& root, const std::string& shown, Package& p) {
    const fs::path outputs = outputFolder(root, p);
    const bool single = outputs.filename() == "output_validator";
    if (fs::is_directory(outputs))
        p.outputValidators =
            !single ? programsIn(outputs)
                    : std::vector<PackageProgram>{
                          {"output_validator", fs::absolute(outputs).lexically_normal()}};
    if (p.version != "legacy") p.customValidation = !p.outputValidators.empty();
    if (p.customValidation && p.outputValidators.empty())
        throw Broken(shown +
                     "/problem.yaml: validation: custom, but there is no output validator in " +
                     outputs.filename().string() + "/");
    if (p.interactive && !p.customValidation)
        throw Broken(shown +
                     "/problem.yaml: an interactive problem needs a custom output validator");
    for (const char* dir : {"input_validators", "input_format_validators"})
        for (PackageProgram& v : programsIn(root / dir)) {
            const std::string ext = fs::path(v.path).extension();
            if (ext == ".ctd" || ext == ".viva")
                p.unsupportedValidators.push_back(v.name);
            else
                p.inputValidators.push_back(v);
        }
    if (fs::is_directory(root / "graders")) {
        if (p.version != "legacy")
            throw Broken(shown + "/graders/: a legacy folder, not in the " + p.version + " text");
        p.graders = programsIn(root / "graders");
        if (p.graders.size() > 1)
            throw Broken(shown + "/graders/: expected one grader, found " +
                         std::to_string(p.graders.size()));
    }
    if (fs::is_directory(root / "static_validator"))
        throw Broken(shown + "/static_validator/: not supported by this judge");
    const std::pair<const char*, const char*> unjudged[] = {
        {"answer_validators", "BAPCtools' own folder, not the format's: not run"},
        {"output_visualizer", "not run (it draws images; verdicts do not depend on it)"},
        {"output_visualizers", "not run (it draws images; verdicts do not depend on it)"},
    };
    for (const auto& [dir, why] : unjudged)
        if (fs::is_directory(root / dir)) p.skipped.push_back({std::string(dir) + "/", why});
}

}  // namespace package_internal

}  // namespace judge
