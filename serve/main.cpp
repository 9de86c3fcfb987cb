// make serve: the page of LeetCode's problems, offline (serve/README.md). An HTTP server on the
// loopback only (cpp-httplib), a fresh random token in the address it prints first; each request
// needs the token and the server's own Host and Origin. The API runs build/bin/judge --json -.
#include <httplib.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "common/capture.hpp"
#include "common/file.hpp"
#include "common/number.hpp"
#include "jobs.hpp"
#include "judge/cores.hpp"
#include "judge/verdict.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr std::size_t kMaxBody = 256 * 1024;       // a body over this is 413
constexpr std::size_t kMaxKitFile = 16 << 20;      // the page's files, statements, a replay
constexpr std::size_t kMaxJudgeOutput = 16 << 20;  // what --languages or --problems prints

struct Config {
    int port = 0;  // 0: a free one
    std::string root = ".", judge, page, roots, visual;
    std::string token;
    json languages, problems;  // the judge's --languages and --problems
    int keepSeconds = 600;     // a finished job is dropped this long after it finished
    // One judging per physical core (the judge's own count: hyperthread siblings are one core);
    // each judge's runs take the cores' leases, so two judgings never share a core.
    int workers = static_cast<int>(judge::physicalCores().size());
};

// A file of the kit's (the page, a statement): its text, "" when it cannot be read.
std::string readFile(const fs::path& path) { return kit::readFile(path, kMaxKitFile).value_or(""); }

std::string randomToken() {
    unsigned char bytes[24];
    std::ifstream("/dev/urandom", std::ios::binary).read(reinterpret_cast<char*>(bytes), 24);
    std::string hex;
    for (unsigned char b : bytes)
        hex += "0123456789abcdef"[b >> 4], hex += "0123456789abcdef"[b & 15];
    return hex;
}

// What a program prints on its stdout (at most kMaxJudgeOutput), run from an argument list;
// "" when it cannot run or exits other than 0.
std::string output(const std::vector<std::string>& args) {
    const auto [status, text] = kit::capture(args, kMaxJudgeOutput);
    return status == 0 ? text : "";
}

void fail(httplib::Response& res, int status, const std::string& line) {
    res.status = status;
    res.set_content("error: " + line + "\n", "text/plain");
}

// Host and Origin must name this server (no DNS rebinding, no cross-site request); then the token.
bool allowed(const Config& c, const httplib::Request& req, httplib::Response& res) {
    const std::string port = std::to_string(c.port);
    const std::string host = req.get_header_value("Host");
    if (host != "127.0.0.1:" + port && host != "localhost:" + port) {
        fail(res, 403, "the Host header is not this server's");
        return false;
    }
    const std::string origin = req.get_header_value("Origin");
    if (req.has_header("Origin") && origin != "http://" + host) {
        fail(res, 403, "the Origin header is not this server's");
        return false;
    }
    if (req.get_param_value("token") != c.token) {
        fail(res, 403, "a request needs the token of the address the server printed");
        return false;
    }
    return true;
}

// The judge's record of a problem (--problems), or nullptr when it has none of that id.
const json* problemOf(const Config& c, const std::string& id) {
    for (const json& p : c.problems)
        if (p["id"] == id) return &p;
    return nullptr;
}

// The tests Run judges: the problem's examples, or the test whose input is the n given alone;
// "" when there is none such.
std::string runTests(const json& problem, const std::string& given) {
    std::string names;
    if (given.empty())
        for (const json& name : problem["examples"])
            names += (names.empty() ? "" : ",") + name.get<std::string>();
    for (const json& t : problem["tests"])
        if (!given.empty() && t["input"] == given + "\n")
            names += (names.empty() ? "" : ",") + t["name"].get<std::string>();
    return names;
}

// A string field of the body; `otherwise` when it is missing, "\x01" (never valid) when not a string.
std::string field(const json& body, const char* key, const std::string& otherwise) {
    if (!body.contains(key)) return otherwise;
    return body[key].is_string() ? body[key].get<std::string>() : "\x01";
}

