// expect: TLE on 10: CPU time
// Deliberate mistake: no pruning. It tries all n^n ways to put one queen in each row and checks
// only complete boards, instead of rejecting a square as soon as it is attacked. Right answers,
// but n^n grows far faster than the O(n!) of backtracking: 9^9 = 387,420,489 boards at n = 9.
// The judge shows: AC on the small tests (not counted), then TLE.
#include <cstdio>
#include <cstdlib>
#include <vector>

int size;
long long solutionCount = 0;
std::vector<int> record;  // record[row] = column of its queen
std::vector<int> first;   // the first legal board found: the lexicographically smallest

bool isLegalBoard() {
    for (int i = 0; i < size; ++i)
        for (int k = 0; k < i; ++k)
            if (record[k] == record[i] || std::abs(record[k] - record[i]) == i - k) return false;
    return true;
}

void process(int i) {
    if (i == size) {
        if (isLegalBoard() && solutionCount++ == 0) first = record;
        return;
    }
    for (int j = 0; j < size; ++j) {
        record[i] = j;  // the mistake: no isValid(i, j) check here
        process(i + 1);
    }
}

int main() {
    if (std::scanf("%d", &size) != 1 || size < 1) return 1;
    record.assign(size, 0);
    process(0);
    std::printf("%lld\n", solutionCount);
    for (int i = 0; i < (int)first.size(); ++i) std::printf("%d %d\n", i + 1, first[i] + 1);
}
