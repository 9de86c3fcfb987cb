// expect: WA on 01: off the 1x1 board
// Deliberate mistake: prints the placement with the search's 0-based indices; the output format
// counts rows and columns from 1.
// The judge shows: line 2: expected "1 1", found "0 0" (queen at row 0 col 0 is off the 1x1 board).
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
        std::printf("%d %d\n", i, queenPosition[i]);  // the mistake: i + 1 and queenPosition[i] + 1
}
