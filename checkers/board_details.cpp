// The boards of a LeetCode 51 answer set against the golden ones, as JSON (board_details.hpp).
#include "checkers/board_details.hpp"

#include <map>
#include <set>
#include <vector>

#include "checkers/board_list.hpp"
#include "checkers/queens.hpp"
#include "judge/text.hpp"

namespace judge {

namespace {

// A board of n rows of n 'Q' or '.': one that can be drawn.
bool drawable(const Board& board, int n) {
    if (board.size() != static_cast<std::size_t>(n)) return false;
    for (const std::string& row : board)
        if (row.size() != static_cast<std::size_t>(n) ||
            row.find_first_not_of("Q.") != std::string::npos)
            return false;
    return true;
}

std::vector<Queen> queensOf(const Board& board) {
    std::vector<Queen> queens;
    for (std::size_t r = 0; r < board.size(); ++r)
        for (std::size_t c = 0; c < board[r].size(); ++c)
            if (board[r][c] == 'Q')
                queens.push_back({static_cast<int>(r + 1), static_cast<int>(c + 1)});
    return queens;
}

std::string queenJson(const Queen& q) {
    return "{\"row\":" + std::to_string(q.row) + ",\"col\":" + std::to_string(q.col) + "}";
}

// A list of JSON values, the first kDetailBoards of them, and its count: "key":[...],"key_count":K.
std::string listJson(const std::string& key, const std::vector<std::string>& items) {
    std::string out = "\"" + key + "\":[";
    for (std::size_t i = 0; i < items.size() && i < static_cast<std::size_t>(kDetailBoards); ++i)
        out += (i ? "," : "") + items[i];
    return out + "],\"" + key + "_count\":" + std::to_string(items.size());
}

std::string notSolutionJson(const Board& board) {
    std::string out = "{\"board\":" + renderBoard(board) + ",\"attacking\":[";
    if (const auto pair = attackingPair(queensOf(board)))
        out += queenJson(pair->first) + "," + queenJson(pair->second);
    return out + "]}";
}

}  // namespace

std::string lc51Details(const std::string& input, const std::string& expected,
                        const std::string& found) {
    const std::vector<std::string> tokens = splitTokens(input);
    if (tokens.empty()) return "";
    const long long n = parseInteger(tokens[0]).value_or(0);
    const BoardListParse golden = parseBoardList(expected), answer = parseBoardList(found);
    if (n < 1 || n > 64 || !golden.ok || !answer.ok) return "";
    const int size = static_cast<int>(n);
    const std::set<Board> wanted(golden.boards.begin(), golden.boards.end());
    std::map<Board, int> given;
    std::vector<std::string> missing, notSolutions, repeated;
    for (const Board& b : answer.boards)
        if (drawable(b, size) && ++given[b] == 1 && !wanted.count(b) && boardProblem(b, size))
            notSolutions.push_back(notSolutionJson(b));
    for (const auto& [board, times] : given)
        if (times > 1) repeated.push_back(renderBoard(board));
    for (const Board& b : golden.boards)
        if (drawable(b, size) && !given.count(b)) missing.push_back(renderBoard(b));
    if (missing.empty() && notSolutions.empty() && repeated.empty()) return "";
    return "{\"n\":" + std::to_string(size) + "," + listJson("missing", missing) + "," +
           listJson("not_solutions", notSolutions) + "," + listJson("repeated", repeated) + "}";
}

}  // namespace judge
