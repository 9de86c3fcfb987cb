// Language test program (Rust, lc52): the rand crate, which LeetCode's Rust has ("Supports rand
// v0.8 and regex v1 from crates.io"): the columns of each row tried in a shuffled order, which
// changes nothing in the count. Expected: AC.
use rand::seq::SliceRandom;

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let mut order: Vec<i32> = (0..n).collect();
        order.shuffle(&mut rand::thread_rng());
        Self::place(n, 0, &order, &mut Vec::new())
    }

    fn place(n: i32, row: i32, order: &[i32], cols: &mut Vec<i32>) -> i32 {
        if row == n {
            return 1;
        }
        let mut total = 0;
        for &c in order {
            let safe = cols
                .iter()
                .enumerate()
                .all(|(r, &k)| k != c && (k - c).abs() != row - r as i32);
            if safe {
                cols.push(c);
                total += Self::place(n, row + 1, order, cols);
                cols.pop();
            }
        }
        total
    }
}
