// The header of the two-file submission.
#pragma once
long long add(long long a, long long b);
