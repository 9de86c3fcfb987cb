// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; columns, diagonals1 ("\"), diagonals2 ("/") are bitmasks of
// the squares of the current row they attack, the leftmost column being the lowest bit. Going one
// row down, a "\" diagonal moves one column right (a higher bit: shift left) and a "/" diagonal
// one column left (shift right).
// Time: O(n! + S * n^2): every loop turn places a queen, and there are at most e*n! placements;
//   O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
// Fix: 64-bit masks, and n > 64 panics instead of answering wrongly.

struct Search {
    n: usize,
    full: u64,          // the n lowest bits: the squares of one row
    queens: Vec<usize>, // queens[row] = column of that row's queen
    solutions: Vec<Vec<String>>,
}

impl Search {
    fn solve(&mut self, row: usize, columns: u64, diagonals1: u64, diagonals2: u64) {
        if row == self.n {
            let board = self.generate_board();
            self.solutions.push(board);
            return;
        }
        let mut available = self.full & !(columns | diagonals1 | diagonals2);
        while available != 0 {
            let position = available & available.wrapping_neg(); // lowest set bit = leftmost free column
            available &= available - 1;
            self.queens[row] = position.trailing_zeros() as usize;
            self.solve(
                row + 1,
                columns | position,
                (diagonals1 | position) << 1,
                (diagonals2 | position) >> 1,
            );
        }
    }

    fn generate_board(&self) -> Vec<String> {
        let row = |col: usize| {
            (0..self.n)
                .map(|c| if c == col { 'Q' } else { '.' })
                .collect()
        };
        self.queens.iter().map(|&col| row(col)).collect()
    }
}

impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        if n < 1 {
            return vec![];
        }
        assert!(
            n <= 64,
            "solveNQueens: the bitmasks hold at most 64 columns"
        );
        let n = n as usize;
        let mut s = Search {
            n,
            full: u64::MAX >> (64 - n),
            queens: vec![0; n],
            solutions: vec![],
        };
        s.solve(0, 0, 0, 0);
        s.solutions
    }
}
