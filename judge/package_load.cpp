// Loading a package: its folder checked, then each of its files read in turn (loadPackage).
#include "package_internal.hpp"

#include "package_files.hpp"

namespace judge {
namespace package_internal {

namespace {

// The package folder, canonical: a folder with a problem.yaml, each of its entries a regular file,
// a folder or a link that stays inside (package_files.hpp).
fs::path packageFolder(const std::string& dirGiven, const std::string& shown) {
    std::error_code ec;
    const fs::path root = fs::canonical(dirGiven, ec);
    if (ec || !fs::is_directory(root)) throw Broken(shown + ": not a folder");
    if (!fs::exists(root / "problem.yaml"))
        throw Broken(shown + ": no problem.yaml (not a problem package)");
    if (const std::string e = packageFilesError(root, shown, packageRoots(root)); !e.empty())
        throw Broken(e);
    return root;
}

}  // namespace

}  // namespace package_internal

using namespace package_internal;

std::optional<Package> loadPackage(const std::string& dirGiven,
                                   const std::vector<std::string>& leetcode, std::string& error) {
    std::string shown = dirGiven;
    while (shown.size() > 1 && shown.back() == '/') shown.pop_back();
    try {
        const fs::path root = packageFolder(dirGiven, shown);
        Package p;
        p.dir = root;
        p.id = root.filename();
        Yaml y = readYaml(root / "problem.yaml", shown + "/problem.yaml");
        if (!y.root || y.root.IsNull()) y.root = YAML::Node(YAML::NodeType::Map);
        p.version = versionOf(y);
        std::vector<std::string> validatorFlags;
        if (p.version == "legacy")
            readLegacy(y, p, validatorFlags);
        else
            readModern(y, p);
        readCommonLimits(y, y.root["limits"] ? y.root["limits"] : YAML::Node(YAML::NodeType::Map),
                         p);
        if (y.root["license"]) checkLicense(y, y.root["license"]);
        readName(y, p);
        if (fs::exists(root / ".timelimit"))
            readTimelimitFile(root / ".timelimit", shown + "/.timelimit", p);
        if (fs::exists(root / ".kit.yaml"))
            readKitSettings(root / ".kit.yaml", shown + "/.kit.yaml", leetcode, p);
        readPrograms(root, shown, p);
        if (!fs::is_directory(root / "data")) throw Broken(shown + ": no data/ folder");
        DataWalk walk{p, shown, validatorFlags, p.tests, p.groups};
        GroupSettings everywhere;  // data/test_group.yaml (legacy: data/testdata.yaml)
        walk.settingsIn(root / "data", "", everywhere);
        for (const char* top : {"sample", "secret"})
            if (fs::is_directory(root / "data" / top))
                walk.group(root / "data" / top, top, everywhere);
        readRootScoring(root / "data", shown, p);
        checkExamples(p, shown);
        readInvalidCases(root, shown, validatorFlags, everywhere, p);
        if (const std::string e = scoringError(p); !e.empty()) throw Broken(e);
        if (walk.args)
            p.skipped.push_back({"data/ args",
                                 "not passed to the submissions (they run without "
                                 "command-line arguments)"});
        if (walk.files)
            p.skipped.push_back(
                {"data/ .files folders", "not copied into the submissions' working directory"});
        if (fs::is_directory(root / "include")) p.includeRoot = root / "include";
        if (fs::is_directory(root / "submissions"))
            readSubmissions(root / "submissions", shown + "/submissions", p);
        return p;
    } catch (const Broken& e) {
        error = e.what();
    } catch (const YAML::Exception& e) {
        error = shown + ": " + e.what();
    } catch (const fs::filesystem_error& e) {
        error = shown + ": " + e.what();
    }
    return std::nullopt;
}

}  // namespace judge
