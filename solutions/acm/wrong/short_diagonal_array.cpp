// expect: RE on 02: std::out_of_range
// Deliberate mistake: sizes the diagonal flag arrays n, like the column flags, but an n x n board
// has 2n - 1 diagonals each way (row - col + n - 1 and row + col go up to 2n - 2). Indexing with
// .at() turns the out-of-range index into std::out_of_range, then std::terminate: a crash, not a
// silent memory corruption.
// The judge shows: RE (SIGABRT) with the exception on stderr (test 02).
#include <cstdio>
#include <vector>

int size;
long long solutionCount = 0;
std::vector<int> chessBoard, queenPosition;                      // column of each row's queen
std::vector<char> columnFlag, leftToRightFlag, rightToLeftFlag;  // "\": i - j + size - 1, "/": i + j

bool isValid(int i, int j) {
    return !columnFlag.at(j) && !leftToRightFlag.at(i - j + size - 1) && !rightToLeftFlag.at(i + j);
}

void updateFlag(int i, int j, char value) {
    columnFlag.at(j) = leftToRightFlag.at(i - j + size - 1) = rightToLeftFlag.at(i + j) = value;
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
    leftToRightFlag.assign(size, 0);  // the mistake: 2 * size - 1 diagonals
    rightToLeftFlag.assign(size, 0);
    backtrace(0);
    std::printf("%lld\n", solutionCount);
    for (int i = 0; i < (int)queenPosition.size(); ++i) std::printf("%d %d\n", i + 1, queenPosition[i] + 1);
}
