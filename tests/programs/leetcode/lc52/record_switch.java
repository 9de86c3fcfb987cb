// LeetCode profile test program (Java, lc52): the search's state as records, taken apart by
// record patterns in a switch (Java 21), and a Pair (getKey, getValue) from LeetCode's prelude.
// LeetCode runs OpenJDK 21. Expected: AC (Java 17 says CE).
class Solution {
    sealed interface Step permits Place, Done {}

    record Place(int row, int cols, int left, int right) implements Step {}

    record Done() implements Step {}

    public int totalNQueens(int n) {
        Pair<Integer, Integer> size = new Pair<>(n, (1 << n) - 1);
        return count(new Place(0, 0, 0, 0), size);
    }

    private int count(Step step, Pair<Integer, Integer> size) {
        return switch (step) {
            case Done d -> 1;
            case Place(int row, int cols, int left, int right) when row == size.getKey() -> count(new Done(), size);
            case Place(int row, int cols, int left, int right) -> {
                int total = 0;
                for (int free = size.getValue() & ~(cols | left | right); free != 0; free &= free - 1) {
                    int bit = free & -free;
                    total += count(new Place(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1), size);
                }
                yield total;
            }
        };
    }
}
