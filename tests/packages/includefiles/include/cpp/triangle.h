// Included into C++ submissions in place of include/default/triangle.h: what a submission
// defines and the driver (main.cpp) calls.
#pragma once

long long solve(long long n);
