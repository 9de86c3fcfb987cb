// The validator's helpers, in a header of its own beside validate.cpp.
#pragma once
#include <fstream>
#include <string>

// Writes `message` to FEEDBACK_DIR/judgemessage.txt and returns `code`.
inline int verdict(const std::string& feedbackDir, int code, const std::string& message) {
    std::ofstream(feedbackDir + "judgemessage.txt") << message << "\n";
    return code;
}
