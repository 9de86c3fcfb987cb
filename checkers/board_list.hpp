// Parser for LeetCode 51 answers: [["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]].
// Whitespace between tokens is allowed, as LeetCode accepts it. On malformed text it says where
// parsing stopped: "malformed answer at char 17: expected ',' or ']', found 'x'" (chars count from 1).
#pragma once
#include <string>
#include <vector>

namespace judge {

using Board = std::vector<std::string>;

struct BoardListParse {
    bool ok = false;
    std::vector<Board> boards;
    std::string error;  // set when !ok
};

BoardListParse parseBoardList(const std::string& text);

}  // namespace judge
