// expect: TLE on 01: time over
// from: solutions/lc52/bitmask.go
// LeetCode 52, N-Queens II: count the boards.
// Approach: row by row with bitmasks: colLimit, leftDiaLim, rightDiaLim have a 1 on each square
// of the current row that a queen above attacks; limit has the n lowest bits set. Going one row
// down, leftDiaLim shifts left and rightDiaLim shifts right.
// Time: O(n!): every loop turn places a queen, and there are at most e*n! placements (the
//   sources' O(N*N) is wrong, and O(N^N) far too loose).
// Space: O(n) (the recursion).
// Go's int is 64-bit, so every count fits. Fix: the source's 32-bit masks answer 0 for n > 32;
// here the masks are uint64 and n > 64 panics.

func totalNQueens(n int) int {
	return num2(n)
}

func num2(n int) int {
	if n < 1 {
		return 0
	}
	if n > 64 {
		panic("totalNQueens: the bitmasks hold at most 64 columns")
	}
	limit := ^uint64(0) >> (64 - n)
	return process2(limit, 0, 0, 0)
}

func process2(limit, colLimit, leftDiaLim, rightDiaLim uint64) int {
	if colLimit == limit { // every column holds a queen
		return 1
	}
	pos := ^(colLimit | leftDiaLim | rightDiaLim) // the mistake: no limit &^
	res := 0
	for pos != 0 {
		mostRightOne := pos & (^pos + 1)
		pos -= mostRightOne
		res += process2(limit, colLimit|mostRightOne, (leftDiaLim|mostRightOne)<<1,
			(rightDiaLim|mostRightOne)>>1)
	}
	return res
}
