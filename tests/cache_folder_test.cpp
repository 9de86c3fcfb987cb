// The compile cache's folder names and size (judge/relocation.hpp, judge/cache_folder.hpp): a
// compile's folders by their fixed names and back, a folder inside another named through it, a
// name that only starts like a folder left alone; the trim removes the longest unused entries
// down to 3/4 of the cap, never one used in the last hour nor one whose lock is held.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ctime>
#include <filesystem>
#include <string>

#include "common/file.hpp"
#include "judge/cache_folder.hpp"
#include "judge/relocation.hpp"

namespace {

namespace fs = std::filesystem;

judge::CompileJob jobAt(const std::string& source, const std::string& root) {
    judge::CompileJob job;
    job.source = source;
    job.root = root;
    return job;
}

// An entry of `bytes` bytes, last used `age` seconds ago.
void entry(const std::string& folder, char c, long long age, std::size_t bytes) {
    const std::string base = folder + "/" + std::string(32, c);
    fs::create_directories(base + ".run");
    REQUIRE(kit::writeFile(base + ".run/program", std::string(bytes, 'x')));
    REQUIRE(kit::writeFile(base + ".lock", ""));
    const std::time_t when = std::time(nullptr) - age;
    const struct timespec times[2] = {{when, 0}, {when, 0}};
    REQUIRE(::utimensat(AT_FDCWD, (base + ".run").c_str(), times, 0) == 0);
}

bool present(const std::string& folder, char c) {
    return fs::exists(folder + "/" + std::string(32, c) + ".run");
}

std::string tempFolder() {
    char dir[] = "/tmp/kit-cache-test-XXXXXX";
    REQUIRE(::mkdtemp(dir) != nullptr);
    return dir;
}

}  // namespace

TEST_CASE("relocation: the folders by fixed names, the source's through the kit's") {
    const judge::Relocation inKit(jobAt("/w/kit/tests/p/a.cpp", "/w/kit"), "/var/c");
    CHECK(inKit.toFixed("-DF=\"/w/kit/tests/p/a.cpp\" /w/kit/judge/drivers -o /var/c/k.run") ==
          "-DF=\"/.judge/kit/tests/p/a.cpp\" /.judge/kit/judge/drivers -o /.judge/cache/k.run");
    CHECK(inKit.toHost("/.judge/kit/tests/p/a.cpp:3:1: error") ==
          "/w/kit/tests/p/a.cpp:3:1: error");
    const judge::Relocation outside(jobAt("/tmp/x/a.cpp", "/w/kit"), "/w/kit/build/cache");
    CHECK(outside.toFixed("/tmp/x/a.cpp /w/kit/build/cache/p.pch") ==
          "/.judge/source/a.cpp /.judge/kit/build/cache/p.pch");
    CHECK(outside.flags("-ffile-prefix-map=").size() == 2);  // the cache is inside the kit
}

TEST_CASE("relocation: a longer name that starts like a folder is left alone") {
    const judge::Relocation r(jobAt("/tmp/x/a.cpp", "/w/kit"), "/c");
    CHECK(r.toFixed("/w/kit2/a /w/kit.old /a/w/kit /w/kit") ==
          "/w/kit2/a /w/kit.old /a/w/kit /.judge/kit");
    CHECK(judge::Relocation().toFixed("/w/kit/a") == "/w/kit/a");  // no folders: as it was
}

TEST_CASE("trimCache: the longest unused first, down to 3/4 of the cap") {
    const std::string folder = tempFolder();
    entry(folder, 'a', 3 * 86400, 1000);
    entry(folder, 'b', 2 * 86400, 1000);
    entry(folder, 'c', 60, 1000);
    judge::trimCache(folder, 1500);
    CHECK(!present(folder, 'a'));
    CHECK(!present(folder, 'b'));
    CHECK(present(folder, 'c'));
    fs::remove_all(folder);
}

TEST_CASE("trimCache: an entry used in the last hour, or being compiled, stays") {
    const std::string folder = tempFolder();
    entry(folder, 'a', 3 * 86400, 1000);
    entry(folder, 'b', 2 * 86400, 1000);
    entry(folder, 'c', 60, 1000);
    const int fd = ::open((folder + "/" + std::string(32, 'a') + ".lock").c_str(), O_RDWR);
    REQUIRE(fd >= 0);
    REQUIRE(::flock(fd, LOCK_EX) == 0);
    judge::trimCache(folder, 100);  // over the cap whatever it removes
    CHECK(present(folder, 'a'));    // its lock is held
    CHECK(!present(folder, 'b'));
    CHECK(present(folder, 'c'));  // used a minute ago
    ::close(fd);
    judge::trimCache(folder, 100);  // once in ten minutes: not again yet
    CHECK(present(folder, 'a'));
    fs::remove_all(folder);
}
