// expect: PE on 04: same tokens, different whitespace
// Deliberate mistake: prints the whole placement on one line ("1 2 2 4 3 1 4 3") instead of one
// "row col" line per queen. Every number is right, only the whitespace is not: presentation error.
// The judge shows: line 2: expected "1 2", found "1 2 2 4 3 1 4 3" (same tokens, ...) (test 04).
#include <cstdio>
#include <vector>

int size;
long long solutionCount = 0;
std::vector<int> chessBoard;                     // chessBoard[row] = column of its queen
std::vector<int> queenPosition;                  // the first solution's columns
std::vector<char> columnFlag, leftToRightFlag, rightToLeftFlag;  // "\": i - j + size - 1, "/": i + j

bool isValid(int i, int j) { return !columnFlag[j] && !leftToRightFlag[i - j + size - 1] && !rightToLeftFlag[i + j]; }

void updateFlag(int i, int j, char value) {
    columnFlag[j] = leftToRightFlag[i - j + size - 1] = rightToLeftFlag[i + j] = value;
}

void backtrace(int i) {
    if (i == size) {
        if (solutionCount++ == 0) queenPosition = chessBoard;
        return;
    }
    for (int j = 0; j < size; ++j) {
        if (!isValid(i, j)) continue;
        chessBoard[i] = j;
        updateFlag(i, j, 1);
        backtrace(i + 1);
        updateFlag(i, j, 0);
    }
}

int main() {
    if (std::scanf("%d", &size) != 1 || size < 1) return 1;
    chessBoard.assign(size, 0);
    columnFlag.assign(size, 0);
    leftToRightFlag.assign(2 * size - 1, 0);
    rightToLeftFlag.assign(2 * size - 1, 0);
    backtrace(0);
    std::printf("%lld\n", solutionCount);
    for (int i = 0; i < (int)queenPosition.size(); ++i)
        std::printf(i ? " %d %d" : "%d %d", i + 1, queenPosition[i] + 1);  // the mistake: no '\n'
    if (solutionCount > 0) std::printf("\n");
}
