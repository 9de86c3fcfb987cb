// data/'s invalid cases: invalid_input, invalid_output and valid_output, for --validate.
#include "package_internal.hpp"

namespace judge {
namespace package_internal {

// data/invalid_input, invalid_output and valid_output, for --validate (they do not score).
void readInvalidCases(const fs::path& root, const std::string& shown,
                      const std::vector<std::string>& validatorFlags,
                      const GroupSettings& everywhere, Package& p) {
    std::vector<GroupScoring> unscored;
    const std::pair<const char*, std::vector<PackageTest>*> checks[] = {
        {"invalid_input", &p.invalidInputs},
        {"invalid_output", &p.invalidOutputs},
        {"valid_output", &p.validOutputs}};
    for (const auto& [top, list] : checks) {
        DataWalk cases{p, shown, validatorFlags, *list, unscored};
        if (fs::is_directory(root / "data" / top))
            cases.group(root / "data" / top, top, everywhere);
    }
}

}  // namespace package_internal

}  // namespace judge
