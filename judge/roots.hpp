// Toolchain roots: the system a profile compiles and runs a language in. The host's own (Debian
// 12 here: g++ 12, Java 17, Python 3.11), or a folder holding another Debian system that the box
// shows as /usr, /bin, /lib and /etc (box.hpp's JailRequest::system): `trixie`, Debian 13, has
// LeetCode's own clang 19 with libstdc++ 14, gcc 14 and OpenJDK 21.
//
// A root is built by tools/root.sh from the pinned package list tools/roots/NAME.list (make root),
// under build/roots/NAME (--roots DIR moves the folder); it carries a stamp of its packages and
// their versions. The judge takes a root only when its stamp matches the list and it has the tool
// asked for; a root that is missing, half-built, of other versions or damaged (a tool gone) is one
// error line saying the command that builds it, never a fall back to the host. (make root, run by
// make test and make judge, also looks for every file of the pinned packages.) Whether a root is
// current is decided by tools/root.sh alone.
#pragma once
#include <string>

namespace judge {

enum class Root { Host, Trixie };

const char* rootName(Root root);  // "host", "trixie"

// --roots: the folder the roots are in (default: KIT/build/roots).
void setRootsFolder(const std::string& dir);

struct ReadyRoot {
    std::string dir;    // the root's folder ("" for the host)
    std::string stamp;  // its packages and versions (for cache keys); "" for the host
    std::string error;  // why it cannot be used, with the command that builds it
};

// The command that builds the root in `dir`: "make root (as root), or tools/root.sh NAME DIR".
std::string rebuildHint(Root root, const std::string& dir);

// The root, checked once per process by tools/root.sh --check --quick (its stamp against its
// package list: the rule and its words are the script's). kit: the kit's folder.
const ReadyRoot& readyRoot(Root root, const std::string& kit);

}  // namespace judge
