// expect: TLE on 01: CPU time over
// Language test program (Rust, acm): loops forever (black_box keeps the optimizer from removing
// the loop). Expected: TLE.
fn main() {
    let mut x = 0u64;
    loop {
        x = std::hint::black_box(x.wrapping_add(1));
    }
}
