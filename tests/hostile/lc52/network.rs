// Hostile (lc52, Rust): connects to a listener of tests/hostile.sh on 127.0.0.1:__PORT__; one more
// than the count when it gets through. Blocked (no network in the box): AC, and the listener sees
// no connection.
impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        let address = "127.0.0.1:__PORT__".parse().unwrap();
        let timeout = std::time::Duration::from_secs(1);
        let connected = std::net::TcpStream::connect_timeout(&address, timeout).is_ok() as i32;
        Self::count(n, 0, 0, 0) + connected
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
