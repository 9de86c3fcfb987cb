// The kit's one-contract helpers (common/): each contract as its header states it.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

#include "common/file.hpp"
#include "common/hash.hpp"
#include "common/number.hpp"

using kit::parseInteger;
using kit::parseReal;

TEST_CASE("parseInteger: canonical decimal integers only") {
    CHECK(parseInteger("0") == 0);
    CHECK(parseInteger("7") == 7);
    CHECK(parseInteger("-7") == -7);
    CHECK(parseInteger("9223372036854775807") == 9223372036854775807LL);
    CHECK(parseInteger("-9223372036854775808") == (-9223372036854775807LL - 1));
    for (const char* bad :
         {"", "-", "007", "00", "-0", "+7", " 7", "7 ", "7x", "x7", "1e3", "0x10",
          "9223372036854775808", "-9223372036854775809", "99999999999999999999", "1.0", "--1"}) {
        CAPTURE(bad);
        CHECK_FALSE(parseInteger(bad).has_value());
    }
}

TEST_CASE("parseInteger with a range: nothing outside it") {
    CHECK(parseInteger("1", 1, 23) == 1);
    CHECK(parseInteger("23", 1, 23) == 23);
    CHECK_FALSE(parseInteger("0", 1, 23).has_value());
    CHECK_FALSE(parseInteger("24", 1, 23).has_value());
    CHECK_FALSE(parseInteger("01", 1, 23).has_value());
}

TEST_CASE("parseReal: what strtod reads when it reads the whole text") {
    CHECK(parseReal("1.5") == 1.5);
    CHECK(parseReal("-2e-3") == -2e-3);
    CHECK(parseReal("7") == 7.0);
    CHECK(parseReal(" 0.25") == 0.25);  // strtod skips leading whitespace
    CHECK(std::isinf(*parseReal("inf")));
    CHECK(std::isnan(*parseReal("nan")));
    for (const char* bad : {"", " ", "1.5x", "1.5 ", "x", "1,5", "--1"}) {
        CAPTURE(bad);
        CHECK_FALSE(parseReal(bad).has_value());
    }
}

TEST_CASE("readFile and writeFile: whole files, cut at maxBytes, nothing when unreadable") {
    char dir[] = "/tmp/kit-common-test-XXXXXX";
    REQUIRE(::mkdtemp(dir) != nullptr);
    const std::string path = std::string(dir) + "/f";
    REQUIRE(kit::writeFile(path, std::string("abc\0def", 7)));
    CHECK(kit::readFile(path) == std::string("abc\0def", 7));
    CHECK(kit::readFile(path, 2) == "ab");
    CHECK(kit::readFile(path, 0) == "");
    errno = 0;
    CHECK_FALSE(kit::readFile(path + ".missing").has_value());
    CHECK(errno == ENOENT);
    CHECK_FALSE(kit::readFile(dir).has_value());  // a directory cannot be read as a file
    CHECK_FALSE(kit::writeFile(std::string(dir) + "/no/such/dir", "x"));
    CHECK(kit::writeFile(path, ""));
    CHECK(kit::readFile(path) == "");
    ::unlink(path.c_str());
    ::rmdir(dir);
}

TEST_CASE("readUntrusted: regular files only, within their roots, up to their cap") {
    char dir[] = "/tmp/kit-common-test-XXXXXX";
    REQUIRE(::mkdtemp(dir) != nullptr);
    const std::string root = *kit::resolvedPath(dir), path = root + "/f", fifo = root + "/p";
    REQUIRE(kit::writeFile(path, "12345"));
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    REQUIRE(::symlink("/etc/passwd", (root + "/out").c_str()) == 0);
    REQUIRE(::symlink("f", (root + "/in").c_str()) == 0);
    std::string why;
    CHECK(kit::readUntrusted(path, {5, {root}}, why) == "12345");
    CHECK(kit::readUntrusted(root + "/in", {5, {root}}, why) == "12345");  // a link inside
    CHECK_FALSE(kit::readUntrusted(path, {4}, why).has_value());
    CHECK(why == "larger than 4 bytes");
    CHECK(kit::readUntrusted(path, {4, {}, true}, why) == "1234");
    CHECK_FALSE(kit::readUntrusted(fifo, {5}, why).has_value());  // never waits for a writer
    CHECK(why == "a FIFO, not a regular file");
    CHECK_FALSE(kit::readUntrusted("/dev/zero", {5}, why).has_value());
    CHECK(why == "a character device, not a regular file");
    CHECK_FALSE(kit::readUntrusted(root + "/out", {1 << 20, {root}}, why).has_value());
    CHECK(why == "a link out of its folder, to /etc/passwd");
    CHECK_FALSE(kit::readUntrusted(root, {5}, why).has_value());
    CHECK(why == "a folder, not a regular file");
    CHECK_FALSE(kit::readUntrusted(root + "/missing", {5}, why).has_value());
    CHECK(why.rfind("cannot be read: ", 0) == 0);
    for (const char* name : {"/f", "/p", "/out", "/in"}) ::unlink((root + name).c_str());
    ::rmdir(dir);
}

TEST_CASE("fnv1a: the standard FNV-1a 64 values; another seed, another hash") {
    CHECK(kit::fnv1a("") == 0xcbf29ce484222325ULL);
    CHECK(kit::fnv1a("a") == 0xaf63dc4c8601ec8cULL);
    CHECK(kit::fnv1a("foobar") == 0x85944171f73967e8ULL);
    CHECK(kit::fnv1a("foobar", 1) != kit::fnv1a("foobar"));
    CHECK(kit::hex(0xaf63dc4c8601ec8cULL) == "af63dc4c8601ec8c");
    CHECK(kit::hex(1) == "0000000000000001");
}
