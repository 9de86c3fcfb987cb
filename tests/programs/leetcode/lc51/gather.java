// expect: CE on -: Java 24
// LeetCode profile test program (Java, lc51): Stream.gather (Java 24), newer than the Java 21
// LeetCode runs: CE there and here, with a note that says which Java has it.
class Solution {
    public List<List<String>> solveNQueens(int n) {
        return IntStream.range(0, n).boxed().gather(java.util.stream.Gatherers.windowFixed(n))
            .map(row -> List.of(".".repeat(n))).toList().isEmpty() ? List.of() : List.of();
    }
}
