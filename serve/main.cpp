// make serve: the page of LeetCode's problems, offline (serve/README.md). An HTTP server on the
// loopback only (cpp-httplib), a fresh random token in the address it prints first; each request
// needs the token and the server's own Host and Origin. The API runs build/bin/judge --json -.
#include <httplib.h>
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "jobs.hpp"
#include "judge/cores.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr std::size_t kMaxBody = 256 * 1024;  // a body over this is 413

struct Config {
    int port = 0;  // 0: a free one
    std::string root = ".", judge, page, roots, visual;
    std::string token, languages;  // the judge's --languages
    // One judging per physical core (the judge's own count: hyperthread siblings are one core);
    // each judge's runs take the cores' leases, so two judgings never share a core.
    int workers = static_cast<int>(judge::physicalCores().size());
};

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string randomToken() {
    unsigned char bytes[24];
    std::ifstream("/dev/urandom", std::ios::binary).read(reinterpret_cast<char*>(bytes), 24);
    std::string hex;
    for (unsigned char b : bytes)
        hex += "0123456789abcdef"[b >> 4], hex += "0123456789abcdef"[b & 15];
    return hex;
}

// What a program prints on its stdout, or "" when it cannot run.
std::string output(const std::string& command) {
    std::string text;
    if (FILE* p = ::popen(command.c_str(), "r")) {
        char buffer[4096];
        for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, p)) > 0;)
            text.append(buffer, n);
        ::pclose(p);
    }
    return text;
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

// The tests of LeetCode's examples (n = 4 and n = 1), or of the n given: those whose input is
// that n alone; "" when the kit has none.
std::string exampleTests(const Config& c, const std::string& problem, const std::string& given) {
    std::string names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(c.root) / "testdata" / problem, ec)) {
        if (entry.path().extension() != ".in") continue;
        const std::string n = readFile(entry.path());
        if (given.empty() ? n == "4\n" || n == "1\n" : n == given + "\n")
            names += (names.empty() ? "" : ",") + entry.path().stem().string();
    }
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
    if (problem != "lc51" && problem != "lc52" && problem != "acm")
        return "problem must be lc51, lc52 or acm";
    if (!body.contains("code") || !body["code"].is_string()) return "code must be a string";
    std::string ext;
    for (const json& l : json::parse(c.languages))
        if (l["name"] == lang) ext = l["extensions"][0];
    if (ext.empty()) return "language must be one of the judge's (judge --languages)";
    if (like.find_first_not_of("abcdefghijklmnopqrstuvwxyz") != std::string::npos)
        return "like must be a profile's name";
    if (tests != "run" && tests != "all") return "tests must be run or all";
    const json n = body.value("n", json());
    if (!n.is_null() && !n.is_number_integer()) return "n must be a whole number";
    const std::string run = exampleTests(c, problem, n.is_null() ? "" : n.dump());
    if (tests == "run" && run.empty()) return "the kit has no test of " + problem + " with that n";
    char dir[] = "/tmp/nqueens-serve-XXXXXX";  // mode 700
    if (!::mkdtemp(dir)) return "cannot make a private folder";
    job.dir = dir;
    const std::string file = job.dir + "/solution" + ext;
    std::ofstream(file, std::ios::binary) << body["code"].get<std::string>();
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

json jobJson(serve::Jobs& jobs, int id, std::size_t from) {
    const serve::Jobs::View v = jobs.view(id, from);
    json report = json::parse(v.report, nullptr, false);
    return {{"id", id},
            {"state", v.state},
            {"position", v.position},
            {"lines", v.lines},
            {"exit", v.exitStatus},
            {"report", report.is_discarded() ? json() : report}};
}

json problemsJson(const Config& c) {
    json starters = json::parse(readFile(fs::path(c.page) / "starters.json"), nullptr, false);
    json list = json::array();
    for (const char* id : {"lc51", "lc52", "acm"}) {
        const fs::path statement = fs::path(c.root) / "problems" / id / "problem_statement";
        list.push_back({{"id", id},
                        {"statement",
                         {{"en", readFile(statement / "problem.en.tex")},
                          {"zh", readFile(statement / "problem.zh.tex")}}},
                        {"starter", starters.is_object() ? starters.value(id, json::object())
                                                         : json::object()}});
    }
    return {{"problems", list},
            {"languages", json::parse(c.languages)},
            {"likes", {"leetcode", "local", "icpc", "codeforces"}}};
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
    output("'" + c.visual + "' --approach " + approach + " --source '" + c.root + "/" +
           sources[approach].get<std::string>() + "' --page '" + c.root + "/study/page' --out " +
           out + " " + n + " >/dev/null 2>&1");
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
            if (job->exitStatus == 2 || job->report.empty())
                return fail(res, 400, job->lines.empty() ? "the judge failed" : job->lines.back());
            res.set_content(job->report, "application/json");
        });
    }
    s.Get(R"(/api/jobs/(\d+))", [&jobs](const httplib::Request& req, httplib::Response& res) {
        const int id = std::stoi(req.matches[1]);
        if (!jobs.find(id)) return fail(res, 404, "no such job");
        const std::string from = req.get_param_value("from");
        res.set_content(jobJson(jobs, id, from.empty() ? 0 : std::stoul(from)).dump(),
                        "application/json");
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
                     "[--visual BIN] [--port N]\n");
        return 2;
    }
    c.languages = output("'" + c.judge + "' --languages");
    if (json::parse(c.languages, nullptr, false).is_discarded()) {
        std::fprintf(stderr, "error: %s --languages printed no JSON\n", c.judge.c_str());
        return 2;
    }
    c.token = randomToken();
    sigset_t stops;  // SIGINT and SIGTERM: taken by one thread, which stops the server
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stops, nullptr);
    serve::Jobs jobs(c.judge, c.workers);
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
