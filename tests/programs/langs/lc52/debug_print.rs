// Language test program (Rust, lc52): LeetCode's Rust signature, with a debug print left in.
// Expected: AC.
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        println!("debug: n = {n}");
        Self::count(n, 0, 0, 0)
    }

    fn count(n: i32, columns: u32, left: u32, right: u32) -> i32 {
        let full = (1u32 << n) - 1;
        if columns == full {
            return 1;
        }
        let (mut total, mut free) = (0, full & !(columns | left | right));
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += Self::count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        total
    }
}
