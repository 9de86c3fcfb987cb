// Progress on a terminal: while a session judges for more than a few seconds (kShowAfterMs), one
// line on stderr, rewritten in place, says which submission and test the judge is on and how
// many remain (`judging 3 of 16: wrong_answer/x.cpp, test g2/05 (12 of 67); at most 230 tests
// left, 0:42`). Only when stderr is a terminal: a pipe or a file gets nothing extra. The report's
// lines (stdout, often the same terminal) clear the line first and draw it again after
// (Progress::Pause), so the two never mix. A thread redraws it every quarter second, so a long
// test shows its time going on.
#pragma once
#include <cstddef>
#include <string>

namespace judge {

constexpr int kShowAfterMs = 2000;

namespace progress {

// The judging of `submissions` submissions, `tests` tests in all, begins (stderr a terminal: the
// line is shown once kShowAfterMs have passed).
void start(std::size_t submissions, std::size_t tests);
// Submission `index` (from 0), `tests` tests, begins; test `index` of it begins.
void submission(std::size_t index, const std::string& name, std::size_t tests);
void test(std::size_t index, const std::string& name);
// The judging is over: the line cleared, the thread ended.
void stop();

// Around a line of the report: the progress line cleared, drawn again when it ends.
class Pause {
public:
    Pause();
    ~Pause();
    Pause(const Pause&) = delete;
    Pause& operator=(const Pause&) = delete;
};

}  // namespace progress
}  // namespace judge
