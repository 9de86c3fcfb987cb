/* Included into submissions in every language without a folder under include/ (here: C). */
#ifndef TRIANGLE_H
#define TRIANGLE_H

static long long triangle(long long n) { return n * (n + 1) / 2; }

#endif
