// Recursive-descent parser for a list of boards (a list of lists of strings).
#include "checkers/board_list.hpp"

#include "judge/text.hpp"

namespace judge {

namespace {

struct ParseError {
    std::string message;
};

class Parser {
public:
    explicit Parser(const std::string& text) : text_(text) {}

    BoardListParse run() {
        BoardListParse result;
        try {
            result.boards = list<Board>([this] { return board(); });
            skipSpace();
            if (pos_ < text_.size()) fail("expected end of output");
            result.ok = true;
        } catch (const ParseError& error) {
            result.error = error.message;
        }
        return result;
    }

private:
    const std::string& text_;
    std::size_t pos_ = 0;

    [[noreturn]] void fail(const std::string& expected) const {
        throw ParseError{"malformed answer at char " + std::to_string(pos_ + 1) + ": " + expected +
                         ", found " + describeChar(text_, pos_)};
    }

    void skipSpace() {
        while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
    }

    bool accept(char c) {
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }

    // '[' item (',' item)* ']' or '[' ']'
    template <class T, class Item>
    std::vector<T> list(Item item) {
        if (!accept('[')) fail("expected '['");
        std::vector<T> items;
        if (accept(']')) return items;
        do items.push_back(item());
        while (accept(','));
        if (!accept(']')) fail("expected ',' or ']'");
        return items;
    }

    Board board() {
        return list<std::string>([this] { return str(); });
    }

    std::string str() {
        if (!accept('"')) fail("expected '\"'");
        std::size_t start = pos_;
        while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n') ++pos_;
        if (pos_ >= text_.size() || text_[pos_] != '"') fail("expected '\"' closing the string");
        std::string value = text_.substr(start, pos_ - start);
        ++pos_;  // the closing quote
        return value;
    }
};

}  // namespace

BoardListParse parseBoardList(const std::string& text) { return Parser(text).run(); }

}  // namespace judge
