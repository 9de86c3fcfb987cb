// expect: WA on 04: not the lexicographically smallest
// Deliberate mistake: keeps the placement of every solution it finds, overwriting the previous
// one, so it prints the last placement of the search instead of the first (the lexicographically
// smallest). The count is right.
// The judge shows: line 2: expected "1 2", found "1 3" (a valid placement, but not the
// lexicographically smallest) (test 04).
#include <cstdio>
#include <vector>

int size;
long long solutionCount = 0;
std::vector<int> chessBoard;                     // chessBoard[row] = column of its queen
std::vector<int> queenPosition;                  // the columns it prints: the last solution's
std::vector<char> columnFlag, leftToRightFlag, rightToLeftFlag;  // "\": i - j + size - 1, "/": i + j

bool isValid(int i, int j) { return !columnFlag[j] && !leftToRightFlag[i - j + size - 1] && !rightToLeftFlag[i + j]; }

void updateFlag(int i, int j, char value) {
    columnFlag[j] = leftToRightFlag[i - j + size - 1] = rightToLeftFlag[i + j] = value;
}

void backtrace(int i) {
    if (i == size) {
        ++solutionCount;
        queenPosition = chessBoard;  // the mistake: only the first solution should be kept
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
    for (int i = 0; i < (int)queenPosition.size(); ++i) std::printf("%d %d\n", i + 1, queenPosition[i] + 1);
}
