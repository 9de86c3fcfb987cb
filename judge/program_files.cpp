// A package's programs: a file or a folder, its headers no program (program_files.hpp).
#include "program_files.hpp"

#include <algorithm>
#include <system_error>

namespace judge {

namespace fs = std::filesystem;

namespace {

// The entries of `dir`, sorted, dotfiles left out.
std::vector<fs::path> visibleEntries(const fs::path& dir) {
    std::vector<fs::path> entries;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename();
        if (!name.empty() && name[0] != '.') entries.push_back(e.path());
    }
    std::sort(entries.begin(), entries.end());
    return entries;
}

}  // namespace

bool isHeader(const std::string& path) {
    const std::string ext = fs::path(path).extension();
    return ext == ".h" || ext == ".hpp" || ext == ".hh" || ext == ".hxx";
}

std::vector<fs::path> programEntries(const fs::path& dir) {
    std::vector<fs::path> entries;
    for (const fs::path& e : visibleEntries(dir))
        if (fs::is_directory(e) || !isHeader(e)) entries.push_back(e);
    return entries;
}

std::vector<std::string> headersBeside(const fs::path& entry) {
    std::vector<std::string> headers;
    if (fs::is_directory(entry)) return headers;
    for (const fs::path& e : visibleEntries(entry.parent_path()))
        if (!fs::is_directory(e) && isHeader(e))
            headers.push_back(fs::absolute(e).lexically_normal());
    return headers;
}

}  // namespace judge
