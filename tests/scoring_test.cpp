// Scoring tests: the scores of hand-made packages (groups and tests as loadPackage would record
// them) on hand-written results, each expected score worked out by hand from the format's rules.
#include <doctest/doctest.h>

#include <stdlib.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "common/file.hpp"
#include "judge/package.hpp"
#include "judge/scoring.hpp"

using namespace judge;

namespace {

PackageTest testNamed(const std::string& fullName) {
    PackageTest t;
    t.fullName = fullName;
    t.name = fullName.rfind("secret/", 0) == 0 ? fullName.substr(7) : fullName;
    return t;
}

GroupScoring group(const std::string& name) {
    GroupScoring g;
    g.name = name;
    g.hasFile = true;
    return g;
}

// A 2025-09 scoring package: sample/1; secret/a (max 40, min), secret/b (max 60, sum, require_pass
// secret/a), two tests each.
Package modernPackage() {
    Package p;
    p.version = "2025-09";
    p.scoring = true;
    for (const char* t : {"sample/1", "secret/a/1", "secret/a/2", "secret/b/1", "secret/b/2"})
        p.tests.push_back(testNamed(t));
    p.groups = {group("sample"), group("secret"), group("secret/a"), group("secret/b")};
    p.groups[1].hasFile = false;
    p.groups[2].maxScore = 40;
    p.groups[2].aggregation = "min";
    p.groups[3].maxScore = 60;
    p.groups[3].aggregation = "sum";
    p.groups[3].requirePass = {"secret/a"};
    return p;
}

std::vector<ScoredTest> allAccepted(const Package& p) {
    std::vector<ScoredTest> runs;
    for (const PackageTest& t : p.tests) runs.push_back({&t, Verdict::AC, {}, {}});
    return runs;
}

ScoredTest* find(std::vector<ScoredTest>& runs, const std::string& fullName) {
    for (ScoredTest& r : runs)
        if (r.test->fullName == fullName) return &r;
    return nullptr;
}

}  // namespace

TEST_CASE("scoring 2025-09: every test AC, no score files: every group its max_score") {
    const Package p = modernPackage();
    const ScoreResult r = scoreResults(p, allAccepted(p));
    CHECK(r.error.empty());
    CHECK(r.score == doctest::Approx(100));
    REQUIRE(r.maxScore);
    CHECK(*r.maxScore == doctest::Approx(100));
    CHECK(r.groups.at("secret/a") == doctest::Approx(40));
    CHECK(r.tests.at("secret/a/1") == doctest::Approx(40));  // min: each test the group's max
    CHECK(r.tests.at("secret/b/2") == doctest::Approx(30));  // sum: a share of the group's max
    CHECK(r.tests.count("sample/1") == 0);                   // samples never score
}

TEST_CASE("scoring 2025-09: score_multiplier.txt, score.txt, min and sum") {
    const Package p = modernPackage();
    std::vector<ScoredTest> runs = allAccepted(p);
    find(runs, "secret/a/1")->multiplierText = "0.5\n";  // 20 of 40; min with 40: 20
    find(runs, "secret/b/1")->scoreText = "12.5";        // of 30; sum with 30: 42.5
    const ScoreResult r = scoreResults(p, runs);
    CHECK(r.error.empty());
    CHECK(r.groups.at("secret/a") == doctest::Approx(20));
    CHECK(r.groups.at("secret/b") == doctest::Approx(42.5));
    CHECK(r.score == doctest::Approx(62.5));
}

TEST_CASE("scoring 2025-09: a rejected test scores 0; require_pass zeroes a group") {
    const Package p = modernPackage();
    std::vector<ScoredTest> runs = allAccepted(p);
    find(runs, "secret/a/2")->verdict = Verdict::WA;  // a: min(40, 0) = 0, and b requires a
    const ScoreResult r = scoreResults(p, runs);
    CHECK(r.error.empty());
    CHECK(r.groups.at("secret/a") == doctest::Approx(0));
    CHECK(r.groups.at("secret/b") == doctest::Approx(0));
    CHECK(r.score == doctest::Approx(0));
    runs = allAccepted(p);
    find(runs, "secret/b/2")->verdict = Verdict::TLE;  // b: 30 + 0; a untouched
    CHECK(scoreResults(p, runs).score == doctest::Approx(70));
}

