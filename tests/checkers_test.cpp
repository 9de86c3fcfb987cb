// Checker tests: the LeetCode 51 board-list checker, the LeetCode 52 count checker and the ACM
// line checker with its N-Queens notes, on hand-written answers; broken golden outputs are FAIL.
#include <doctest/doctest.h>

#include <string>

#include "checkers/board_details.hpp"
#include "checkers/board_list.hpp"
#include "checkers/checkers.hpp"
#include "checkers/queens.hpp"
#include "judge/text.hpp"

using namespace judge;

namespace {

const std::string kBoardA = R"([".Q..","...Q","Q...","..Q."])";
const std::string kBoardB = R"(["..Q.","Q...","...Q",".Q.."])";
const std::string kGolden4 = "[" + kBoardA + "," + kBoardB + "]\n";

const std::string kAcmGolden4 = "2\n1 2\n2 4\n3 1\n4 3\n";

}  // namespace

TEST_CASE("cut: at most the limit, never inside a UTF-8 character") {
    CHECK(judge::cut("abc", 3) == "abc");
    CHECK(judge::cut("abcd", 3) == "abc...");
    const std::string queens = "\u265b\u265b";  // two 3-byte characters
    CHECK(judge::cut(queens, 4) == "\u265b...");
    CHECK(judge::cut(queens, 2) == "...");
    CHECK(judge::cut(queens, 3) == "\u265b...");
}

TEST_CASE("lc51: the boards in another order, with whitespace between tokens, are AC") {
    const std::string found = "[ " + kBoardB + " ,\n  [ \".Q..\" , \"...Q\", \"Q...\",\"..Q.\" ] ]";
    Outcome o = checkLc51("4\n", kGolden4, found);
    CHECK(o.verdict == Verdict::AC);
    CHECK(checkLc51("4\n", kGolden4, kGolden4).verdict == Verdict::AC);
}

TEST_CASE("lc51: no boards for n = 2 and 3") {
    CHECK(checkLc51("3\n", "[]\n", "[]").verdict == Verdict::AC);
    Outcome o = checkLc51("3\n", "[]\n", "[" + kBoardA + "]");
    CHECK(o.verdict == Verdict::WA);  // not even a board of the right size
    CHECK(o.message.find("board 1 is not a solution: 4 rows instead of 3") == 0);
    CHECK(boardProblem({"Q"}, 4) == "1 row instead of 4");
}

TEST_CASE("lc51: a repeated board is WA and names both copies") {
    Outcome o = checkLc51("4\n", kGolden4, "[" + kBoardA + "," + kBoardB + "," + kBoardA + "]");
    CHECK(o.verdict == Verdict::WA);
    CHECK(o.message == "board 3 repeats board 1: " + kBoardA);
}

TEST_CASE("lc51: an illegal board is WA and names the queens that attack each other") {
    Outcome diagonal = checkLc51("4\n", kGolden4, R"([["Q...",".Q..","...Q","..Q."]])");
    CHECK(diagonal.verdict == Verdict::WA);
    CHECK(
        diagonal.message ==
        R"(board 1 is not a solution: queens at row 1 col 1 and row 2 col 2 share a diagonal: ["Q...",".Q..","...Q","..Q."])");
    Outcome column =
        checkLc51("4\n", kGolden4, "[" + kBoardA + R"(,[".Q..","...Q",".Q..","..Q."]])");
    CHECK(column.message.find("board 2 is not a solution: queens at row 1 col 2 and row 3 "
                              "col 2 share a column") == 0);
    Outcome letters = checkLc51("4\n", kGolden4, R"([[".Q..","...Q","Q...","..X."]])");
    CHECK(letters.message.find("row 4 col 3 holds 'X', not 'Q' or '.'") != std::string::npos);
    Outcome shortRow = checkLc51("4\n", kGolden4, R"([[".Q..","...Q","Q..","..Q."]])");
    CHECK(shortRow.message.find("row 3 has 3 chars instead of 4") != std::string::npos);
    Outcome empty = checkLc51("4\n", kGolden4, R"([[".Q..","...Q","....","..Q."]])");
    CHECK(empty.message.find("row 3 has no queen") != std::string::npos);
}

TEST_CASE("lc51: a missing board is WA and shows it") {
    Outcome o = checkLc51("4\n", kGolden4, "[" + kBoardB + "]");
    CHECK(o.verdict == Verdict::WA);
    CHECK(o.message == "expected 2 boards, found 1; missing board " + kBoardA);
}

TEST_CASE("lc51: a malformed answer is WA and says where parsing stopped") {
    Outcome o = checkLc51("4\n", kGolden4, "[" + kBoardB + "x");
    CHECK(o.verdict == Verdict::WA);
    CHECK(o.message == "malformed answer at char 31: expected ',' or ']', found 'x'");
    CHECK(checkLc51("4\n", kGolden4, "").message ==
          "malformed answer at char 1: expected '[', found end of output");
    CHECK(checkLc51("4\n", kGolden4, "[[\"..Q.]]").message ==
          "malformed answer at char 10: expected '\"' closing the string, found end of output");
    CHECK(checkLc51("4\n", kGolden4, kGolden4 + "[]").message ==
          "malformed answer at char 63: expected end of output, found '['");
    CHECK(parseBoardList("[[],[]]").ok);
}

