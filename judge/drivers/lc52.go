package main

// LeetCode 52 driver for Go: func totalNQueens(n int) int for each testcase, the count written as
// LeetCode shows it.
func main() {
	judgeRun(func(n int) string { return judgeJSON(totalNQueens(n)) })
}
