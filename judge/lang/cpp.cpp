// C++: the record (languages.hpp). g++ 12 on the host (local); clang 19 with libstdc++ 14 from
// the trixie root as LeetCode (C++23, AddressSanitizer + UBSan, <bits/stdc++.h> precompiled
// once per cache); g++ 14 from the root as the ICPC judges and Codeforces.
#include "shared.hpp"

namespace judge::lang {

namespace {

// LeetCode's prelude under leetcode C++: libstdc++ 14's <bits/stdc++.h>, in the trixie root.
constexpr const char* kPrelude = "/usr/include/x86_64-linux-gnu/c++/14/bits/stdc++.h";

Toolchain leetcode() {
    Toolchain t;
    t.compiler = {"clang++-19", "clang-19", "judging C++ as LeetCode does", "/usr/bin/clang++-19",
                  Root::Trixie};
    t.flags = {"-std=c++23",
               "-O2",
               "-gline-tables-only",
               "-fno-omit-frame-pointer",
               "-fsanitize=address,undefined",
               "-fno-sanitize-recover=all"};
    t.sanitized = true;
    t.prelude = kPrelude;
    // Templates instantiated in the header once: a compile that reads it starts in 0.2 s, not 0.7
    // (libstdc++'s headers leave many pending), measured with clang 19 in the root.
    t.preludeFlags = {"-fpch-instantiate-templates", "-x", "c++-header"};
    t.libraries = "<bits/stdc++.h> (pch)";
    return t;
}

Toolchain toolchain(Like like) {
    if (like == Like::LeetCode) return leetcode();
    Toolchain t;
    t.compiler = {"g++-14", "g++-14", "judging C++ as contest judges do", "/usr/bin/g++-14",
                  Root::Trixie};
    if (like == Like::Icpc) {
        t.flags = {"-g", "-O2", "-std=gnu++20", "-static"};
    } else if (like == Like::Codeforces) {
        t.flags = {"-Wall",          "-Wextra", "-Wconversion", "-static",
                   "-DONLINE_JUDGE", "-O2",     "-std=c++20"};
    } else {
        t.compiler = {"g++", "g++", "judging C++ files", "/usr/bin/g++"};
        t.flags = {"-std=c++17", "-O2", "-pthread"};
    }
    return t;
}

Language record() {
    Language l;
    l.order = 2;
    l.name = "cpp";
    l.title = "C++";
    l.aliases = {"c++"};
    l.extensions = {".cpp", ".cc", ".cxx", ".c++", ".C"};
    l.comment = "//";
    l.code = "cpp";
    l.validator = true;
    l.olderStandards = {"gnu++14", "gnu++11"};  // a legacy package's C++ of its era
    l.toolchain = toolchain;
    l.plan = planNative;
    l.relocatable = true;
    l.remapFlag = "-ffile-prefix-map=";
    l.harness = [](const std::string& p) { return std::vector<std::string>{p + ".cpp"}; };
    l.harnessHeaders = {"harness.hpp", "harness.h"};
    l.run = runItself;
    l.selfTest = {
        "#include <iostream>\nint main() {\n    long long n = 0;\n"
        "    std::cin >> n;\n    std::cout << 2 * n << '\\n';\n}\n",
        "int main() { return undeclared; }\n", "#include <cstdlib>\nint main() { std::abort(); }\n",
        "SIGABRT"};
    return l;
}

}  // namespace

const Language& cpp() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(cpp);

}  // namespace

}  // namespace judge::lang
