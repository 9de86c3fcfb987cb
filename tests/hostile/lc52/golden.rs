// Hostile (lc52, Rust): opens the golden answers by a relative path, the kit's absolute path and
// the judge's folders through /proc; one more than the count when any opens. Blocked: AC.
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        Self::count(n, 0, 0, 0) + Self::leaked()
    }

    fn leaked() -> i32 {
        let golden = "testdata/lc52/01.out";
        let routes = [
            golden.to_string(),
            format!("../{golden}"),
            format!("__KIT__/{golden}"),
            format!("/proc/{}/cwd/{golden}", std::os::unix::process::parent_id()),
            format!("/proc/1/cwd/{golden}"),
            format!("/proc/1/root__KIT__/{golden}"),
        ];
        routes.iter().any(|r| std::fs::File::open(r).is_ok()) as i32
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
