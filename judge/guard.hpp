// The kit's files while programs run without the box (--sandbox auto fell back to rlimits, or
// --sandbox off). Such a program runs as nobody, or as the judge's own user when the judge is not
// root, and may reach what that user may: the testdata, the packages, the solutions. So before the
// first program runs, every file under the guarded folders is read and hashed (kit::fnv1a, the
// kit's one hash); after every run without the box they are checked again (those whose lstat
// stamp moved are hashed again), and a file that changed, appeared or went is one `error:` line
// naming it, with the command that restores it, and the judge stops there (exit 2), before any
// verdict rests on it.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace judge {

// Every file under `folders` but those under `skipped` (the judge's own cache and scratch, which it
// writes itself), a symlink as its text and what it leads to: path -> hash.
using FolderHashes = std::map<std::string, std::string>;
FolderHashes hashFolders(const std::vector<std::string>& folders,
                         const std::vector<std::string>& skipped = {});

// The first difference between two hashings ("FILE changed", "FILE appeared", "FILE went"), or "".
std::string firstChange(const FolderHashes& before, const FolderHashes& after);

// The error line for a change of `file` (absolute), found after a run of `program`: the command
// that restores it is `git -C ROOT checkout -- FILE` for a file of the kit at `root`.
std::string changeError(const std::string& change, const std::string& file,
                        const std::string& program, const std::string& root);

// Hashes `folders` (but `skipped`) now and checks them after every run without the box; on a
// change calls `stop(message)`, which must not return.
void guardFolders(const std::vector<std::string>& folders, const std::vector<std::string>& skipped,
                  const std::string& root, void (*stop)(const std::string& message));

}  // namespace judge
