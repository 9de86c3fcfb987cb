// A legacy grader in C++, its reading in grader.h beside it: every group is accepted, with the sum
// of its accepted results' scores (a rejected result adds nothing).
#include <cstdio>

#include "grader.h"

int main() {
    double sum = 0;
    for (const Result& r : readResults())
        if (r.verdict == "AC") sum += r.score;
    std::printf("AC %g\n", sum);
    return 0;
}
