// What the judge reads in a Java file before javac sees it: the class to run (the public class,
// else the class that declares main, whatever the file is called) and a `package` line, which is
// refused (the judge compiles into the default package). Comments and literals are skipped.
#pragma once
#include <string>

namespace judge {

struct JavaMain {
    std::string className;  // empty when none was found
    std::string error;      // why the file cannot be judged, as a compile error
};

JavaMain findJavaMain(const std::string& source);

// The error for a `package` line, or empty when there is none.
std::string javaPackageError(const std::string& source);

// The source with comments, string and char literals blanked out (line breaks kept).
std::string javaCodeOnly(const std::string& source);

}  // namespace judge
