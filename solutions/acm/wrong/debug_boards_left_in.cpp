// expect: WA on 01: found "Q"
// Deliberate mistake: a debugging aid left in. printBoard(), handy while writing the search,
// still prints every board found to stdout, so the answer is buried in boards (WA on every test
// with a placement), and at n = 14 the 365,596 boards take about 77 MB, past the 16 MiB output
// limit. Debug output belongs on stderr, or nowhere.
// The judge shows: WA on the tests with a placement (not counted), then OLE on test 14.
#include <cstdio>
#include <string>
#include <vector>

int size;
long long solutionCount = 0;
std::vector<int> chessBoard, queenPosition;                      // column of each row's queen
std::vector<char> columnFlag, leftToRightFlag, rightToLeftFlag;  // "\": i - j + size - 1, "/": i + j

bool isValid(int i, int j) { return !columnFlag[j] && !leftToRightFlag[i - j + size - 1] && !rightToLeftFlag[i + j]; }

void updateFlag(int i, int j, char value) {
    columnFlag[j] = leftToRightFlag[i - j + size - 1] = rightToLeftFlag[i + j] = value;
}

void printBoard() {
    for (int r = 0; r < size; ++r) {
        std::string row(size, '.');
        row[chessBoard[r]] = 'Q';
        std::puts(row.c_str());
    }
}

void backtrace(int i) {
    if (i == size) {
        printBoard();  // the mistake: debugging output on stdout
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
