// A compile's folders under fixed names, so that one program compiled in two checkouts of the kit
// (or from two temporary folders) is one entry of a machine's compile cache (compile.cpp).
//
// The folders a compile reads from (the kit's root, the program's folder, its include folder, the
// cache) each get a fixed name under /.judge/. The cache key is written with those names instead
// of the host's paths; a language whose compiler can write the fixed names into what it makes
// (Language::remapFlag: GCC's and Clang's -ffile-prefix-map, rustc's --remap-path-prefix) is
// given one flag a folder, and Go's plan writes them into its /*line*/ comments (PlanInput::names),
// so its artifact names no host path either; a compile's log is kept
// with the fixed names and given back with the asking job's own paths. A folder inside another one is named through the
// outer one (a program under the kit: /.judge/kit/tests/...). A path outside every folder stays
// as it is, in the key too: such a compile is cached for that path only, as before.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "compile_job.hpp"

namespace judge {

class Relocation {
public:
    Relocation() = default;
    // The folders of `job` (its root, include folder, program folder, the source's folder) and
    // the cache.
    Relocation(const CompileJob& job, const std::string& cacheDir);

    // Every host folder in `text` by its fixed name, and back.
    std::string toFixed(std::string text) const;
    std::string toHost(std::string text) const;
    bool relocates() const { return !folders_.empty(); }
    // The compiler's flags that write the fixed names: flag + "HOST/=FIXED/", one a folder.
    std::vector<std::string> flags(const std::string& flag) const;

private:
    std::vector<std::pair<std::string, std::string>> folders_;  // host + "/", fixed + "/"
};

}  // namespace judge
