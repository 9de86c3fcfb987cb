package main

// LeetCode 51 driver for Go: func solveNQueens(n int) [][]string for each testcase, the boards
// written as LeetCode shows them ([["..Q.","Q...","...Q",".Q.."],...]; an empty list is []).
func main() {
	judgeRun(func(n int) string {
		boards := solveNQueens(n)
		if boards == nil {
			return "[]"
		}
		return judgeJSON(boards)
	})
}
