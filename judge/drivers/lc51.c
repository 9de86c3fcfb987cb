/* LeetCode 51 driver for C: LeetCode's headers, the solution file, then for each testcase
 * char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes), its answer written in
 * LeetCode's format and freed, as LeetCode's caller does.
 * Build: gcc -std=c11 -O2 -DSOLUTION_FILE='"/abs/path/solution.c"' judge/drivers/lc51.c -lm */
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
        int count = 0;
        int* columns = NULL;
        char*** boards = solveNQueens(n, &count, &columns);
        struct judge_text out = {NULL, 0, 0};
        judge_append(&out, "[");
        for (int b = 0; b < count; ++b) {
            judge_append(&out, b ? ",[" : "[");
            for (int r = 0; r < (columns ? columns[b] : n); ++r) {
                judge_append(&out, r ? ",\"" : "\"");
                judge_append(&out, boards[b][r]);
                judge_append(&out, "\"");
                free(boards[b][r]);
            }
            judge_append(&out, "]");
            free(boards[b]);
        }
        judge_append(&out, "]");
        free(boards);
        free(columns);
        judge_answer(&out);
        free(out.data);
    }
    return 0;
}
