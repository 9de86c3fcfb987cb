// expect: WA on 02: expected "0", found "1"
// Deliberate mistake: checks the columns and the "\" diagonals but forgets the "/" diagonals
// (row + col), so queens that attack along "/" are accepted and the count is too high.
// The judge shows: line 1: expected "0", found "1" (test 02).
#include <cstdio>
#include <vector>

int size;
long long solutionCount = 0;
std::vector<int> chessBoard;                     // chessBoard[row] = column of its queen
std::vector<int> queenPosition;                  // the first solution's columns
std::vector<char> columnFlag, leftToRightFlag, rightToLeftFlag;  // "\": i - j + size - 1, "/": i + j

// The mistake: rightToLeftFlag is kept up to date but never consulted.
bool isValid(int i, int j) { return !columnFlag[j] && !leftToRightFlag[i - j + size - 1]; }

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
    for (int i = 0; i < (int)queenPosition.size(); ++i) std::printf("%d %d\n", i + 1, queenPosition[i] + 1);
}