// Checks a submission and turns it into the judge's arguments; an error line when it is wrong.
std::string makeJob(const Config& c, const json& body, serve::Job& job) {
    if (!body.is_object()) return "the body must be a JSON object";
    const std::string problem = field(body, "problem", ""), lang = field(body, "language", "");
    const std::string tests = field(body, "tests", "all"), like = field(body, "like", "");
    const json* record = problemOf(c, problem);
    if (!record) return "problem must be one of the judge's (judge --problems)";
    if (!body.contains("code") || !body["code"].is_string()) return "code must be a string";
    std::string ext;
    for (const json& l : c.languages)
        if (l["name"] == lang) ext = l["extensions"][0];
    if (ext.empty()) return "language must be one of the judge's (judge --languages)";
    const json& profiles = (*record)["profiles"];
    if (!like.empty() && std::find(profiles.begin(), profiles.end(), like) == profiles.end())
        return "like must be one of " + problem + "'s profiles (judge --problems)";
    if (tests != "run" && tests != "all") return "tests must be run or all";
    const json n = body.value("n", json());
    if (!n.is_null() && !n.is_number_integer()) return "n must be a whole number";
    const std::string run = runTests(*record, n.is_null() ? "" : n.dump());
    if (tests == "run" && run.empty()) return "the kit has no test of " + problem + " with that n";
    char dir[] = "/tmp/nqueens-serve-XXXXXX";  // mode 700
    if (!::mkdtemp(dir)) return "cannot make a private folder";
    job.dir = dir;
    const std::string file = job.dir + "/solution" + ext;
    if (!kit::writeFile(file, body["code"].get<std::string>())) return "cannot write the code";
    job.args = {"--root", c.root, "--problem", problem, "--json", "-"};
    if (!c.roots.empty()) job.args.insert(job.args.end(), {"--roots", c.roots});
    if (!like.empty()) job.args.insert(job.args.end(), {"--like", like});
    if (tests == "run") job.args.insert(job.args.end(), {"--tests", run});
    job.args.push_back(file);
    return "";
}

// The body as JSON, or a 400 (bad JSON: one line).
bool parseBody(const httplib::Request& req, httplib::Response& res, json& body) {
    body = json::parse(req.body, nullptr, false);
    if (body.is_discarded()) fail(res, 400, "the body is not JSON");
    return !body.is_discarded();
}

// A job's state as JSON; null when there is no such job (or it was dropped).
json jobJson(serve::Jobs& jobs, int id, std::size_t from) {
    const std::optional<serve::Jobs::View> found = jobs.view(id, from);
    if (!found) return json();
    const serve::Jobs::View& v = *found;
    json report = json::parse(v.report, nullptr, false);
    return {{"id", id},
            {"state", v.state},
            {"position", v.position},
            {"lines", v.lines},
            {"exit", v.exitStatus},
            {"report", report.is_discarded() ? json() : report}};
}

// The page's data: the judge's problems with their statements and starters, its languages, and
// the profiles any problem takes (each problem's own in its record).
json problemsJson(const Config& c) {
    json starters = json::parse(readFile(fs::path(c.page) / "starters.json"), nullptr, false);
    json list = json::array(), likes = json::array();
    for (json p : c.problems) {
        const fs::path statement =
            fs::path(c.root) / "problems" / p["id"].get<std::string>() / "problem_statement";
        p["statement"] = {{"en", readFile(statement / "problem.en.tex")},
                          {"zh", readFile(statement / "problem.zh.tex")}};
        p["starter"] =
            starters.is_object() ? starters.value(p["id"], json::object()) : json::object();
        for (const json& like : p["profiles"])
            if (std::find(likes.begin(), likes.end(), like) == likes.end()) likes.push_back(like);
        p.erase("tests");
        list.push_back(p);
    }
    return {{"problems", list}, {"languages", c.languages}, {"likes", likes}};
}

bool plainName(const std::string& s) {
    return !s.empty() && s.size() < 40 &&
           s.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_-") == std::string::npos;
}

// make visual's page of one approach for n (4 to 8), written by build/bin/visual; "" when refused.
std::string replay(const Config& c, const std::string& n, const std::string& approach) {
    const json sources =
        json::parse(readFile(fs::path(c.page) / "approaches.json"), nullptr, false);
    if (c.visual.empty() || n.size() != 1 || n[0] < '4' || n[0] > '8' || !plainName(approach) ||
        !sources.is_object() || !sources.contains(approach))
        return "";
    char dir[] = "/tmp/nqueens-serve-XXXXXX";
    if (!::mkdtemp(dir)) return "";
    const std::string out = std::string(dir) + "/replay.html";
    output({c.visual, "--approach", approach, "--source",
            c.root + "/" + sources[approach].get<std::string>(), "--page", c.root + "/study/page",
            "--out", out, n});
    const std::string page = readFile(out);
    fs::remove_all(dir);
    return page;
}

