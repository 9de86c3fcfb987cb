// LeetCode 52 driver for Rust: Solution::total_n_queens(n: i32) -> i32 for each testcase, the
// count written as LeetCode shows it.
fn main() {
    judge_run(|n| Solution::total_n_queens(n).to_string());
}
