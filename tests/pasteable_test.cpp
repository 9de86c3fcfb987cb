// Every file of solutions/acm/ (the stages written by hand, the bundles of `make bundle` and the
// deliberate mistakes of wrong/) pastes into Codeforces as it is: at most
// kit::kCodeforcesSourceLimit bytes.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <string>

#include "common/limits.hpp"
#include "kit_paths.hpp"

namespace {

namespace fs = std::filesystem;

TEST_CASE("every file of solutions/acm/ fits Codeforces' source limit") {
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kitRoot() + "/solutions/acm")) {
        if (!entry.is_regular_file()) continue;
        ++files;
        const std::uintmax_t size = entry.file_size();
        const std::string name = fs::relative(entry.path(), kitRoot()).string();
        INFO(name, " is ", size, " bytes; Codeforces takes at most ", kit::kCodeforcesSourceLimit,
             " bytes");
        CHECK(size <= kit::kCodeforcesSourceLimit);
    }
    CHECK(files >= 8);  // the eight stages at least: the folder was found and listed
}

}  // namespace
