/* The C LeetCode harness, as LeetCode runs a submission: every testcase in this one process, in
 * order (globals keep their values from one testcase to the next, as there). Testcases come on
 * stdin (a line holding n each); answers go to fd 3 (the judge's answer file), apart from what
 * the solution prints, each followed by "#judge CPU_US PEAK_KIB WALL_US" (see harness.hpp).
 * Without fd 3 as a regular file it writes just the answers on stdout. */
#ifndef JUDGE_HARNESS_H
#define JUDGE_HARNESS_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

struct judge_text {
    char* data;
    size_t size, capacity;
};

static void judge_append(struct judge_text* t, const char* s) {
    size_t add = strlen(s);
    if (t->size + add + 1 > t->capacity) {
        t->capacity = (t->size + add + 1) * 2;
        t->data = (char*)realloc(t->data, t->capacity);
        if (!t->data) exit(3);
    }
    memcpy(t->data + t->size, s, add + 1);
    t->size += add;
}

static long long judge_micros(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

/* The CPU and wall time at the start, for the trailers. */
static long long judge_cpu_start, judge_wall_start;

static void judge_start(void) {
    judge_cpu_start = judge_micros(CLOCK_PROCESS_CPUTIME_ID);
    judge_wall_start = judge_micros(CLOCK_MONOTONIC);
}

static long long judge_peak_kib(void) {
    char line[4096];
    long long kib = 0;
    FILE* f = fopen("/proc/self/status", "r");
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) kib = atoll(line + 6);
    if (f) fclose(f);
    return kib;
}

static void judge_write(int fd, const char* data, size_t size) {
    while (size > 0) {
        ssize_t wrote = write(fd, data, size);
        if (wrote <= 0) exit(3);
        data += wrote;
        size -= (size_t)wrote;
    }
}

/* Writes one testcase's answer (LeetCode's JSON text) and its trailer. */
static void judge_answer(struct judge_text* answer) {
    char trailer[128];
    judge_append(answer, "\n");
    struct stat st;
    if (fstat(3, &st) != 0 || !S_ISREG(st.st_mode)) {
        fflush(stdout);
        judge_write(1, answer->data, answer->size);
        return;
    }
    snprintf(trailer, sizeof trailer, "#judge %lld %lld %lld\n",
             judge_micros(CLOCK_PROCESS_CPUTIME_ID) - judge_cpu_start, judge_peak_kib(),
             judge_micros(CLOCK_MONOTONIC) - judge_wall_start);
    judge_append(answer, trailer);
    judge_write(3, answer->data, answer->size);
}
#endif
