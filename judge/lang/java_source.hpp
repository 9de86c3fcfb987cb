// What the judge reads in a Java file before javac sees it: the class to run (the public class,
// else the class that declares main, whatever the file is called) and its `package` line (a
// LeetCode file, compiled with the harness in the default package, must not have one).
// Comments and literals are skipped.
#pragma once
#include <string>

namespace judge {

struct JavaMain {
    std::string className;     // empty when none was found
    std::string error;         // why the file cannot be judged, as a compile error
    bool hasMain = false;      // the file declares a `static void main`
    std::string package = "";  // its `package` declaration ("a.b"), empty for the default package
    // The class as `java` names it: "a.b.Main", or "Main".
    std::string qualified() const {
        return package.empty() ? className : package + "." + className;
    }
};

JavaMain findJavaMain(const std::string& source);

// The error for a `package` line, or empty when there is none.
std::string javaPackageError(const std::string& source);

// The source with comments, string and char literals blanked out (line breaks kept).
std::string javaCodeOnly(const std::string& source);

}  // namespace judge
