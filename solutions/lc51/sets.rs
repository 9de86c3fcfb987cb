// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; three hash sets hold the taken columns and diagonals:
// columns (col), diagonals1 (row - col, the "\" diagonals), diagonals2 (row + col, the "/" ones).
// Time: O(n * n! + S * n^2): at most e*n! placements, each trying n columns with O(1)
//   average set lookups; O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.

use std::collections::HashSet;

struct Search {
    n: i32,
    queens: Vec<i32>, // queens[row] = column of that row's queen
    columns: HashSet<i32>,
    diagonals1: HashSet<i32>,
    diagonals2: HashSet<i32>,
    solutions: Vec<Vec<String>>,
}

impl Search {
    fn dfs(&mut self, row: i32) {
        if row == self.n {
            let board = self.generate_board();
            self.solutions.push(board);
            return;
        }
        for col in 0..self.n {
            if self.columns.contains(&col)
                || self.diagonals1.contains(&(row - col))
                || self.diagonals2.contains(&(row + col))
            {
                continue;
            }
            self.queens[row as usize] = col;
            self.columns.insert(col);
            self.diagonals1.insert(row - col);
            self.diagonals2.insert(row + col);
            self.dfs(row + 1);
            self.columns.remove(&col);
            self.diagonals1.remove(&(row - col));
            self.diagonals2.remove(&(row + col));
        }
    }

    fn generate_board(&self) -> Vec<String> {
        let row = |col: i32| {
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
        let mut s = Search {
            n,
            queens: vec![-1; n as usize],
            columns: HashSet::new(),
            diagonals1: HashSet::new(),
            diagonals2: HashSet::new(),
            solutions: vec![],
        };
        s.dfs(0);
        s.solutions
    }
}
