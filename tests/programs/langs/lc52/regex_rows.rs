// Language test program (Rust, lc52): the regex crate, which LeetCode's Rust has ("Supports rand
// v0.8 and regex v1 from crates.io"): each full board written as rows of '.' and 'Q', counted
// only when a regex finds exactly one queen in every row. Expected: AC.
use regex::Regex;

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let row = Regex::new(r"^\.*Q\.*$").unwrap();
        let mut boards = Vec::new();
        Self::place(n as usize, &mut Vec::new(), &mut boards);
        boards
            .iter()
            .filter(|board| board.iter().all(|line| row.is_match(line)))
            .count() as i32
    }

    fn place(n: usize, cols: &mut Vec<usize>, boards: &mut Vec<Vec<String>>) {
        if cols.len() == n {
            let lines = cols
                .iter()
                .map(|&c| (0..n).map(|k| if k == c { 'Q' } else { '.' }).collect())
                .collect();
            boards.push(lines);
            return;
        }
        let row = cols.len();
        for c in 0..n {
            if cols.iter().enumerate().all(|(r, &k)| k != c && k.abs_diff(c) != row - r) {
                cols.push(c);
                Self::place(n, cols, boards);
                cols.pop();
            }
        }
    }
}
