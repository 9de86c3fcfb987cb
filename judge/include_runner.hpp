// include/<language>/ as part of every submission of that language, and as its runner.
//
// The format copies the folder's files, folders and all, into each submission. Kattis
// (problemtools) then picks the program's entry point among all of its files, the included ones
// too: the file whose name, before its extension, is `main` in any case (`main.py`, `Main.java`);
// a runner in include/ named so is what runs, and the submission's own files are the modules or
// classes it uses. C and C++ need no such rule: the one `main` the files define is the entry.
#pragma once
#include <string>
#include <vector>

namespace judge {

// Every file under the folder, in its subfolders too, with one of these endings (any, for ""),
// sorted; none when the folder is empty or missing.
std::vector<std::string> includeFiles(const std::string& include,
                                      const std::vector<std::string>& endings);

// The included entry point: the file of the folder itself (not of a subfolder) named `main`
// with one of these endings, in any case; empty when there is none.
std::string includedEntry(const std::string& include, const std::vector<std::string>& endings);

}  // namespace judge
