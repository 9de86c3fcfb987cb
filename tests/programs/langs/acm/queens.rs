// Language test program (Rust, acm): counts placements with bitmasks, keeping the first
// placement found. Expected: AC.
use std::io::{Read, Write};

fn place(
    n: usize,
    row: usize,
    masks: [u32; 3],
    placed: &mut Vec<usize>,
    found: &mut (u64, Vec<usize>),
) {
    if row == n {
        if found.0 == 0 {
            found.1 = placed.clone();
        }
        found.0 += 1;
        return;
    }
    for c in 0..n {
        let bit = 1u32 << c;
        if (masks[0] | masks[1] | masks[2]) & bit != 0 {
            continue;
        }
        placed.push(c);
        place(
            n,
            row + 1,
            [masks[0] | bit, (masks[1] | bit) << 1, (masks[2] | bit) >> 1],
            placed,
            found,
        );
        placed.pop();
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: usize = input.split_whitespace().next().unwrap().parse().unwrap();
    let mut found = (0, vec![]);
    place(n, 0, [0; 3], &mut vec![], &mut found);
    let mut out = std::io::BufWriter::new(std::io::stdout());
    writeln!(out, "{}", found.0).unwrap();
    for (r, c) in found.1.iter().enumerate() {
        writeln!(out, "{} {}", r + 1, c + 1).unwrap();
    }
}
