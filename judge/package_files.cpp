// The entries of a package folder, each checked before the judge reads any (package_files.hpp).
#include "package_files.hpp"

#include <filesystem>
#include <system_error>

#include "common/file.hpp"

namespace judge {

namespace fs = std::filesystem;

std::vector<std::string> packageRoots(const std::string& root) {
    std::vector<std::string> roots = {root};
    const fs::path problems = fs::path(root).parent_path(), kit = problems.parent_path();
    std::error_code ec;
    const bool inKit = problems.filename() == "problems" &&
                       fs::is_directory(kit / "judge" / "drivers", ec) &&
                       fs::is_regular_file(kit / "tools" / "packages.sh", ec);
    if (inKit) roots.push_back(kit.string());
    return roots;
}

std::string packageFilesError(const std::string& root, const std::string& shown,
                              const std::vector<std::string>& roots) {
    std::error_code ec;
    std::size_t entries = 0;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string under = it->path().lexically_relative(root).string();
        if (++entries > kMaxPackageEntries)
            return shown + ": more than " + std::to_string(kMaxPackageEntries) + " files";
        if (!it->is_symlink(ec) && (it->is_regular_file(ec) || it->is_directory(ec))) continue;
        const std::string why = kit::untrustedKind(it->path().string(), roots);
        if (!why.empty() && why.rfind("cannot be read", 0) != 0)
            return shown + "/" + under + ": " + why;
    }
    if (ec) return shown + ": cannot be listed: " + ec.message();
    return "";
}

}  // namespace judge
