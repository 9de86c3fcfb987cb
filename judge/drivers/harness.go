package main

// The Go LeetCode harness, as LeetCode runs a submission: every testcase in this one process, in
// order (a package-level variable keeps its value from one testcase to the next, as there).
// Testcases come on stdin (a line holding n each); answers go to fd 3 (the judge's answer file),
// apart from what the solution prints, each followed by "#judge CPU_US PEAK_KIB WALL_US" (see
// harness.hpp). Without fd 3 as a regular file it writes just the answers on stdout. The judge
// builds it with the solution and lc51.go or lc52.go, all in package main.

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// judgeRun answers each testcase with answer(n), LeetCode's JSON text of the result.
func judgeRun(answer func(n int) string) {
	start, wallStart := judgeCPUMicros(), time.Now()
	out := os.NewFile(3, "answers")
	info, err := out.Stat()
	judged := err == nil && info.Mode().IsRegular()
	if !judged {
		out = os.Stdout
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if line == "" {
			continue
		}
		n, err := strconv.Atoi(line)
		if err != nil {
			os.Stderr.WriteString("error: a testcase is not a number: " + line + "\n")
			os.Exit(3)
		}
		text := answer(n) + "\n"
		if judged {
			wall := time.Since(wallStart).Microseconds()
			text += "#judge " + strconv.FormatInt(judgeCPUMicros()-start, 10) + " " +
				strconv.FormatInt(judgePeakKiB(), 10) + " " + strconv.FormatInt(wall, 10) + "\n"
		}
		if _, err := out.WriteString(text); err != nil {
			os.Exit(3)
		}
	}
}

// judgeJSON is LeetCode's compact JSON of a result.
func judgeJSON(v any) string {
	text, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(text)
}

// judgeCPUMicros is the user and system time of every thread of the process.
func judgeCPUMicros() int64 {
	var usage syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &usage) != nil {
		return 0
	}
	return usage.Utime.Nano()/1000 + usage.Stime.Nano()/1000
}

func judgePeakKiB() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			kib, _ := strconv.ParseInt(strings.Fields(line)[1], 10, 64)
			return kib
		}
	}
	return 0
}
