"""A legacy grader: reads a group's results, a line "VERDICT SCORE" each (AC, WA, TLE, RTE, JE),
prints the group's "VERDICT SCORE". Its flags (arguments):
  first_error (the default): the first verdict that is not AC; worst_error: the worst of them
  (JE, RTE, TLE, WA in that order); accept_if_any_accepted: AC when any result is AC;
  ignore_sample: the first result (data/sample's, at the top) is left out;
  double (this grader's own): an accepted group's score twice over.
An accepted group scores the sum of its results; a rejected one 0.1 times its verdict's rank
(WA 1, TLE 2, RTE 3, JE 4), so that the total shows which verdict each group took."""
import sys

RANK = {"AC": 0, "WA": 1, "TLE": 2, "RTE": 3, "JE": 4}
flags = sys.argv[1:]
results = [line.split() for line in sys.stdin if line.strip()]
if "ignore_sample" in flags:
    results = results[1:]
rejected = [verdict for verdict, _ in results if verdict != "AC"]
verdict = "AC"
if rejected:
    verdict = max(rejected, key=RANK.get) if "worst_error" in flags else rejected[0]
if "accept_if_any_accepted" in flags and any(v == "AC" for v, _ in results):
    verdict = "AC"
if verdict == "AC":
    score = sum(float(s) for _, s in results) * (2 if "double" in flags else 1)
else:
    score = 0.1 * RANK[verdict]
print(verdict, score)
