// The Rust LeetCode harness, as LeetCode runs a submission: every testcase in this one process, in
// order (a static keeps its value from one testcase to the next, as there). Testcases come on
// stdin (a line holding n each); answers go to fd 3 (the judge's answer file), apart from what
// the solution prints, each followed by "#judge CPU_US PEAK_KIB WALL_US" (see harness.hpp).
// Without fd 3 as a regular file it writes just the answers on stdout. The judge's main.rs
// declares `struct Solution;` and includes the solution, this file and lc51.rs or lc52.rs.

/// Answers each testcase with `answer(n)`, LeetCode's JSON text of the result.
fn judge_run(answer: impl Fn(i32) -> String) {
    use std::io::{BufRead, Write};
    use std::os::unix::io::FromRawFd;
    let (start, wall_start) = (judge_cpu_micros(), std::time::Instant::now());
    let judged = std::fs::metadata("/proc/self/fd/3")
        .map(|m| m.is_file())
        .unwrap_or(false);
    let mut out: Box<dyn Write> = if judged {
        // SAFETY: fd 3 is the judge's answer file, open for the whole run and used by nothing else.
        Box::new(unsafe { std::fs::File::from_raw_fd(3) })
    } else {
        Box::new(std::io::stdout())
    };
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap_or_default();
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Ok(n) = line.parse::<i32>() else {
            eprintln!("error: a testcase is not a number: {line}");
            std::process::exit(3);
        };
        let mut text = answer(n) + "\n";
        if judged {
            let wall = wall_start.elapsed().as_micros();
            let cpu = judge_cpu_micros() - start;
            text += &format!("#judge {} {} {}\n", cpu, judge_peak_kib(), wall);
        }
        if out
            .write_all(text.as_bytes())
            .and_then(|_| out.flush())
            .is_err()
        {
            std::process::exit(3);
        }
    }
}

/// [["..Q.","Q...","...Q",".Q.."],...], as LeetCode prints a Vec<Vec<String>>.
fn judge_boards(boards: &[Vec<String>]) -> String {
    let quoted = |s: &String| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let rows = |b: &Vec<String>| b.iter().map(quoted).collect::<Vec<_>>().join(",");
    let all: Vec<String> = boards.iter().map(|b| format!("[{}]", rows(b))).collect();
    format!("[{}]", all.join(","))
}

/// utime + stime of this process, from /proc/self/stat (clock ticks of 10 ms).
fn judge_cpu_micros() -> i64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<i64> = after
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    fields
        .get(11)
        .zip(fields.get(12))
        .map(|(u, s)| (u + s) * 10000)
        .unwrap_or(0)
}

fn judge_peak_kib() -> i64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kib| kib.parse().ok())
        .unwrap_or(0)
}