TEST_CASE("lc51: broken testdata is FAIL, never the solution's WA") {
    CHECK(checkLc51("4\n", "[[\".Q..\"", kGolden4).verdict ==
          Verdict::FAIL);                                                  // golden does not parse
    CHECK(checkLc51("", kGolden4, kGolden4).verdict == Verdict::FAIL);     // no n
    Outcome incomplete = checkLc51("4\n", "[" + kBoardA + "]", kGolden4);  // golden lacks a board
    CHECK(incomplete.verdict == Verdict::FAIL);
    CHECK(incomplete.message == "golden output says 1 solution for n = 4, but there are 2");
    Outcome repeated = checkLc51("4\n", "[" + kBoardA + "," + kBoardA + "]", kGolden4);
    CHECK(repeated.verdict == Verdict::FAIL);
    CHECK(checkGolden(checkLc51, "4\n", kGolden4).verdict == Verdict::AC);
    CHECK(checkGolden(checkLc51, "4\n", "[]").verdict == Verdict::FAIL);
}

TEST_CASE("lc52: one integer") {
    CHECK(checkLc52("8\n", "92\n", "92\n").verdict == Verdict::AC);
    CHECK(checkLc52("8\n", "92\n", "  92  ").verdict == Verdict::AC);
    Outcome wrong = checkLc52("8\n", "92\n", "91\n");
    CHECK(wrong.verdict == Verdict::WA);
    CHECK(wrong.message == "expected 92, found 91");
    CHECK(checkLc52("8\n", "92\n", "").message == "expected 92, found end of output");
    Outcome garbage = checkLc52("8\n", "92\n", "ninety-two\n");
    CHECK(garbage.verdict == Verdict::WA);
    CHECK(garbage.message == "expected 92, found \"ninety-two\", which is not an integer");
    CHECK(checkLc52("8\n", "92\n", "092\n").verdict == Verdict::WA);
    Outcome extra = checkLc52("8\n", "92\n", "92\n0\n");
    CHECK(extra.verdict == Verdict::WA);
    CHECK(extra.message == "extra output after the answer: \"0\"");
}

TEST_CASE("lc52: a golden output that is not one right integer is FAIL") {
    CHECK(checkLc52("8\n", "ninety-two\n", "92").verdict == Verdict::FAIL);
    CHECK(checkLc52("8\n", "92 92\n", "92").verdict == Verdict::FAIL);
    Outcome wrongCount = checkLc52("8\n", "91\n", "92");
    CHECK(wrongCount.verdict == Verdict::FAIL);
    CHECK(wrongCount.message == "golden output says 91 solutions for n = 8, but there are 92");
}

TEST_CASE("acm: trailing whitespace, blank lines at the end and CRLF are AC") {
    CHECK(checkAcm("4\n", kAcmGolden4, kAcmGolden4).verdict == Verdict::AC);
    CHECK(checkAcm("4\n", kAcmGolden4, "2 \n1 2  \n2 4\t\n3 1\n4 3").verdict == Verdict::AC);
    CHECK(checkAcm("4\n", kAcmGolden4, kAcmGolden4 + "\n\n  \n").verdict == Verdict::AC);
    CHECK(checkAcm("4\n", kAcmGolden4, "2\r\n1 2\r\n2 4\r\n3 1\r\n4 3\r\n").verdict == Verdict::AC);
    CHECK(checkAcm("3\n", "0\n", "0").verdict == Verdict::AC);
}

TEST_CASE("acm: whitespace inside a line or across lines is PE") {
    Outcome inner = checkAcm("4\n", kAcmGolden4, "2\n1  2\n2 4\n3 1\n4 3\n");
    CHECK(inner.verdict == Verdict::PE);
    CHECK(inner.message ==
          "line 2: expected \"1 2\", found \"1  2\" (same tokens, different whitespace)");
    CHECK(checkAcm("4\n", kAcmGolden4, "2\n1 2 2 4 3 1 4 3\n").verdict == Verdict::PE);
    CHECK(checkAcm("4\n", kAcmGolden4, " 2\n1 2\n2 4\n3 1\n4 3\n").verdict == Verdict::PE);
}

TEST_CASE("acm: a wrong line is WA with the exact message") {
    CHECK(checkAcm("4\n", kAcmGolden4, "3\n1 2\n2 4\n3 1\n4 3\n").message ==
          "line 1: expected \"2\", found \"3\"");
    Outcome attack = checkAcm("4\n", kAcmGolden4, "2\n1 2\n2 3\n3 1\n4 3\n");
    CHECK(attack.verdict == Verdict::WA);
    CHECK(attack.message ==
          "line 3: expected \"2 4\", found \"2 3\" (queens at row 1 col 2 and row 2 col 3 share a "
          "diagonal)");
    CHECK(checkAcm("4\n", kAcmGolden4, "2\n1 2\n2 4\n3 1\n").message ==
          "line 5: expected \"4 3\", found end of output");
    CHECK(checkAcm("4\n", kAcmGolden4, kAcmGolden4 + "5 5\n").message ==
          "line 6: expected end of output, found \"5 5\"");
    CHECK(checkAcm("3\n", "0\n", "").message == "line 1: expected \"0\", found end of output");
    CHECK(checkAcm("1\n", "1\n1 1\n", "1\n0 0\n").message ==
          "line 2: expected \"1 1\", found \"0 0\" (queen at row 0 col 0 is off the 1x1 board)");
    CHECK(checkAcm("4\n", kAcmGolden4, "2\n1,2\n2,4\n3,1\n4,3\n").verdict == Verdict::WA);
}