TEST_CASE("scoring 2025-09: the judge errors of the format make the score an error") {
    const Package p = modernPackage();
    std::vector<ScoredTest> runs = allAccepted(p);
    find(runs, "secret/b/1")->verdict = Verdict::WA;
    find(runs, "secret/b/1")->scoreText = "3";
    CHECK(scoreResults(p, runs).error.find("not accepted") != std::string::npos);
    runs = allAccepted(p);
    find(runs, "secret/b/1")->scoreText = "31";  // over the test's 30
    CHECK(scoreResults(p, runs).error.find("over the test's 30") != std::string::npos);
    runs = allAccepted(p);
    find(runs, "secret/a/1")->scoreText = "1";
    find(runs, "secret/a/1")->multiplierText = "1";
    CHECK(scoreResults(p, runs).error.find("both") != std::string::npos);
    runs = allAccepted(p);
    find(runs, "secret/a/2")->multiplierText = "1.5";
    CHECK(scoreResults(p, runs).error.find("[0, 1]") != std::string::npos);
}

TEST_CASE("scoring 2025-09: unbounded groups need score.txt; pass-fail groups take none") {
    Package p = modernPackage();
    p.groups[1].hasFile = true;
    p.groups[1].unbounded = true;
    p.groups[2].maxScore.reset();
    p.groups[2].unbounded = true;
    p.groups[3].maxScore.reset();
    p.groups[3].unbounded = true;
    std::vector<ScoredTest> runs = allAccepted(p);
    CHECK(scoreResults(p, runs).error.find("no score.txt") != std::string::npos);
    for (ScoredTest& r : runs) r.scoreText = "7";
    const ScoreResult r = scoreResults(p, runs);
    CHECK(r.error.empty());
    CHECK(!r.maxScore);
    CHECK(r.score == doctest::Approx(7 + 14));  // a: min(7, 7); b: 7 + 7
    Package q = modernPackage();
    q.groups[2].aggregation = "pass-fail";
    runs = allAccepted(q);
    find(runs, "secret/a/1")->scoreText = "40";
    CHECK(scoreResults(q, runs).error.find("pass-fail") != std::string::npos);
}

TEST_CASE("scoring 2023-07: groups without a max_score share what the others leave") {
    Package p = modernPackage();
    p.version = "2023-07";
    p.groups[2].maxScore = 70;
    p.groups[3].maxScore.reset();  // 100 - 70 = 30 for b, 15 a test
    const ScoreResult r = scoreResults(p, allAccepted(p));
    CHECK(r.groups.at("secret/b") == doctest::Approx(30));
    CHECK(r.tests.at("secret/b/1") == doctest::Approx(15));
    CHECK(r.score == doctest::Approx(100));
}

TEST_CASE("scoring legacy: the default grader, on_reject, ignore_sample, accept_score, modes") {
    Package p;
    p.version = "legacy";
    p.scoring = true;
    for (const char* t : {"sample/1", "secret/g1/1", "secret/g1/2", "secret/g2/1", "secret/g2/2"})
        p.tests.push_back(testNamed(t));
    p.groups = {group(""), group("sample"), group("secret"), group("secret/g1"),
                group("secret/g2")};
    p.groups[0].graderFlags = {"ignore_sample"};
    p.groups[0].onRejectContinue = true;
    p.groups[2].graderFlags = {"sum", "always_accept"};
    p.groups[3].acceptScore = 10;  // g1: min of 10s, on after a rejection (data/'s continue)
    p.groups[3].graderFlags = {"min"};
    p.groups[4].graderFlags = {"avg"};  // g2: inherits continue from data/, averages
    std::vector<ScoredTest> runs = allAccepted(p);
    ScoreResult r = scoreResults(p, runs);
    CHECK(r.score == doctest::Approx(10 + 1));  // g1 min(10, 10); g2 avg(1, 1)
    CHECK(r.accepted);
    find(runs, "sample/1")->verdict = Verdict::WA;  // ignored
    find(runs, "secret/g2/1")->scoreText = "5";     // g2 avg(5, 1) = 3
    r = scoreResults(p, runs);
    CHECK(r.score == doctest::Approx(13));
    CHECK(r.accepted);
    find(runs, "secret/g1/1")->verdict = Verdict::TLE;  // g1 rejected: its score is 0
    r = scoreResults(p, runs);
    CHECK(r.groups.at("secret/g1") == doctest::Approx(0));
    CHECK(r.score == doctest::Approx(3));
    CHECK(r.accepted);                  // secret always accepts
    p.groups[2].graderFlags = {"sum"};  // worst_error: secret and data/ rejected, score 0
    r = scoreResults(p, runs);
    CHECK(!r.accepted);
    CHECK(r.score == doctest::Approx(0));
}

