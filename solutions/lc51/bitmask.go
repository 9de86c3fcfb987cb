// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; columns, diagonals1 ("\"), diagonals2 ("/") are bitmasks of
// the squares of the current row they attack, the leftmost column being the lowest bit. Going one
// row down, a "\" diagonal moves one column right (a higher bit: shift left) and a "/" diagonal
// one column left (shift right).
// Time: O(n! + S * n^2): every loop turn places a queen, and there are at most e*n! placements;
//   O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
// Fix: 64-bit masks, and n > 64 panics instead of answering wrongly.

func solveNQueens(n int) [][]string {
	solutions := [][]string{}
	if n < 1 {
		return solutions
	}
	if n > 64 {
		panic("solveNQueens: the bitmasks hold at most 64 columns")
	}
	full := ^uint64(0) >> (64 - n) // the n lowest bits: the squares of one row
	queens := make([]int, n)       // queens[row] = column of that row's queen
	var solve func(row int, columns, diagonals1, diagonals2 uint64)
	solve = func(row int, columns, diagonals1, diagonals2 uint64) {
		if row == n {
			solutions = append(solutions, generateBoard(queens))
			return
		}
		available := full &^ (columns | diagonals1 | diagonals2)
		for available != 0 {
			position := available & -available // lowest set bit = leftmost free column
			available &= available - 1
			queens[row] = bits.TrailingZeros64(position)
			solve(row+1, columns|position, (diagonals1|position)<<1, (diagonals2|position)>>1)
		}
	}
	solve(0, 0, 0, 0)
	return solutions
}

func generateBoard(queens []int) []string {
	board := make([]string, len(queens))
	for row, col := range queens {
		board[row] = strings.Repeat(".", col) + "Q" + strings.Repeat(".", len(queens)-col-1)
	}
	return board
}
