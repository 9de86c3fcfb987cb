// C: the record (languages.hpp). gcc 12 on the host (local, codeforces: Codeforces' gcc 5 is
// near neither), gcc 14 from the trixie root as LeetCode (gnu11, AddressSanitizer) and the ICPC
// judges compile it. C files may join a C++ program (partOf).
#include "libraries.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

Tool gcc14(const char* what) { return {"gcc-14", "gcc-14", what, "/usr/bin/gcc-14", Root::Trixie}; }

Toolchain toolchain(Like like) {
    Toolchain t;
    t.link = {"-lm"};
    t.compiler = {"gcc", "gcc", "judging C files", "/usr/bin/gcc"};
    if (like == Like::LeetCode) {  // LeetCode's C: gcc, gnu11, -O2, AddressSanitizer and UBSan
        t.compiler = gcc14("judging C as LeetCode does");
        t.flags = {"-std=gnu11",
                   "-O2",
                   "-g",
                   "-fno-omit-frame-pointer",
                   "-fsanitize=address,undefined",
                   "-fno-sanitize-recover=all"};
        t.sanitized = true;
        t.libraries = "uthash";
    } else if (like == Like::Icpc) {
        t.compiler = gcc14("judging C as ICPC judges do");
        t.flags = {"-g", "-O2", "-std=gnu17", "-static"};
    } else if (like == Like::Codeforces) {
        t.flags = {"-std=c11", "-static", "-DONLINE_JUDGE", "-fno-asm", "-s", "-O2"};
    } else {
        t.flags = {"-std=c11", "-O2"};
    }
    return t;
}

// LeetCode's C includes uthash.h: the root's uthash-dev.
std::string missingLibrary(Like like, const std::string& kit) {
    if (like != Like::LeetCode) return "";
    return missingInRoot(kit, "/usr/include/uthash.h", "C's uthash.h (uthash-dev)");
}

Language record() {
    Language l;
    l.order = 1;
    l.name = "c";
    l.title = "C";
    l.extensions = {".c"};
    l.comment = "//";
    l.code = "c";
    l.partOf = "cpp";
    l.validator = true;
    l.toolchain = toolchain;
    l.plan = planNative;
    l.relocatable = true;
    l.remapFlag = "-ffile-prefix-map=";
    l.harness = [](const std::string& problem) { return std::vector<std::string>{problem + ".c"}; };
    l.harnessHeaders = {"harness.h"};
    l.run = runItself;
    l.missingLibrary = missingLibrary;
    l.selfTest = {
        "#include <stdio.h>\nint main(void) {\n    long n = 0;\n"
        "    if (scanf(\"%ld\", &n) != 1) return 1;\n    printf(\"%ld\\n\", 2 * n);\n"
        "    return 0;\n}\n",
        "int main(void) { return undeclared; }\n",
        "#include <stdlib.h>\nint main(void) { abort(); }\n", "SIGABRT"};
    return l;
}

}  // namespace

const Language& c() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(c);

}  // namespace

}  // namespace judge::lang