namespace {

// A package of version `version` (type scoring, but legacy) whose data/secret/g1 holds one test and
// the group file `text`; its error, or "" with the group's scoring in `g`. `submissions` is
// submissions.yaml's text (none when empty).
std::string readGroup(const std::string& text, const std::string& version, GroupScoring& g,
                      const std::string& group = "secret/g1", const std::string& submissions = "") {
    char dir[] = "/tmp/kit-scoring-test-XXXXXX";
    REQUIRE(::mkdtemp(dir) != nullptr);
    const std::string root = dir;
    const bool legacy = version == "legacy";
    std::filesystem::create_directories(root + "/data/" + group);
    std::filesystem::create_directories(root + "/submissions/accepted");
    REQUIRE(kit::writeFile(root + "/problem.yaml", legacy
                                                       ? "name: S\ntype: scoring\n"
                                                       : "problem_format_version: " + version +
                                                             "-draft\nname: S\ntype: scoring\n"));
    REQUIRE(kit::writeFile(
        root + "/data/" + group + (legacy ? "/testdata.yaml" : "/test_group.yaml"), text));
    REQUIRE(kit::writeFile(root + "/data/" + group + "/01.in", "1\n"));
    REQUIRE(kit::writeFile(root + "/data/" + group + "/01.ans", "1\n"));
    if (!submissions.empty()) {
        REQUIRE(kit::writeFile(root + "/submissions/accepted/a.py", "print(1)\n"));
        REQUIRE(kit::writeFile(root + "/submissions/submissions.yaml", submissions));
    }
    std::string error;
    const std::optional<Package> p = loadPackage(root, {}, error);
    std::filesystem::remove_all(root);
    if (!p) return error.substr(error.find(": ") + 2);  // after the file's path
    if (const GroupScoring* found = findGroup(*p, group)) g = *found;
    return "";
}

}  // namespace

TEST_CASE("scoring: a group file's scoring keys, and the errors that name the key") {
    GroupScoring g;
    CHECK(readGroup("max_score: 30\nscore_aggregation: min\nrequire_pass: sample\n", "2025-09",
                    g) == "");
    CHECK(g.maxScore == 30.0);
    CHECK(g.aggregation == "min");
    CHECK(g.requirePass == std::vector<std::string>{"sample"});
    GroupScoring draft;
    CHECK(readGroup("scoring:\n  score: unbounded\n  aggregation: sum\n", "2023-07", draft) == "");
    CHECK(draft.unbounded);
    GroupScoring bad;
    CHECK(readGroup("max_score: -1\n", "2025-09", bad).rfind("max_score: ", 0) == 0);
    CHECK(readGroup("score_aggregation: avg\n", "2025-09", bad).rfind("score_aggregation: ", 0) ==
          0);
    CHECK(readGroup("scoring:\n  points: 3\n", "2023-07", bad).find("scoring.points") !=
          std::string::npos);
    GroupScoring custom;  // the flags are the custom grader's to read (the default grader's are
                          // checked with the whole package: scoringError)
    CHECK(readGroup("grading: custom\ngrader_flags: sum median\n", "2023-07", custom) == "");
    CHECK(custom.customGrading == true);
    CHECK(custom.graderFlags == std::vector<std::string>{"sum", "median"});
    CHECK(readGroup("grading: clever\n", "legacy", bad).rfind("grading: ", 0) == 0);
    CHECK(readGroup("range: 10 0\n", "legacy", bad).rfind("range: ", 0) == 0);
    GroupScoring sample;
    CHECK(
        readGroup("max_score: 5\n", "2025-09", sample, "sample").find("not permitted in sample") !=
        std::string::npos);
    GroupScoring none;
    CHECK(readGroup("", "2025-09", none, "secret/g1", "accepted/a.py:\n  score: [10, 20.5]\n") ==
          "");
    CHECK(readGroup("", "2025-09", none, "secret/g1", "accepted/a.py:\n  score: [20, 10]\n")
              .find("low end is above") != std::string::npos);
    CHECK(readGroup("", "2025-09", none, "secret/g1", "accepted/a.py:\n  score: lots\n")
              .find("expected a number or a list of two") != std::string::npos);
}

TEST_CASE("scoring: require_pass must name an earlier group of pass-fail aggregation") {
    Package p = modernPackage();  // b requires a, of min aggregation
    p.dir = "/p";
    CHECK(scoringError(p).find("pass-fail aggregation") != std::string::npos);
    p.groups[2].aggregation = "pass-fail";
    CHECK(scoringError(p).empty());
    p.groups[3].requirePass = {"sample", "secret/c"};
    CHECK(scoringError(p).find("not a test group") != std::string::npos);
    p.groups[2].requirePass = {"secret/b"};
    p.groups[3].requirePass = {};
    CHECK(scoringError(p).find("does not come before") != std::string::npos);
}
