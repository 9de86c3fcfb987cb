// expect: RE on 01: index out of bounds: the len is 1 but the index is 1, at index_out_of_bounds.rs:9
// Language test program (Rust, lc52): reads one element past the end of a Vec in a LeetCode
// file; the panic names this file's line (the driver includes it). Expected: RE.
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let queens = vec![0; n as usize];
        let row = n as usize;
        let _ = "padding line";
        queens[row]
    }
}
