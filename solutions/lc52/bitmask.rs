// LeetCode 52, N-Queens II: count the boards.
// Approach: row by row with bitmasks: col_limit, left_dia_lim, right_dia_lim have a 1 on each
// square of the current row that a queen above attacks; limit has the n lowest bits set. Going one
// row down, left_dia_lim shifts left and right_dia_lim shifts right.
// Time: O(n!): every loop turn places a queen, and there are at most e*n! placements (the
//   sources' O(N*N) is wrong, and O(N^N) far too loose).
// Space: O(n) (the recursion).
// The i32 that LeetCode asks for holds every count up to n = 18 (666,090,624); n = 19 has
// 4,968,057,848. Fix: the source's 32-bit masks answer 0 for n > 32; here the masks are u64 and
// n > 64 panics; the count is an i64, and one that does not fit in i32 panics instead of wrapping
// around.

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let total = Self::num2(n);
        i32::try_from(total).expect("totalNQueens: the count does not fit in i32 (n >= 19)")
    }

    fn num2(n: i32) -> i64 {
        if n < 1 {
            return 0;
        }
        assert!(
            n <= 64,
            "totalNQueens: the bitmasks hold at most 64 columns"
        );
        let limit = u64::MAX >> (64 - n);
        Self::process2(limit, 0, 0, 0)
    }

    fn process2(limit: u64, col_limit: u64, left_dia_lim: u64, right_dia_lim: u64) -> i64 {
        if col_limit == limit {
            return 1; // every column holds a queen
        }
        let mut pos = limit & !(col_limit | left_dia_lim | right_dia_lim); // 1 = free square
        let mut res = 0;
        while pos != 0 {
            let most_right_one = pos & (!pos).wrapping_add(1);
            pos -= most_right_one;
            res += Self::process2(
                limit,
                col_limit | most_right_one,
                (left_dia_lim | most_right_one) << 1,
                (right_dia_lim | most_right_one) >> 1,
            );
        }
        res
    }
}
