// Generated from checkers/programs/nqueens_validator.cpp by `make bundle`: edit that file instead.
// Each kit file it includes stands where it is included, under a line naming it, without
// its comments (they are in that file), at one space an indentation level, a statement
// broken over lines in that file on one line.
// The N-Queens output validator of the kit's problem packages (problems/acm, lc51, lc52), under
// the format's protocol:
//   nqueens_validator input answer feedback_dir/ FLAG... < team_output
// One FLAG (from the package's validator_flags, or output_validator_args) is the problem, acm,
// lc51 or lc52, in any place among them: the checker of checkers/checkers.hpp that judges the
// output. The others may be case_sensitive or space_change_sensitive, the default validator's
// words, which the package's flags give too: the checkers are both already (a letter's case
// counts, and whitespace that differs is a presentation error), and saying so tells tools that
// try outputs with other spacing or case (BAPCtools) not to expect them accepted; BAPCtools puts
// the two words first when it checks an answer file. Exit 42: accepted; 43: wrong answer, with
// the checker's message in feedback_dir/judgemessage.txt (a presentation error starts with
// "presentation error: ", which the kit's judge reports as PE); 1: the testdata is broken (the
// message on stderr and in judgemessage.txt), or a flag is none of these words, a judge error
// under the protocol, never the solution's fault.
// `make bundle` writes this file with the checkers it includes as problems/nqueens_validator.cpp,
// one file that any judge compiles as it is. For lc51, a wrong answer's boards (missed, not
// solutions, repeated) also go to feedback_dir/details.json, which the kit's judge carries into
// its --json report for the page to draw (checkers/board_details.hpp); other judges ignore it.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

