/* LeetCode 52 driver for C: LeetCode's headers, the solution file, then int totalNQueens(int n)
 * for each testcase, the count written as LeetCode shows it.
 * Build: gcc -std=c11 -O2 -DSOLUTION_FILE='"/abs/path/solution.c"' judge/drivers/lc52.c -lm */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if __has_include(<uthash.h>)
#include <uthash.h> /* LeetCode includes it for C (the trixie root has it) */
#endif
#include SOLUTION_FILE
#include "harness.h"

int main(void) {
    judge_start();
    int n;
    while (scanf("%d", &n) == 1) {
        char count[32];
        snprintf(count, sizeof count, "%d", totalNQueens(n));
        struct judge_text out = {NULL, 0, 0};
        judge_append(&out, count);
        judge_answer(&out);
        free(out.data);
    }
    return 0;
}
