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

/// The C library's struct rusage (Linux, 64-bit): two timevals, then 14 longs.
#[repr(C)]
struct JudgeRusage {
    utime: [i64; 2],
    stime: [i64; 2],
    rest: [i64; 14],
}

extern "C" {
    fn getrusage(who: i32, usage: *mut JudgeRusage) -> i32;
}

/// The user and system time of every thread of the process, from getrusage(RUSAGE_SELF).
fn judge_cpu_micros() -> i64 {
    let mut usage = JudgeRusage {
        utime: [0; 2],
        stime: [0; 2],
        rest: [0; 14],
    };
    // SAFETY: getrusage writes one struct rusage, which JudgeRusage lays out.
    if unsafe { getrusage(0, &mut usage) } != 0 {
        return 0;
    }
    (usage.utime[0] + usage.stime[0]) * 1_000_000 + usage.utime[1] + usage.stime[1]
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
