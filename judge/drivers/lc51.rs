// LeetCode 51 driver for Rust: Solution::solve_n_queens(n: i32) -> Vec<Vec<String>> for each
// testcase, the boards written as LeetCode shows them.
fn main() {
    judge_run(|n| judge_boards(&Solution::solve_n_queens(n)));
}
