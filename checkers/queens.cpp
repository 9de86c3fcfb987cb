// Whether queens, as "row col" lines or as boards, are an N-Queens solution, with messages
// naming the queens that attack.
#include "checkers/queens.hpp"

#include <cstdlib>

#include "judge/text.hpp"
#include "testdata/tools/a000170.hpp"

namespace judge {

std::string describeQueen(const Queen& q) {
    return "row " + std::to_string(q.row) + " col " + std::to_string(q.col);
}

namespace {

// What two queens share, or nullptr when they do not attack each other.
const char* sharedLine(const Queen& a, const Queen& b) {
    if (a.row == b.row && a.col == b.col) return "a square";
    if (a.row == b.row) return "a row";
    if (a.col == b.col) return "a column";
    if (std::abs(a.row - b.row) == std::abs(a.col - b.col)) return "a diagonal";
    return nullptr;
}

std::string queenCount(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " queen" : " queens");
}

// The first two queens that attack each other, said in words.
std::optional<std::string> attackProblem(const std::vector<Queen>& queens) {
    const auto pair = attackingPair(queens);
    if (!pair) return std::nullopt;
    return "queens at " + describeQueen(pair->first) + " and " + describeQueen(pair->second) +
           " share " + sharedLine(pair->first, pair->second);
}

}  // namespace

std::optional<std::pair<Queen, Queen>> attackingPair(const std::vector<Queen>& queens) {
    for (std::size_t i = 0; i < queens.size(); ++i)
        for (std::size_t j = i + 1; j < queens.size(); ++j)
            if (sharedLine(queens[i], queens[j])) return std::make_pair(queens[i], queens[j]);
    return std::nullopt;
}

std::optional<std::string> placementProblem(const std::vector<Queen>& queens, int n) {
    for (const Queen& q : queens)
        if (q.row < 1 || q.row > n || q.col < 1 || q.col > n)
            return "queen at " + describeQueen(q) + " is off the " + std::to_string(n) + "x" +
                   std::to_string(n) + " board";
    if (auto attack = attackProblem(queens)) return attack;
    if (queens.size() != static_cast<std::size_t>(n))
        return queenCount(queens.size()) + " instead of " + std::to_string(n);
    return std::nullopt;
}

std::optional<std::string> boardProblem(const std::vector<std::string>& board, int n) {
    if (board.size() != static_cast<std::size_t>(n))
        return std::to_string(board.size()) + (board.size() == 1 ? " row" : " rows") +
               " instead of " + std::to_string(n);
    std::vector<Queen> queens;
    for (std::size_t r = 0; r < board.size(); ++r) {
        const std::string& row = board[r];
        if (row.size() != static_cast<std::size_t>(n))
            return "row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) +
                   " chars instead of " + std::to_string(n);
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (row[c] != 'Q' && row[c] != '.')
                return "row " + std::to_string(r + 1) + " col " + std::to_string(c + 1) +
                       " holds " + describeChar(row, c) + ", not 'Q' or '.'";
            if (row[c] == 'Q') queens.push_back({static_cast<int>(r + 1), static_cast<int>(c + 1)});
        }
    }
    if (auto attack = attackProblem(queens)) return attack;
    // No two queens share a row, so fewer than n queens leaves a row empty.
    for (std::size_t r = 0; r < board.size(); ++r)
        if (board[r].find('Q') == std::string::npos)
            return "row " + std::to_string(r + 1) + " has no queen";
    return std::nullopt;
}

std::optional<long long> knownCount(int n) {
    if (n < 1 || n > kA000170MaxN) return std::nullopt;
    return static_cast<long long>(kA000170[n]);
}

std::string renderBoard(const std::vector<std::string>& board) {
    std::string out = "[";
    for (std::size_t r = 0; r < board.size(); ++r) out += (r ? ",\"" : "\"") + board[r] + "\"";
    return out + "]";
}

}  // namespace judge
