// A package's files are someone else's: before the judge reads any of them, every entry of the
// package folder is checked (packageFilesError), and each file the judge reads itself is read
// through kit::readUntrusted with the cap of its kind (the constants below).
//   packageRoots(root): the folders the package's links may lead into: its own folder, and the
//     whole kit for the kit's own packages (problems/<id>/ of a folder that holds the kit's
//     judge/drivers/ and tools/packages.sh: they link into testdata/, solutions/ and
//     judge/drivers/), wherever the kit is (a copy too).
//   packageFilesError(root, shown, roots): "" when every entry under `root` is a regular file or a
//     folder, or a link that resolves to one within `roots`, and there are at most
//     kMaxPackageEntries of them; else one message naming the first entry that is not (as
//     `shown`/its path under the package).
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace judge {

constexpr std::size_t kYamlBytes = 1 << 20;                   // problem.yaml and every .yaml
constexpr std::size_t kLimitFileBytes = 4096;                 // .timelimit
constexpr std::size_t kTestFileBytes = std::size_t{1} << 30;  // a .in or .ans the judge reads
constexpr std::size_t kFeedbackBytes = 1 << 16;               // judgemessage.txt (cut there)
constexpr std::size_t kMaxPackageEntries = 200000;

std::vector<std::string> packageRoots(const std::string& root);
std::string packageFilesError(const std::string& root, const std::string& shown,
                              const std::vector<std::string>& roots);

}  // namespace judge
