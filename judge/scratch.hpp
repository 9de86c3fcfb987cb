// The session's scratch folder: made under $TMPDIR (else /tmp), removed when the session ends and
// by the signal handler when the judge is interrupted (signals.hpp).
#pragma once
#include <string>

namespace judge {

class WorkDir {
public:
    WorkDir();  // path() is empty when the folder cannot be made
    ~WorkDir();
    WorkDir(const WorkDir&) = delete;
    WorkDir& operator=(const WorkDir&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// Removes the scratch folder of the WorkDir alive now, if any; async-signal-safe.
void removeScratch();

}  // namespace judge