void routes(httplib::Server& s, Config& c, serve::Jobs& jobs) {
    s.set_pre_routing_handler([&c](const httplib::Request& req, httplib::Response& res) {
        return allowed(c, req, res) ? httplib::Server::HandlerResponse::Unhandled
                                    : httplib::Server::HandlerResponse::Handled;
    });
    s.Get("/", [&c](const httplib::Request&, httplib::Response& res) {
        std::string page = readFile(fs::path(c.page) / "index.html");
        for (std::size_t at; (at = page.find("{{TOKEN}}")) != std::string::npos;)
            page.replace(at, 9, c.token);  // the page's own links carry the token
        res.set_content(page, "text/html; charset=utf-8");
    });
    s.Get("/api/problems", [&c](const httplib::Request&, httplib::Response& res) {
        res.set_content(problemsJson(c).dump(), "application/json");
    });
    // POST /api/judge: waits, answers with the judge's --json report. POST /api/submit: answers
    // at once with the job's id and queue position; GET /api/jobs/ID?from=K: its state and lines.
    for (const char* path : {"/api/judge", "/api/submit"}) {
        const bool wait = std::string(path) == "/api/judge";
        s.Post(path, [&c, &jobs, wait](const httplib::Request& req, httplib::Response& res) {
            json body;
            if (!parseBody(req, res, body)) return;
            auto job = std::make_shared<serve::Job>();
            const std::string error = makeJob(c, body, *job);
            if (!error.empty()) return fail(res, 400, error);
            const int id = jobs.add(job);
            if (!wait) return res.set_content(jobJson(jobs, id, 0).dump(), "application/json");
            jobs.wait(id);
            if (job->state != "done") return fail(res, 503, "the server is stopping");
            if (job->exitStatus == static_cast<int>(judge::ExitStatus::UsageError) ||
                job->report.empty())
                return fail(res, 400, job->lines.empty() ? "the judge failed" : job->lines.back());
            res.set_content(job->report, "application/json");
        });
    }
    s.Get(R"(/api/jobs/(\d+))", [&jobs](const httplib::Request& req, httplib::Response& res) {
        const std::optional<long long> id = kit::parseInteger(req.matches[1].str());
        const std::string fromText = req.get_param_value("from");
        const std::optional<long long> from = fromText.empty() ? 0 : kit::parseInteger(fromText);
        if (!from || *from < 0) return fail(res, 400, "from must be a whole number, 0 or more");
        const json j = id && *id <= INT_MAX ? jobJson(jobs, static_cast<int>(*id), *from) : json();
        if (j.is_null()) return fail(res, 404, "no such job (a finished one is kept a while)");
        res.set_content(j.dump(), "application/json");
    });
    s.Get("/replay", [&c](const httplib::Request& req, httplib::Response& res) {
        const std::string page =
            replay(c, req.get_param_value("n"), req.get_param_value("approach"));
        if (page.empty()) return fail(res, 404, "no replay of that n (4 to 8) and approach");
        res.set_content(page, "text/html; charset=utf-8");
    });
    s.set_mount_point("/static", c.page);
}

bool parseArgs(int argc, char** argv, Config& c) {
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i], value = argv[i + 1];
        if (name == "--port" && value.find_first_not_of("0123456789") == std::string::npos &&
            value.size() < 6 && std::stoi(value) < 65536)
            c.port = std::stoi(value);
        else if (name == "--root")
            c.root = value;
        else if (name == "--judge")
            c.judge = value;
        else if (name == "--page")
            c.page = value;
        else if (name == "--roots")
            c.roots = value;
        else if (name == "--visual")
            c.visual = value;
        else if (name == "--keep" && value.size() < 7 &&
                 value.find_first_not_of("0123456789") == std::string::npos && !value.empty())
            c.keepSeconds = std::stoi(value);
        else
            return false;
    }
    return argc % 2 == 1;
}

}  // namespace

int main(int argc, char** argv) {
    Config c;
    if (!parseArgs(argc, argv, c) || c.judge.empty() || c.page.empty()) {
        std::fprintf(stderr,
                     "error: usage: serve --judge BIN --page DIR [--root DIR] [--roots DIR] "
                     "[--visual BIN] [--port N] [--keep SECONDS]\n");
        return 2;
    }
    c.languages = json::parse(output({c.judge, "--languages"}), nullptr, false);
    c.problems = json::parse(output({c.judge, "--root", c.root, "--problems"}), nullptr, false);
    for (const char* what : {"--languages", "--problems"}) {
        const json& got = std::string(what) == "--languages" ? c.languages : c.problems;
        if (!got.is_array()) {
            std::fprintf(stderr, "error: %s %s printed no JSON array\n", c.judge.c_str(), what);
            return 2;
        }
    }
    c.token = randomToken();
    sigset_t stops;  // SIGINT and SIGTERM: taken by one thread, which stops the server
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stops, nullptr);
    serve::Jobs jobs(c.judge, c.workers, c.keepSeconds);
    httplib::Server server;
    server.set_payload_max_length(kMaxBody);
    server.set_keep_alive_timeout(1);
    routes(server, c, jobs);
    c.port = c.port ? (server.bind_to_port("127.0.0.1", c.port) ? c.port : -1)
                    : server.bind_to_any_port("127.0.0.1");
    if (c.port <= 0) {
        std::fprintf(stderr, "error: cannot listen on 127.0.0.1 at that port\n");
        return 2;
    }
    std::printf("http://127.0.0.1:%d/?token=%s\n", c.port, c.token.c_str());
    std::fflush(stdout);
    std::thread stopper([&] {
        int signal = 0;
        sigwait(&stops, &signal);
        jobs.stop();  // ends the judges, so that no request waits on one
        server.stop();
    });
    server.listen_after_bind();
    jobs.stop();
    stopper.detach();
    std::fprintf(stderr, "serve: stopped\n");
    return 0;
}
