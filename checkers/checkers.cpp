// The three checkers. Each first validates what the testdata says (n in the input, the golden
// output) and returns FAIL if that is broken, then judges the found output.
#include "checkers/checkers.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "checkers/board_list.hpp"
#include "checkers/queens.hpp"
#include "judge/text.hpp"

namespace judge {

namespace {

Outcome fail(const std::string& message) { return {Verdict::FAIL, "", message}; }
Outcome wrong(const std::string& message) { return {Verdict::WA, "", message}; }
Outcome accepted() { return {Verdict::AC, "", ""}; }

// n from the first token of the input, when it is a positive integer.
std::optional<int> inputN(const std::string& input) {
    std::vector<std::string> tokens = splitTokens(input);
    if (tokens.empty()) return std::nullopt;
    std::optional<long long> n = parseInteger(tokens[0]);
    if (!n || *n < 1 || *n > 1000) return std::nullopt;
    return static_cast<int>(*n);
}

// Why a golden count disagrees with OEIS A000170, if it does.
std::optional<std::string> countProblem(long long count, int n) {
    std::optional<long long> known = knownCount(n);
    if (!known || *known == count) return std::nullopt;
    return "golden output says " + std::to_string(count) +
           (count == 1 ? " solution" : " solutions") + " for n = " + std::to_string(n) +
           ", but there are " + std::to_string(*known);
}

std::string boardCount(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " board" : " boards");
}

// ---- LeetCode 51 ----

// Why a list of boards is not a list of distinct legal boards, if it is not.
std::optional<std::string> boardListProblem(const std::vector<Board>& boards, int n) {
    std::map<Board, std::size_t> firstSeen;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        std::string which = "board " + std::to_string(i + 1);
        if (auto problem = boardProblem(boards[i], n))
            return which + " is not a solution: " + *problem + ": " +
                   cut(renderBoard(boards[i]), 200);
        auto [it, fresh] = firstSeen.emplace(boards[i], i);
        if (!fresh)
            return which + " repeats board " + std::to_string(it->second + 1) + ": " +
                   cut(renderBoard(boards[i]), 200);
    }
    return std::nullopt;
}

// Boards of `from` that `other` lacks, in the order of `from`.
std::vector<Board> missingFrom(const std::vector<Board>& from, const std::vector<Board>& other) {
    std::vector<Board> sorted = other;
    std::sort(sorted.begin(), sorted.end());
    std::vector<Board> missing;
    for (const Board& b : from)
        if (!std::binary_search(sorted.begin(), sorted.end(), b)) missing.push_back(b);
    return missing;
}

std::optional<std::string> goldenLc51Problem(const BoardListParse& golden, int n) {
    if (!golden.ok) return "golden output is not a list of boards: " + golden.error;
    if (auto problem = boardListProblem(golden.boards, n)) return "golden output: " + *problem;
    return countProblem(static_cast<long long>(golden.boards.size()), n);
}

// ---- ACM ----

// Lines with trailing whitespace removed, and without blank lines at the end.
std::vector<std::string> trimmedLines(const std::string& text) {
    std::vector<std::string> lines = splitLines(text);
    for (std::string& line : lines) line = rtrim(line);
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

// "r c" lines from index `first` on, as queens; nothing if fewer than n lines or one does not parse.
std::optional<std::vector<Queen>> placementLines(const std::vector<std::string>& lines,
                                                 std::size_t first, int n) {
    if (lines.size() < first + static_cast<std::size_t>(n)) return std::nullopt;
    std::vector<Queen> queens;
    for (std::size_t i = first; i < first + static_cast<std::size_t>(n); ++i) {
        std::vector<std::string> tokens = splitTokens(lines[i]);
        if (tokens.size() != 2) return std::nullopt;
        std::optional<long long> r = parseInteger(tokens[0]), c = parseInteger(tokens[1]);
        if (!r || !c || *r < -1000000 || *r > 1000000 || *c < -1000000 || *c > 1000000)
            return std::nullopt;
        queens.push_back({static_cast<int>(*r), static_cast<int>(*c)});
    }
    return queens;
}

std::optional<std::string> goldenAcmProblem(const std::vector<std::string>& golden,
                                            std::optional<int> n) {
    std::optional<long long> count;
    if (!golden.empty()) count = parseInteger(golden[0]);
    if (!count || *count < 0)
        return std::string("golden output does not start with a non-negative count");
    if (!n) return std::nullopt;
    if (auto problem = countProblem(*count, *n)) return problem;
    std::size_t wantLines = *count == 0 ? 1 : 1 + static_cast<std::size_t>(*n);
    if (golden.size() != wantLines)
        return "golden output has " + std::to_string(golden.size()) + " lines, expected " +
               std::to_string(wantLines);
    if (*count == 0) return std::nullopt;
    std::optional<std::vector<Queen>> queens = placementLines(golden, 1, *n);
    if (!queens) return std::string("golden solution lines are not \"row col\" pairs");
    if (auto problem = placementProblem(*queens, *n))
        return "golden solution is not one: " + *problem;
    return std::nullopt;
}

bool sameQueens(std::vector<Queen> a, std::vector<Queen> b) {
    auto key = [](const Queen& q) { return std::make_pair(q.row, q.col); };
    auto less = [&](const Queen& x, const Queen& y) { return key(x) < key(y); };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [&](const Queen& x, const Queen& y) { return key(x) == key(y); });
}

