// Reverse the words, in Rust (judged with the toolchain root's rustc).
use std::io::BufRead;

fn main() {
    let line = std::io::stdin().lock().lines().next().unwrap().unwrap();
    let words: Vec<&str> = line.split_whitespace().rev().collect();
    println!("{}", words.join(" "));
}
