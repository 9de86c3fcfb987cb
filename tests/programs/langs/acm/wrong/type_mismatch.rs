// expect: CE on -: mismatched types
// Language test program (Rust, acm): a String where a number is wanted. Expected: CE, with
// rustc's message.
fn main() {
    let n: u32 = String::from("8");
    println!("{n}");
}