TEST_CASE("acm: a solution that is not the lexicographically smallest gets a note") {
    Outcome o = checkAcm("4\n", kAcmGolden4, "2\n1 3\n2 1\n3 4\n4 2\n");
    CHECK(o.verdict == Verdict::WA);
    CHECK(o.message ==
          "line 2: expected \"1 2\", found \"1 3\" (a solution, but not the "
          "lexicographically smallest)");
    Outcome reordered = checkAcm("4\n", kAcmGolden4, "2\n4 3\n3 1\n2 4\n1 2\n");
    CHECK(reordered.message ==
          "line 2: expected \"1 2\", found \"4 3\" (the right queens, listed in another order)");
}

TEST_CASE("acm: values in messages are cut at 200 characters") {
    Outcome o = checkAcm("4\n", kAcmGolden4, std::string(500, '7') + "\n");
    CHECK(o.message == "line 1: expected \"2\", found \"" + std::string(200, '7') + "\"...");
}

TEST_CASE("acm: a broken golden output is FAIL") {
    CHECK(checkAcm("4\n", "", "").verdict == Verdict::FAIL);
    CHECK(checkAcm("4\n", "two\n1 2\n", kAcmGolden4).verdict == Verdict::FAIL);
    CHECK(checkAcm("4\n", "-2\n", "-2\n").verdict == Verdict::FAIL);
    Outcome count = checkAcm("4\n", "3\n1 2\n2 4\n3 1\n4 3\n", kAcmGolden4);
    CHECK(count.verdict == Verdict::FAIL);
    CHECK(count.message == "golden output says 3 solutions for n = 4, but there are 2");
    CHECK(checkAcm("4\n", "2\n1 2\n2 4\n3 1\n", kAcmGolden4).verdict ==
          Verdict::FAIL);  // a line short
    CHECK(checkAcm("4\n", "2\n1 1\n2 4\n3 2\n4 3\n", kAcmGolden4).verdict ==
          Verdict::FAIL);  // illegal placement
    CHECK(checkGolden(checkAcm, "4\n", kAcmGolden4).verdict == Verdict::AC);
}

TEST_CASE("text helpers") {
    CHECK(parseInteger("0") == 0);
    CHECK(parseInteger("-12") == -12);
    CHECK(parseInteger("9223372036854775807") == 9223372036854775807LL);
    CHECK_FALSE(parseInteger("9223372036854775808").has_value());
    CHECK_FALSE(parseInteger("-0").has_value());
    CHECK_FALSE(parseInteger("007").has_value());
    CHECK_FALSE(parseInteger("4abc").has_value());
    CHECK_FALSE(parseInteger("").has_value());
    CHECK(quote("a\"b\n") == "\"a\\\"b\\n\"");
    CHECK(splitLines("a\n\nb\n") == std::vector<std::string>{"a", "", "b"});
}

TEST_CASE("lc51Details: the boards missed, those that are not solutions, those repeated") {
    const std::string attacking = R"(["Q...",".Q..","....","...."])";
    const std::string d =
        lc51Details("4\n", kGolden4, "[" + kBoardA + "," + kBoardA + "," + attacking + "]");
    CHECK(d == "{\"n\":4,\"missing\":[" + kBoardB + "],\"missing_count\":1,\"not_solutions\":[" +
                   "{\"board\":" + attacking + ",\"attacking\":[{\"row\":1,\"col\":1}," +
                   "{\"row\":2,\"col\":2}]}],\"not_solutions_count\":1,\"repeated\":[" + kBoardA +
                   "],\"repeated_count\":1}");
}

TEST_CASE("lc51Details: nothing for a right answer, an answer that does not parse or no n") {
    CHECK(lc51Details("4\n", kGolden4, kGolden4).empty());
    CHECK(lc51Details("4\n", kGolden4, "[[").empty());
    CHECK(lc51Details("x\n", kGolden4, "[]").empty());
}

TEST_CASE(
    "lc51Details: a board that cannot be drawn is left out, the lists cut, the counts whole") {
    CHECK(lc51Details("4\n", kGolden4, R"([["Q"]])").find("\"not_solutions\":[]") !=
          std::string::npos);
    std::string many = "[";
    for (int i = 0; i < kDetailBoards + 3; ++i) many += (i ? "," : "") + kBoardA;
    const std::string d = lc51Details("4\n", kGolden4, many + "]");
    CHECK(d.find("\"repeated_count\":1") != std::string::npos);
    CHECK(d.find("\"missing_count\":1") != std::string::npos);
}
