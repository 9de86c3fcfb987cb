// Reverse the words, in Rust: a judge without Rust reports "skipped: no Rust here".
use std::io::BufRead;

fn main() {
    let line = std::io::stdin().lock().lines().next().unwrap().unwrap();
    let words: Vec<&str> = line.split_whitespace().rev().collect();
    println!("{}", words.join(" "));
}