// checkers/board_details.cpp
// checkers/board_details.hpp
namespace judge {
std::string lc51Details(const std::string& input, const std::string& expected, const std::string& found);
constexpr int kDetailBoards = 64;
}
// checkers/board_details.cpp, continued
#include <map>
#include <set>
#include <vector>
// checkers/board_list.hpp
namespace judge {
using Board = std::vector<std::string>;
struct BoardListParse {
 bool ok = false;
 std::vector<Board> boards;
 std::string error;
};
BoardListParse parseBoardList(const std::string& text);
}
// checkers/queens.hpp
#include <optional>
#include <utility>
namespace judge {
struct Queen {
 int row;
 int col;
};
std::string describeQueen(const Queen& q);
std::optional<std::pair<Queen, Queen>> attackingPair(const std::vector<Queen>& queens);
std::optional<std::string> placementProblem(const std::vector<Queen>& queens, int n);
std::optional<std::string> boardProblem(const std::vector<std::string>& board, int n);
std::optional<long long> knownCount(int n);
std::string renderBoard(const std::vector<std::string>& board);
}
// judge/text.hpp
#include <cstddef>
// common/file.hpp
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string_view>
namespace kit {
inline std::optional<std::string> readFile( const std::string& path, std::size_t maxBytes = std::numeric_limits<std::size_t>::max()) {
 std::FILE* f = std::fopen(path.c_str(), "rbe");
 if (!f) return std::nullopt;
 std::string text;
 char buf[1 << 16];
 while (text.size() < maxBytes) {
  const std::size_t want = std::min(sizeof buf, maxBytes - text.size());
  const std::size_t got = std::fread(buf, 1, want, f);
  text.append(buf, got);
  if (got < want) break;
 }
 const bool failed = std::ferror(f) != 0;
 const int error = errno;
 std::fclose(f);
 if (!failed) return text;
 errno = error;
 return std::nullopt;
}
inline bool writeFile(const std::string& path, std::string_view text) {
 std::FILE* f = std::fopen(path.c_str(), "wbe");
 if (!f) return false;
 const bool wrote = std::fwrite(text.data(), 1, text.size(), f) == text.size();
 const bool closed = std::fclose(f) == 0;
 return wrote && closed;
}
struct Untrusted {
 std::size_t maxBytes;
 std::vector<std::string> roots = {};
 bool cut = false;
};
inline std::string fileKindName(mode_t mode) {
 if (S_ISREG(mode)) return "a regular file";
 if (S_ISDIR(mode)) return "a folder";
 if (S_ISFIFO(mode)) return "a FIFO";
 if (S_ISCHR(mode)) return "a character device";
 if (S_ISBLK(mode)) return "a block device";
 if (S_ISSOCK(mode)) return "a socket";
 return "not a regular file";
}
inline bool pathWithin(const std::string& path, const std::string& root) {
 if (root == "/") return true;
 return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 && path[root.size()] == '/');
}
inline std::optional<std::string> resolvedPath(const std::string& path) {
 char* real = ::realpath(path.c_str(), nullptr);
 if (!real) return std::nullopt;
 std::string out = real;
 std::free(real);
 return out;
}
inline std::string untrustedKind(const std::string& path, const std::vector<std::string>& roots, std::string* resolvedOut = nullptr) {
 const std::optional<std::string> real = resolvedPath(path);
 if (!real) return std::string("cannot be read: ") + std::strerror(errno);
 if (!roots.empty() && std::none_of(roots.begin(), roots.end(), [&](const std::string& root) {
   return pathWithin(*real, root);
  })) return "a link out of its folder, to " + *real;
 struct stat st;
 if (::stat(real->c_str(), &st) != 0) return std::string("cannot be read: ") + std::strerror(errno);
 if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) return fileKindName(st.st_mode) + ", not a regular file";
 if (resolvedOut) *resolvedOut = *real;
 return "";
}
inline std::string readOpened(int fd, const Untrusted& how, std::string& text) {
 struct stat st;
 if (::fstat(fd, &st) != 0) return std::string("cannot be read: ") + std::strerror(errno);
 if (!S_ISREG(st.st_mode)) return fileKindName(st.st_mode) + ", not a regular file";
 const std::string tooLarge = "larger than " + std::to_string(how.maxBytes) + " bytes";
 if (static_cast<unsigned long long>(st.st_size) > how.maxBytes && !how.cut) return tooLarge;
 char buf[1 << 16];
 while (text.size() < how.maxBytes) {
  const ssize_t got = ::read(fd, buf, std::min(sizeof buf, how.maxBytes - text.size()));
  if (got < 0 && errno == EINTR) continue;
  if (got < 0) return std::string("cannot be read: ") + std::strerror(errno);
  if (got == 0) return "";
  text.append(buf, static_cast<std::size_t>(got));
 }
 char more;
 if (!how.cut && ::read(fd, &more, 1) == 1) return tooLarge;
 return "";
}
inline int openUntrusted(const std::string& path, const std::vector<std::string>& roots, std::string& error) {
 std::string real;
 error = untrustedKind(path, roots, &real);
 if (!error.empty()) return -1;
 const int fd = ::open(real.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
 struct stat st;
 if (fd < 0 || ::fstat(fd, &st) != 0) {
  error = std::string("cannot be read: ") + std::strerror(errno);
 } else if (!S_ISREG(st.st_mode)) {
  error = fileKindName(st.st_mode) + ", not a regular file";
 } else {
  return fd;
 }
 if (fd >= 0) ::close(fd);
 return -1;
}
inline std::optional<std::string> readUntrusted(const std::string& path, const Untrusted& how, std::string& error) {
 const int fd = openUntrusted(path, how.roots, error);
 if (fd < 0) return std::nullopt;
 std::string text;
 error = readOpened(fd, how, text);
 ::close(fd);
 if (!error.empty()) return std::nullopt;
 return text;
}
// common/number.hpp
inline std::optional<long long> parseInteger(std::string_view text) {
 const bool negative = !text.empty() && text[0] == '-';
 const std::string_view digits = text.substr(negative ? 1 : 0);
 if (digits.empty() || digits.size() > 19) return std::nullopt;
 for (char c : digits) if (c < '0' || c > '9') return std::nullopt;
 if (digits[0] == '0' && (digits.size() > 1 || negative)) return std::nullopt;
 unsigned long long value = 0;
 for (char c : digits) value = value * 10 + static_cast<unsigned>(c - '0');
 const auto max = static_cast<unsigned long long>(std::numeric_limits<long long>::max());
 if (value > max + (negative ? 1 : 0)) return std::nullopt;
 if (!negative) return static_cast<long long>(value);
 return value == max + 1 ? std::numeric_limits<long long>::min() : -static_cast<long long>(value);
}
inline std::optional<long long> parseInteger(std::string_view text, long long lo, long long hi) {
 const std::optional<long long> value = parseInteger(text);
 if (!value || *value < lo || *value > hi) return std::nullopt;
 return value;
}
inline std::optional<double> parseReal(const std::string& text) {
 char* end = nullptr;
 const double value = std::strtod(text.c_str(), &end);
 if (text.empty() || *end != '\0') return std::nullopt;
 return value;
}
}
// judge/text.hpp, continued
namespace judge {
using kit::parseInteger;
using kit::parseReal;
using kit::readFile;
using kit::writeFile;
bool fileExists(const std::string& path);
std::vector<std::string> splitLines(const std::string& text);
std::vector<std::string> splitTokens(const std::string& text);
std::string rtrim(const std::string& s);
bool isSpace(char c);
std::string quote(const std::string& value, std::size_t limit = 200);
std::string escapeControls(const std::string& text);
std::vector<std::string> shownLines(const std::string& text, std::size_t count);
std::string describeChar(const std::string& text, std::size_t pos);
std::string cut(const std::string& s, std::size_t limit);
std::string replaceAll(std::string text, const std::string& from, const std::string& to);
// checkers/board_details.cpp, continued
namespace {
bool drawable(const Board& board, int n) {
 if (board.size() != static_cast<std::size_t>(n)) return false;
 for (const std::string& row : board) if (row.size() != static_cast<std::size_t>(n) || row.find_first_not_of("Q.") != std::string::npos) return false;
 return true;
}
std::vector<Queen> queensOf(const Board& board) {
 std::vector<Queen> queens;
 for (std::size_t r = 0; r < board.size(); ++r) for (std::size_t c = 0; c < board[r].size(); ++c) if (board[r][c] == 'Q') queens.push_back({static_cast<int>(r + 1), static_cast<int>(c + 1)});
 return queens;
}
std::string queenJson(const Queen& q) {
 return "{\"row\":" + std::to_string(q.row) + ",\"col\":" + std::to_string(q.col) + "}";
}
std::string listJson(const std::string& key, const std::vector<std::string>& items) {
 std::string out = "\"" + key + "\":[";
 for (std::size_t i = 0; i < items.size() && i < static_cast<std::size_t>(kDetailBoards); ++i) out += (i ? "," : "") + items[i];
 return out + "],\"" + key + "_count\":" + std::to_string(items.size());
}
std::string notSolutionJson(const Board& board) {
 std::string out = "{\"board\":" + renderBoard(board) + ",\"attacking\":[";
 if (const auto pair = attackingPair(queensOf(board))) out += queenJson(pair->first) + "," + queenJson(pair->second);
 return out + "]}";
}
}
std::string lc51Details(const std::string& input, const std::string& expected, const std::string& found) {
 const std::vector<std::string> tokens = splitTokens(input);
 if (tokens.empty()) return "";
 const long long n = parseInteger(tokens[0]).value_or(0);
 const BoardListParse golden = parseBoardList(expected), answer = parseBoardList(found);
 if (n < 1 || n > 64 || !golden.ok || !answer.ok) return "";
 const int size = static_cast<int>(n);
 const std::set<Board> wanted(golden.boards.begin(), golden.boards.end());
 std::map<Board, int> given;
 std::vector<std::string> missing, notSolutions, repeated;
 for (const Board& b : answer.boards) if (drawable(b, size) && ++given[b] == 1 && !wanted.count(b) && boardProblem(b, size)) notSolutions.push_back(notSolutionJson(b));
 for (const auto& [board, times] : given) if (times > 1) repeated.push_back(renderBoard(board));
 for (const Board& b : golden.boards) if (drawable(b, size) && !given.count(b)) missing.push_back(renderBoard(b));
 if (missing.empty() && notSolutions.empty() && repeated.empty()) return "";
 return "{\"n\":" + std::to_string(size) + "," + listJson("missing", missing) + "," + listJson("not_solutions", notSolutions) + "," + listJson("repeated", repeated) + "}";
}
// checkers/board_list.cpp
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
  throw ParseError{"malformed answer at char " + std::to_string(pos_ + 1) + ": " + expected + ", found " + describeChar(text_, pos_)};
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
 template <class T, class Item> std::vector<T> list(Item item) {
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
  ++pos_;
  return value;
 }
};
}
BoardListParse parseBoardList(const std::string& text) { return Parser(text).run(); }
// checkers/checkers.cpp
// checkers/checkers.hpp
// judge/verdict.hpp
enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, CE, FAIL };
const char* verdictName(Verdict v);
std::optional<Verdict> parseVerdict(const std::string& name);
struct Outcome {
 Verdict verdict = Verdict::AC;
 std::string detail;
 std::string message;
};
std::string verdictLabel(const Outcome& o);
enum class ExitStatus { AllAsExpected = 0, SomethingFailed = 1, UsageError = 2 };
// checkers/checkers.hpp, continued
using Checker = Outcome (*)(const std::string& input, const std::string& expected, const std::string& found);
Outcome checkLc51(const std::string& input, const std::string& expected, const std::string& found);
Outcome checkLc52(const std::string& input, const std::string& expected, const std::string& found);
Outcome checkAcm(const std::string& input, const std::string& expected, const std::string& found);
Outcome checkGolden(Checker checker, const std::string& input, const std::string& expected);
// checkers/checkers.cpp, continued
namespace {
Outcome fail(const std::string& message) { return {Verdict::FAIL, "", message}; }
Outcome wrong(const std::string& message) { return {Verdict::WA, "", message}; }
Outcome accepted() { return {Verdict::AC, "", ""}; }
std::optional<int> inputN(const std::string& input) {
 std::vector<std::string> tokens = splitTokens(input);
 if (tokens.empty()) return std::nullopt;
 std::optional<long long> n = parseInteger(tokens[0]);
 if (!n || *n < 1 || *n > 1000) return std::nullopt;
 return static_cast<int>(*n);
}
std::optional<std::string> countProblem(long long count, int n) {
 std::optional<long long> known = knownCount(n);
 if (!known || *known == count) return std::nullopt;
 return "golden output says " + std::to_string(count) + (count == 1 ? " solution" : " solutions") + " for n = " + std::to_string(n) + ", but there are " + std::to_string(*known);
}
std::string boardCount(std::size_t count) {
 return std::to_string(count) + (count == 1 ? " board" : " boards");
}
std::optional<std::string> boardListProblem(const std::vector<Board>& boards, int n) {
 std::map<Board, std::size_t> firstSeen;
 for (std::size_t i = 0; i < boards.size(); ++i) {
  std::string which = "board " + std::to_string(i + 1);
  if (auto problem = boardProblem(boards[i], n)) return which + " is not a solution: " + *problem + ": " + cut(renderBoard(boards[i]), 200);
  auto [it, fresh] = firstSeen.emplace(boards[i], i);
  if (!fresh) return which + " repeats board " + std::to_string(it->second + 1) + ": " + cut(renderBoard(boards[i]), 200);
 }
 return std::nullopt;
}
std::vector<Board> missingFrom(const std::vector<Board>& from, const std::vector<Board>& other) {
 std::vector<Board> sorted = other;
 std::sort(sorted.begin(), sorted.end());
 std::vector<Board> missing;
 for (const Board& b : from) if (!std::binary_search(sorted.begin(), sorted.end(), b)) missing.push_back(b);
 return missing;
}
std::optional<std::string> goldenLc51Problem(const BoardListParse& golden, int n) {
 if (!golden.ok) return "golden output is not a list of boards: " + golden.error;
 if (auto problem = boardListProblem(golden.boards, n)) return "golden output: " + *problem;
 return countProblem(static_cast<long long>(golden.boards.size()), n);
}
std::vector<std::string> trimmedLines(const std::string& text) {
 std::vector<std::string> lines = splitLines(text);
 for (std::string& line : lines) line = rtrim(line);
 while (!lines.empty() && lines.back().empty()) lines.pop_back();
 return lines;
}
std::optional<std::vector<Queen>> placementLines(const std::vector<std::string>& lines, std::size_t first, int n) {
 if (lines.size() < first + static_cast<std::size_t>(n)) return std::nullopt;
 std::vector<Queen> queens;
 for (std::size_t i = first; i < first + static_cast<std::size_t>(n); ++i) {
  std::vector<std::string> tokens = splitTokens(lines[i]);
  if (tokens.size() != 2) return std::nullopt;
  std::optional<long long> r = parseInteger(tokens[0]), c = parseInteger(tokens[1]);
  if (!r || !c || *r < -1000000 || *r > 1000000 || *c < -1000000 || *c > 1000000) return std::nullopt;
  queens.push_back({static_cast<int>(*r), static_cast<int>(*c)});
 }
 return queens;
}
std::optional<std::string> goldenAcmProblem(const std::vector<std::string>& golden, std::optional<int> n) {
 std::optional<long long> count;
 if (!golden.empty()) count = parseInteger(golden[0]);
 if (!count || *count < 0) return std::string("golden output does not start with a non-negative count");
 if (!n) return std::nullopt;
 if (auto problem = countProblem(*count, *n)) return problem;
 std::size_t wantLines = *count == 0 ? 1 : 1 + static_cast<std::size_t>(*n);
 if (golden.size() != wantLines) return "golden output has " + std::to_string(golden.size()) + " lines, expected " + std::to_string(wantLines);
 if (*count == 0) return std::nullopt;
 std::optional<std::vector<Queen>> queens = placementLines(golden, 1, *n);
 if (!queens) return std::string("golden solution lines are not \"row col\" pairs");
 if (auto problem = placementProblem(*queens, *n)) return "golden solution is not one: " + *problem;
 return std::nullopt;
}
bool sameQueens(std::vector<Queen> a, std::vector<Queen> b) {
 auto key = [](const Queen& q) { return std::make_pair(q.row, q.col); };
 auto less = [&](const Queen& x, const Queen& y) { return key(x) < key(y); };
 std::sort(a.begin(), a.end(), less);
 std::sort(b.begin(), b.end(), less);
 return std::equal(a.begin(), a.end(), b.begin(), b.end(), [&](const Queen& x, const Queen& y) { return key(x) == key(y); });
}
std::string placementNote(const std::vector<std::string>& golden, const std::vector<std::string>& found, std::size_t index, std::optional<int> n) {
 if (!n || index < 1 || index > static_cast<std::size_t>(*n) || found[0] != golden[0] || golden.size() != 1 + static_cast<std::size_t>(*n)) return "";
 std::optional<std::vector<Queen>> queens = placementLines(found, 1, *n);
 if (!queens) return "";
 if (auto problem = placementProblem(*queens, *n)) return " (" + *problem + ")";
 if (sameQueens(*queens, *placementLines(golden, 1, *n))) return " (the right queens, listed in another order)";
 return " (a solution, but not the lexicographically smallest)";
}
std::string lineValue(const std::vector<std::string>& lines, std::size_t i) {
 return i < lines.size() ? quote(lines[i]) : "end of output";
}
std::string lineMessage(const std::vector<std::string>& golden, const std::vector<std::string>& found, std::size_t i) {
 return "line " + std::to_string(i + 1) + ": expected " + lineValue(golden, i) + ", found " + lineValue(found, i);
}
}
Outcome checkLc51(const std::string& input, const std::string& expected, const std::string& found) {
 std::optional<int> n = inputN(input);
 if (!n) return fail("input does not start with n");
 BoardListParse golden = parseBoardList(expected);
 if (auto problem = goldenLc51Problem(golden, *n)) return fail(*problem);
 BoardListParse answer = parseBoardList(found);
 if (!answer.ok) return wrong(answer.error);
 if (auto problem = boardListProblem(answer.boards, *n)) return wrong(*problem);
 std::vector<Board> extra = missingFrom(answer.boards, golden.boards);
 if (!extra.empty()) return fail("golden output lacks the legal board " + cut(renderBoard(extra[0]), 200));
 std::vector<Board> missing = missingFrom(golden.boards, answer.boards);
 if (!missing.empty()) return wrong("expected " + boardCount(golden.boards.size()) + ", found " + std::to_string(answer.boards.size()) + "; missing board " + cut(renderBoard(missing[0]), 200));
 return accepted();
}
Outcome checkLc52(const std::string& input, const std::string& expected, const std::string& found) {
 std::vector<std::string> golden = splitTokens(expected);
 std::optional<long long> want = golden.size() == 1 ? parseInteger(golden[0]) : std::nullopt;
 if (!want) return fail("golden output is not one integer");
 if (std::optional<int> n = inputN(input)) if (auto problem = countProblem(*want, *n)) return fail(*problem);
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
 if (splitTokens(expected) == splitTokens(found)) return {Verdict::PE, "", message + " (same tokens, different whitespace)"};
 if (i < lines.size()) message += placementNote(golden, lines, i, n);
 return wrong(message);
}
Outcome checkGolden(Checker checker, const std::string& input, const std::string& expected) {
 Outcome self = checker(input, expected, expected);
 if (self.verdict == Verdict::AC || self.verdict == Verdict::FAIL) return self;
 return fail("golden output fails its own check: " + self.message);
}
}
// checkers/queens.cpp
// testdata/tools/a000170.hpp
#include <cstdint>
inline constexpr std::uint64_t kA000170[] = {
// testdata/tools/a000170.txt
1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884, 314666222712, 2691008701644, 24233937684440,
// testdata/tools/a000170.hpp, continued
};
inline constexpr int kA000170MaxN = sizeof(kA000170) / sizeof(kA000170[0]) - 1;
// checkers/queens.cpp, continued
namespace judge {
std::string describeQueen(const Queen& q) {
 return "row " + std::to_string(q.row) + " col " + std::to_string(q.col);
}
namespace {
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
std::optional<std::string> attackProblem(const std::vector<Queen>& queens) {
 const auto pair = attackingPair(queens);
 if (!pair) return std::nullopt;
 return "queens at " + describeQueen(pair->first) + " and " + describeQueen(pair->second) + " share " + sharedLine(pair->first, pair->second);
}
}
std::optional<std::pair<Queen, Queen>> attackingPair(const std::vector<Queen>& queens) {
 for (std::size_t i = 0; i < queens.size(); ++i) for (std::size_t j = i + 1; j < queens.size(); ++j) if (sharedLine(queens[i], queens[j])) return std::make_pair(queens[i], queens[j]);
 return std::nullopt;
}
std::optional<std::string> placementProblem(const std::vector<Queen>& queens, int n) {
 for (const Queen& q : queens) if (q.row < 1 || q.row > n || q.col < 1 || q.col > n) return "queen at " + describeQueen(q) + " is off the " + std::to_string(n) + "x" + std::to_string(n) + " board";
 if (auto attack = attackProblem(queens)) return attack;
 if (queens.size() != static_cast<std::size_t>(n)) return queenCount(queens.size()) + " instead of " + std::to_string(n);
 return std::nullopt;
}
std::optional<std::string> boardProblem(const std::vector<std::string>& board, int n) {
 if (board.size() != static_cast<std::size_t>(n)) return std::to_string(board.size()) + (board.size() == 1 ? " row" : " rows") + " instead of " + std::to_string(n);
 std::vector<Queen> queens;
 for (std::size_t r = 0; r < board.size(); ++r) {
  const std::string& row = board[r];
  if (row.size() != static_cast<std::size_t>(n)) return "row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) + " chars instead of " + std::to_string(n);
  for (std::size_t c = 0; c < row.size(); ++c) {
   if (row[c] != 'Q' && row[c] != '.') return "row " + std::to_string(r + 1) + " col " + std::to_string(c + 1) + " holds " + describeChar(row, c) + ", not 'Q' or '.'";
   if (row[c] == 'Q') queens.push_back({static_cast<int>(r + 1), static_cast<int>(c + 1)});
  }
 }
 if (auto attack = attackProblem(queens)) return attack;
 for (std::size_t r = 0; r < board.size(); ++r) if (board[r].find('Q') == std::string::npos) return "row " + std::to_string(r + 1) + " has no queen";
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
}
// judge/protocol.hpp
namespace judge::protocol {
constexpr int kAccepted = 42;
constexpr int kRejected = 43;
constexpr const char* kPresentationPrefix = "presentation error: ";
}
// judge/text.cpp
namespace judge {
bool fileExists(const std::string& path) {
 struct stat st {};
 return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}
bool isSpace(char c) {
 return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
std::vector<std::string> splitLines(const std::string& text) {
 std::vector<std::string> lines;
 std::size_t start = 0;
 while (start < text.size()) {
  std::size_t end = text.find('\n', start);
  if (end == std::string::npos) end = text.size();
  lines.push_back(text.substr(start, end - start));
  start = end + 1;
 }
 return lines;
}
std::vector<std::string> splitTokens(const std::string& text) {
 std::vector<std::string> tokens;
 std::size_t i = 0;
 while (i < text.size()) {
  while (i < text.size() && isSpace(text[i])) ++i;
  std::size_t start = i;
  while (i < text.size() && !isSpace(text[i])) ++i;
  if (i > start) tokens.push_back(text.substr(start, i - start));
 }
 return tokens;
}
std::string rtrim(const std::string& s) {
 std::size_t end = s.size();
 while (end > 0 && isSpace(s[end - 1])) --end;
 return s.substr(0, end);
}
namespace {
void appendEscaped(std::string& out, char c) {
 switch (c) {
  case '"': out += "\\\""; return;
  case '\\': out += "\\\\"; return;
  case '\n': out += "\\n"; return;
  case '\r': out += "\\r"; return;
  case '\t': out += "\\t"; return;
  default: break;
 }
 auto u = static_cast<unsigned char>(c);
 if (u < 0x20 || u == 0x7f) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02x", u);
  out += buf;
 } else {
  out += c;
 }
}
}
std::string quote(const std::string& value, std::size_t limit) {
 std::string out = "\"";
 for (std::size_t i = 0; i < value.size() && i < limit; ++i) appendEscaped(out, value[i]);
 out += '"';
 if (value.size() > limit) out += "...";
 return out;
}
std::string escapeControls(const std::string& text) {
 std::string out;
 for (const char c : text) {
  const auto u = static_cast<unsigned char>(c);
  if (u < 0x20 || u == 0x7f) appendEscaped(out, c);
  else out += c;
 }
 return out;
}
std::vector<std::string> shownLines(const std::string& text, std::size_t count) {
 const std::vector<std::string> lines = splitLines(text);
 std::vector<std::string> shown;
 for (std::size_t i = 0; i < lines.size() && i < count; ++i) shown.push_back(escapeControls(cut(lines[i], 300)));
 if (lines.size() > count) shown.push_back("... (" + std::to_string(lines.size() - count) + " more lines)");
 return shown;
}
std::string describeChar(const std::string& text, std::size_t pos) {
 if (pos >= text.size()) return "end of output";
 std::string out = "'";
 if (text[pos] == '\'') out += "\\'";
 else if (text[pos] == '"') out += '"';
 else appendEscaped(out, text[pos]);
 return out + "'";
}
std::string cut(const std::string& s, std::size_t limit) {
 if (s.size() <= limit) return s;
 std::size_t end = limit;
 while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;
 return s.substr(0, end) + "...";
}
std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
 if (from.empty()) return text;
 for (std::size_t at = text.find(from); at != std::string::npos;
  at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
 return text;
}
// judge/verdict.cpp
namespace {
constexpr Verdict kAll[] = {Verdict::AC,  Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE, Verdict::OLE, Verdict::RE, Verdict::CE, Verdict::FAIL};
}
const char* verdictName(Verdict v) {
 switch (v) {
  case Verdict::AC: return "AC";
  case Verdict::WA: return "WA";
  case Verdict::PE: return "PE";
  case Verdict::TLE: return "TLE";
  case Verdict::MLE: return "MLE";
  case Verdict::OLE: return "OLE";
  case Verdict::RE: return "RE";
  case Verdict::CE: return "CE";
  case Verdict::FAIL: return "FAIL";
 }
 return "?";
}
std::optional<Verdict> parseVerdict(const std::string& name) {
 for (Verdict v : kAll) if (name == verdictName(v)) return v;
 return std::nullopt;
}
std::string verdictLabel(const Outcome& o) {
 std::string label = verdictName(o.verdict);
 if (!o.detail.empty()) label += " (" + o.detail + ")";
 return label;
}
}

namespace {

constexpr int kBroken = 1;  // the testdata is broken: any exit but the protocol's two

std::string readAll(std::istream& in) {
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Writes feedback_dir/judgemessage.txt; false when it cannot.
bool tellJudge(const std::string& feedbackDir, const std::string& message) {
    return judge::writeFile(feedbackDir + "judgemessage.txt", message + "\n");
}

// Writes feedback_dir/details.json when the answer has boards to draw; false when it cannot.
bool tellBoards(const std::string& feedbackDir, const std::string& details) {
    return details.empty() || judge::writeFile(feedbackDir + "details.json", details + "\n");
}

int broken(const std::string& feedbackDir, const std::string& message) {
    std::cerr << "nqueens_validator: " << message << "\n";
    tellJudge(feedbackDir, message);
    return kBroken;
}

// The problem's name among the flags: acm, lc51 or lc52, in any place (BAPCtools puts its own
// case_sensitive space_change_sensitive first when it checks an answer file), once; "" when a
// flag is none of these words or the name is missing or given twice.
std::string problemOf(int argc, char** argv, std::string& unknown) {
    std::string problem;
    for (int i = 4; i < argc; ++i) {
        const std::string flag = argv[i];
        if (flag == "case_sensitive" || flag == "space_change_sensitive") continue;
        if ((flag == "acm" || flag == "lc51" || flag == "lc52") && problem.empty()) {
            problem = flag;
            continue;
        }
        unknown = flag;
        return "";
    }
    if (problem.empty()) unknown = "(no acm, lc51 or lc52)";
    return problem;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::cerr << "usage: nqueens_validator input answer feedback_dir/ [case_sensitive] "
                     "[space_change_sensitive] acm|lc51|lc52 [case_sensitive] "
                     "[space_change_sensitive] < output\n";
        return kBroken;
    }
    const std::string feedbackDir = argv[3];
    std::string unknown;
    const std::string problem = problemOf(argc, argv, unknown);
    if (problem.empty()) return broken(feedbackDir, "unknown flag " + judge::quote(unknown));
    const judge::Checker checker = problem == "acm"    ? judge::checkAcm
                                   : problem == "lc51" ? judge::checkLc51
                                                       : judge::checkLc52;
    const std::optional<std::string> input = judge::readFile(argv[1]),
                                     answer = judge::readFile(argv[2]);
    if (!input || !answer) return broken(feedbackDir, "cannot read the input or the answer file");
    const std::string output = readAll(std::cin);
    const judge::Outcome o = checker(*input, *answer, output);
    if (problem == "lc51" && (o.verdict == judge::Verdict::WA || o.verdict == judge::Verdict::PE) &&
        !tellBoards(feedbackDir, judge::lc51Details(*input, *answer, output)))
        return kBroken;
    switch (o.verdict) {
        case judge::Verdict::AC: return judge::protocol::kAccepted;
        case judge::Verdict::FAIL: return broken(feedbackDir, o.message);
        case judge::Verdict::PE:
            return tellJudge(feedbackDir, judge::protocol::kPresentationPrefix + o.message)
                       ? judge::protocol::kRejected
                       : kBroken;
        default: return tellJudge(feedbackDir, o.message) ? judge::protocol::kRejected : kBroken;
    }
}
