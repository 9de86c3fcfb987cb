#!/usr/bin/env bash
# A scoring interactive package with a custom grader, the size of a contest's (16 submissions, 67
# tests), written into DIR and judged there with `judge --package DIR -j2`, its wall time said:
# what docs/packages.md's timing of such a package measures. Legacy format: `type: scoring`,
# `validation: custom score interactive`, graders/grader.py, and per group of data/secret an
# `on_reject`, a `range` and `grader_flags`. The game: find a hidden n in 1..limit by asking
# "? g" (answered "<", ">" or "="), then "! n"; the fewer questions, the higher the score.
# Usage: [JUDGE=path] tools/scoring-interactive-bench.sh DIR [JUDGE_OPTION...]   (DIR made afresh)
set -eu
dir=${1:?usage: $0 DIR [JUDGE_OPTION...]}
shift
kit=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dir"
mkdir -p "$dir"/{data/sample,graders,input_validators,output_validators/game,submissions}
cd "$dir"
printf 'name: Find it, scored\ntype: scoring\nvalidation: custom score interactive\n' >problem.yaml
printf '1\n' >.timelimit
mkdir -p data/secret
printf 'grading: custom\nrange: 0 650\ngrader_flags: ignore_sample\n' >data/testdata.yaml
printf 'on_reject: continue\nrange: 0 650\ngrader_flags: first_error\n' >data/secret/testdata.yaml
# The groups: name, tests, on_reject, grader_flags, the highest n.
groups="g1 10 break first_error 10
g2 15 continue first_error 1000
g3 15 continue worst_error 100000
g4 15 break accept_if_any_accepted 1000000000
g5 10 continue first_error 1000000000"
printf '3 10\n' >data/sample/1.in && printf '3\n' >data/sample/1.ans
printf '7 10\n' >data/sample/2.in && printf '7\n' >data/sample/2.ans
while read -r g count reject flags limit; do
    mkdir -p "data/secret/$g"
    printf 'on_reject: %s\nrange: 0 %d\ngrader_flags: %s\n' "$reject" $((count * 10)) "$flags" \
        >"data/secret/$g/testdata.yaml"
    for i in $(seq 1 "$count"); do
        n=$(((i * 7919 + ${#g} * 104729) % limit + 1))
        printf '%d %d\n' "$n" "$limit" >"data/secret/$g/$(printf %02d "$i").in"
        printf '%d\n' "$n" >"data/secret/$g/$(printf %02d "$i").ans"
    done
done <<<"$groups"
cat >input_validators/validate.py <<'PY'
import re, sys
m = re.fullmatch(r"([1-9][0-9]*) ([1-9][0-9]*)\n", sys.stdin.read())
sys.exit(42 if m and int(m[1]) <= int(m[2]) <= 10**9 else 43)
PY
cat >output_validators/game/validate.py <<'PY'
"""Interactive validator: the hidden n and the limit from the input; "? g" answered "<", ">" or
"="; "! x" ends the game. Score: 10 with at most log2(limit) + 1 questions, less with more."""
import math, sys
n, limit = map(int, open(sys.argv[1]).read().split())
feedback = sys.argv[3]
print(limit, flush=True)
asked = 0
def end(code, message, score=None):
    open(feedback + "/judgemessage.txt", "w").write(message + "\n")
    if score is not None:
        open(feedback + "/score.txt", "w").write("%g\n" % score)
    sys.exit(code)
for line in sys.stdin:
    words = line.split()
    if len(words) == 2 and words[0] == "?":
        asked += 1
        if asked > 100:
            end(43, "more than 100 questions")
        g = int(words[1])
        print("<" if n < g else ">" if n > g else "=", flush=True)
    elif len(words) == 2 and words[0] == "!":
        if int(words[1]) != n:
            end(43, "%s is not %d" % (words[1], n))
        best = math.ceil(math.log2(limit)) + 1
        end(42, "found in %d" % asked, 10 if asked <= best else round(10 * best / asked, 3))
    else:
        end(43, "expected ? g or ! x, found %r" % line[:40])
end(43, "end of output before the answer")
PY
cat >graders/grader.py <<'PY'
"""Grader: a group's results ("VERDICT SCORE" lines); first_error (default), worst_error,
accept_if_any_accepted, ignore_sample (the first result left out). Accepted: the sum."""
import sys
rank = {"AC": 0, "WA": 1, "TLE": 2, "RTE": 3, "JE": 4}
flags = sys.argv[1:]
results = [line.split() for line in sys.stdin if line.strip()]
if "ignore_sample" in flags:
    results = results[1:]
bad = [v for v, _ in results if v != "AC"]
verdict = "AC" if not bad else max(bad, key=rank.get) if "worst_error" in flags else bad[0]
if "accept_if_any_accepted" in flags and any(v == "AC" for v, _ in results):
    verdict = "AC"
print(verdict, sum(float(s) for v, s in results if v == "AC") if verdict == "AC" else 0)
PY
# The submissions: a bisection in Python and in C++, with their mistakes.
sub() { mkdir -p "submissions/$1" && cat >"submissions/$1/$2"; }
bisect_py() {
    cat <<PY
limit = int(input())
lo, hi = 1, limit
while True:
    g = (lo + hi) // 2 $1
    g = max(lo, min(hi, g))
    print("?", g, flush=True)
    a = input()
    if a == "=":
        break
    if a == "<":
        hi = g - 1
    else:
        lo = g + 1
$2
print("!", g, flush=True)
PY
}
bisect_py "" "" | sub accepted bisect.py
bisect_py "" "" | sub accepted bisect_again.py
bisect_py "" "import sys; sys.stderr.write('done\\\\n')" | sub accepted bisect_noisy.py
bisect_py "+ (hi - lo) // 4" "" | sub partially_accepted/ skewed.py
bisect_py "+ (hi - lo) // 3" "" | sub partially_accepted/ skewed_more.py
bisect_py "" "g += limit > 1000" | sub wrong_answer off_on_large.py
bisect_py "" "g += limit == 1000" | sub wrong_answer off_in_g2.py
bisect_py "" "import time
while limit > 10**6: pass" | sub time_limit_exceeded spins_on_huge.py
bisect_py "" "assert limit <= 1000" | sub run_time_error asserts_on_large.py
bisect_py "" "g += 1 if limit == 10 else 0" | sub wrong_answer off_on_small.py
for name in linear_ish slow_start; do
    bisect_py "+ 0" "" | sub partially_accepted "$name.py"
done
sed -i 's/^lo, hi = 1, limit$/lo, hi = 1, limit\nfor k in range(5):\n    print("?", 1, flush=True)\n    input()/' submissions/partially_accepted/linear_ish.py
sed -i 's/^lo, hi = 1, limit$/lo, hi = 1, limit\nfor k in range(9):\n    print("?", 1, flush=True)\n    input()/' submissions/partially_accepted/slow_start.py
cat >submissions/accepted/bisect.cpp <<'CPP'
#include <iostream>
#include <string>
int main() {
    long long limit, lo = 1, hi, g = 1;
    std::cin >> limit;
    hi = limit;
    for (std::string a; lo <= hi;) {
        g = (lo + hi) / 2;
        std::cout << "? " << g << std::endl;
        std::cin >> a;
        if (a == "=") break;
        if (a == "<") hi = g - 1; else lo = g + 1;
    }
    std::cout << "! " << g << std::endl;
}
CPP
sed 's/std::cout << "! " << g/std::cout << "! " << g + (limit > 100000)/' submissions/accepted/bisect.cpp |
    sub wrong_answer off_on_huge.cpp
sed 's/for (std::string a; lo <= hi;) {/for (std::string a; lo <= hi;) {\n        if (limit > 100000) for (;;) {}/' \
    submissions/accepted/bisect.cpp | sub time_limit_exceeded spins.cpp
sed 's/std::cin >> limit;/std::cin >> limit;\n    if (limit > 1000000) return 3;/' submissions/accepted/bisect.cpp |
    sub run_time_error exits_on_huge.cpp
echo "package: $dir: $(find submissions -type f | wc -l) submissions, $(find data -name '*.in' | wc -l) tests"
cd "$kit"
start=$(date +%s%N)
set +e
"${JUDGE:-build/bin/judge}" --package "$dir" -j2 "$@"
status=$?
echo "wall: $((($(date +%s%N) - start) / 1000000)) ms (judge --package $dir -j2 $*; exit $status)"