// What the found solution is, when the count matched and line `index` (0-based) of its lines
// differs: " (a solution, but not the lexicographically smallest)" and the like.
std::string placementNote(const std::vector<std::string>& golden,
                          const std::vector<std::string>& found, std::size_t index,
                          std::optional<int> n) {
    // Only for a "row col" line, when the counts agree and the golden output has a solution.
    if (!n || index < 1 || index > static_cast<std::size_t>(*n) || found[0] != golden[0] ||
        golden.size() != 1 + static_cast<std::size_t>(*n))
        return "";
    std::optional<std::vector<Queen>> queens = placementLines(found, 1, *n);
    if (!queens) return "";
    if (auto problem = placementProblem(*queens, *n)) return " (" + *problem + ")";
    if (sameQueens(*queens, *placementLines(golden, 1, *n)))
        return " (the right queens, listed in another order)";
    return " (a solution, but not the lexicographically smallest)";
}

std::string lineValue(const std::vector<std::string>& lines, std::size_t i) {
    return i < lines.size() ? quote(lines[i]) : "end of output";
}

std::string lineMessage(const std::vector<std::string>& golden,
                        const std::vector<std::string>& found, std::size_t i) {
    return "line " + std::to_string(i + 1) + ": expected " + lineValue(golden, i) + ", found " +
           lineValue(found, i);
}

}  // namespace

Outcome checkLc51(const std::string& input, const std::string& expected, const std::string& found) {
    std::optional<int> n = inputN(input);
    if (!n) return fail("input does not start with n");
    BoardListParse golden = parseBoardList(expected);
    if (auto problem = goldenLc51Problem(golden, *n)) return fail(*problem);
    BoardListParse answer = parseBoardList(found);
    if (!answer.ok) return wrong(answer.error);
    if (auto problem = boardListProblem(answer.boards, *n)) return wrong(*problem);
    std::vector<Board> extra = missingFrom(answer.boards, golden.boards);
    if (!extra.empty())
        return fail("golden output lacks the legal board " + cut(renderBoard(extra[0]), 200));
    std::vector<Board> missing = missingFrom(golden.boards, answer.boards);
    if (!missing.empty())
        return wrong("expected " + boardCount(golden.boards.size()) + ", found " +
                     std::to_string(answer.boards.size()) + "; missing board " +
                     cut(renderBoard(missing[0]), 200));
    return accepted();
}

Outcome checkLc52(const std::string& input, const std::string& expected, const std::string& found) {
    std::vector<std::string> golden = splitTokens(expected);
    std::optional<long long> want = golden.size() == 1 ? parseInteger(golden[0]) : std::nullopt;
    if (!want) return fail("golden output is not one integer");
    if (std::optional<int> n = inputN(input))
        if (auto problem = countProblem(*want, *n)) return fail(*problem);
    std::vector<std::string> tokens = splitTokens(found);
    std::string expectedText = "expected " + std::to_string(*want) + ", found ";
    if (tokens.empty()) return wrong(expectedText + "end of output");
    std::optional<long long> got = parseInteger(tokens[0]);
    if (!got) return wrong(expectedText + quote(tokens[0]) + ", which is not an integer");
    if (*got != *want) return wrong(expectedText + std::to_string(*got));
    if (tokens.size() > 1) return wrong("extra output after the answer: " + quote(tokens[1]));
    return accepted();
}

Outcome checkAcm(const std::string& input, const std::string& expected, const std::string& found) {
    std::optional<int> n = inputN(input);
    std::vector<std::string> golden = trimmedLines(expected);
    if (auto problem = goldenAcmProblem(golden, n)) return fail(*problem);
    std::vector<std::string> lines = trimmedLines(found);
    std::size_t i = 0;
    while (i < golden.size() && i < lines.size() && golden[i] == lines[i]) ++i;
    if (i == golden.size() && i == lines.size()) return accepted();
    std::string message = lineMessage(golden, lines, i);
    if (splitTokens(expected) == splitTokens(found))
        return {Verdict::PE, "", message + " (same tokens, different whitespace)"};
    if (i < lines.size()) message += placementNote(golden, lines, i, n);
    return wrong(message);
}

Outcome checkGolden(Checker checker, const std::string& input, const std::string& expected) {
    Outcome self = checker(input, expected, expected);
    if (self.verdict == Verdict::AC || self.verdict == Verdict::FAIL) return self;
    return fail("golden output fails its own check: " + self.message);
}

}  // namespace judge
