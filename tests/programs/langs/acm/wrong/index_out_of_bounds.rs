// expect: RE on 01: index out of bounds: the len is 1 but the index is 1, at index_out_of_bounds.rs:9
// Language test program (Rust, acm): reads one element past the end of a Vec. Expected: RE, with
// Rust's panic message and this file's line.
fn main() {
    let mut input = String::new();
    std::io::stdin().read_line(&mut input).unwrap();
    let n: usize = input.trim().parse().unwrap();
    let queens = vec![0; n];
    println!("{}", queens[n]);
}
