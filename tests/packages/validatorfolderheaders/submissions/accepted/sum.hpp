// sum.cpp's helper, beside it in submissions/accepted/: a header, no submission of its own.
#pragma once

inline long long sum(long long a, long long b) { return a + b; }
