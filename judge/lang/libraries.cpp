// LeetCode's libraries: the checks that each is there (libraries.hpp).
#include "libraries.hpp"

#include <filesystem>

#include <nlohmann/json.hpp>

#include "../roots.hpp"
#include "../text.hpp"

namespace judge {

namespace {

const char* const kCrateSources = "/usr/share/cargo/registry";

// What a damaged root lacks, in the words of the root's other errors (roots.hpp).
std::string rootLacks(const ReadyRoot& root, const std::string& what) {
    return "the toolchain root " + root.dir + " has no " + what +
           ": it is damaged or older than tools/roots/trixie.list; build it again with: " +
           rebuildHint(Root::Trixie, root.dir);
}

// npm's libraries: each of package.json's dependencies installed, at its pinned version.
std::string missingNpmIn(const std::string& kit) {
    const nlohmann::json pins =
        nlohmann::json::parse(readFile(kit + "/package.json").value_or("{}"), nullptr, false);
    if (pins.is_discarded() || !pins.contains("dependencies")) return "";
    const std::string fix = "; install the kit's pinned libraries with: npm ci (in " + kit + ")";
    for (const auto& [name, pinned] : pins["dependencies"].items()) {
        const std::string file = kit + "/node_modules/" + name + "/package.json";
        const nlohmann::json got =
            nlohmann::json::parse(readFile(file).value_or(""), nullptr, false);
        if (got.is_discarded())
            return "npm's library " + name + " is not installed in " + kit + "/node_modules" + fix;
        const std::string version = got.value("version", "");
        if (pinned.is_string() && version != pinned.get<std::string>())
            return "npm's library " + name + " in " + kit + "/node_modules is " + version +
                   ", not the " + pinned.get<std::string>() + " package.json pins" + fix;
    }
    return "";
}

// The crates of judge/crates/Cargo.lock (its name and version lines), as the root's folders.
std::string missingCrate(const ReadyRoot& root, const std::string& kit) {
    if (!fileExists(root.dir + "/usr/bin/cargo")) return rootLacks(root, "cargo (Rust's crates)");
    std::string name;
    for (const std::string& line :
         splitLines(readFile(kit + "/judge/crates/Cargo.lock").value_or(""))) {
        const std::size_t open = line.find('"'), close = line.rfind('"');
        if (open == std::string::npos || close <= open) continue;
        const std::string value = line.substr(open + 1, close - open - 1);
        if (line.rfind("name = ", 0) == 0) name = value;
        if (line.rfind("version = ", 0) != 0 || name == "leetcode-crates") continue;
        const std::string folder = std::string(kCrateSources) + "/" + name + "-" + value;
        if (!fileExists(root.dir + folder + "/Cargo.toml"))
            return rootLacks(root, "the crate " + name + " " + value + " (" + folder + ")");
    }
    return "";
}

}  // namespace

std::string missingInRoot(const std::string& kit, const std::string& path,
                          const std::string& what) {
    const ReadyRoot& root = readyRoot(Root::Trixie, kit);
    if (!root.error.empty()) return root.error;
    std::error_code ec;
    return std::filesystem::exists(root.dir + path, ec) ? "" : rootLacks(root, what);
}

std::string missingNpm(const std::string& kit) { return missingNpmIn(kit); }

std::string missingCrates(const std::string& kit) {
    const ReadyRoot& root = readyRoot(Root::Trixie, kit);
    return root.error.empty() ? missingCrate(root, kit) : root.error;
}

std::string leetcodePythonPath(const std::string& kit) {
    const ReadyRoot& root = readyRoot(Root::Trixie, kit);
    std::error_code ec;
    const std::string path = std::filesystem::canonical(root.dir + kPythonPackages, ec);
    return root.error.empty() && !ec ? path : "";
}

}  // namespace judge
