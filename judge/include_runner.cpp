// include/<language>/: its files and its entry point (include_runner.hpp).
#include "include_runner.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace judge {

namespace {

bool endsWithAny(const std::string& name, const std::vector<std::string>& endings) {
    return std::any_of(endings.begin(), endings.end(), [&](const std::string& end) {
        return name.size() > end.size() &&
               name.compare(name.size() - end.size(), end.size(), end) == 0;
    });
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

}  // namespace

std::vector<std::string> includeFiles(const std::string& include,
                                      const std::vector<std::string>& endings) {
    std::vector<std::string> files;
    std::error_code ec;
    if (include.empty()) return files;
    for (auto it = std::filesystem::recursive_directory_iterator(include, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && endsWithAny(it->path().filename(), endings))
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string includedEntry(const std::string& include, const std::vector<std::string>& endings) {
    for (const std::string& f : includeFiles(include, endings)) {
        const std::filesystem::path own = std::filesystem::path(f).lexically_relative(include);
        if (!own.has_parent_path() && lower(own.stem()) == "main") return f;
    }
    return "";
}

}  // namespace judge
