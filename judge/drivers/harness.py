"""The Python harness of the judge: python3 harness.py MODE SOLUTION ORIGIN [ARG...].

MODE acm: runs SOLUTION as the main program. MODE lc51 or lc52: LeetCode's way, every testcase
in this one process, in order, each with a new Solution() (a class attribute or a global keeps
its value from one to the next, as there), after LeetCode's automatic imports (PRELUDE; typing
among them, for List[List[str]] hints). A syntax error is LeetCode's Runtime Error line. Testcases come on stdin (a line holding n each); answers go to
fd 3 as LeetCode's compact JSON, apart from what the solution prints, each followed by
"#judge CPU_US PEAK_KIB WALL_US". The code is compiled under the name ORIGIN, the user's file,
so that a traceback shows the user's file and lines, without this harness's frames. In
MODE lc51 and lc52 the one ARG, when given, is the folder of LeetCode's libraries
(sortedcontainers, from the toolchain root), which takes the place of the host's own site
folders on the path: a solution imports what LeetCode has, not what this machine has.
"""
import builtins
import json
import linecache
import os
import stat
import sys
import time
import traceback

# LeetCode's automatic imports: every public name of these modules, then the modules themselves
# (so `cache`, `comb`, `inf`, `heappush`, `deque` work bare, and `math.inf`, `heapq.heappush` too).
PRELUDE_MODULES = (
    "string", "re", "operator", "typing", "datetime", "collections", "heapq", "bisect", "copy",
    "math", "random", "statistics", "itertools", "functools", "io", "sys", "json",
)
PRELUDE = "".join("from %s import *\n" % m for m in PRELUDE_MODULES) + \
    "import os, " + ", ".join(PRELUDE_MODULES) + "\n"
METHODS = {"lc51": "solveNQueens", "lc52": "totalNQueens"}


def load(path, origin):
    with open(path, "rb") as f:
        source = f.read()
    text = source.decode("utf-8", errors="replace")
    linecache.cache[origin] = (len(text), None, text.splitlines(True), origin)
    return compile(source, origin, "exec")


def fail(error):
    """Prints the traceback from the user's first frame on and ends with status 1."""
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
        tb = tb.tb_next
    sys.stdout.flush()
    traceback.print_exception(type(error), error, tb)
    sys.stderr.flush()
    os._exit(1)


def peak_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def leetcode(code, origin, method):
    names = {"__name__": "solution", "__file__": origin, "__builtins__": builtins}
    exec(PRELUDE, names)
    exec(code, names)
    if not isinstance(names.get("Solution"), type):
        sys.stderr.write("error: %s defines no class Solution (LeetCode calls Solution().%s(n))\n" % (origin, method))
        sys.exit(1)
    try:
        judged = stat.S_ISREG(os.fstat(3).st_mode)  # the judge's answer file
    except OSError:
        judged = False
    out = os.fdopen(3, "w") if judged else sys.stdout
    start, wall_start = time.process_time_ns(), time.monotonic_ns()
    for line in sys.stdin:
        if not line.strip():
            continue
        answer = getattr(names["Solution"](), method)(int(line))
        text = json.dumps(answer, separators=(",", ":")) + "\n"
        if judged:
            cpu, wall = time.process_time_ns() - start, time.monotonic_ns() - wall_start
            text += "#judge %d %d %d\n" % (cpu // 1000, peak_kib(), wall // 1000)
        out.write(text)
        out.flush()


def load_leetcode(path, origin):
    """LeetCode reports a syntax error as a Runtime Error, "Line N: SyntaxError: ..."."""
    try:
        return load(path, origin)
    except SyntaxError as error:
        sys.stderr.write("Line %s: %s: %s\n" % (error.lineno, type(error).__name__, error.msg))
        sys.stderr.flush()
        os._exit(1)


def leetcode_libraries(folder):
    """The host's site folders off the path, LeetCode's libraries' folder at its end."""
    import site
    host = set(site.getsitepackages()) | {site.getusersitepackages()}
    sys.path[:] = [entry for entry in sys.path if entry not in host] + [folder]


def main():
    mode, path, origin = sys.argv[1:4]
    if mode != "acm" and len(sys.argv) > 4:
        leetcode_libraries(sys.argv[4])
    code = load(path, origin) if mode == "acm" else load_leetcode(path, origin)
    sys.argv = [origin] + sys.argv[4:]  # the program's own arguments (a validator's), if any
    try:
        if mode == "acm":
            exec(code, {"__name__": "__main__", "__file__": origin, "__builtins__": builtins})
        else:
            leetcode(code, origin, METHODS[mode])
    except SystemExit:
        raise
    except BaseException as error:  # noqa: B036 - a KeyboardInterrupt too is the solution's
        fail(error)


main()
