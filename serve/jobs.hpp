// The server's queue of judgings: each submission is one run of build/bin/judge on a file in a
// private folder, at most `workers` at once (one per physical core); the others wait in order. A job keeps
// the judge's lines for people (its stderr) as they come, then its --json report; a finished job
// is dropped `keepSeconds` after it finished (when the next job is added).
#pragma once
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace serve {

struct Job {
    std::vector<std::string> args;   // the judge's arguments, the file's path last
    std::string dir;                 // the private folder holding the file, removed when done
    std::string state = "queued";    // queued, running, done
    std::vector<std::string> lines;  // the judge's stderr, a line each, as they arrive
    std::string report;              // the judge's stdout: its --json report
    int exitStatus = -1;
    std::chrono::steady_clock::time_point doneAt{};  // when state became done
};

class Jobs {
public:
    Jobs(std::string judge, int workers, int keepSeconds);
    ~Jobs();                            // stops the workers, ending the judges still running
    int add(std::shared_ptr<Job> job);  // its id
    std::shared_ptr<Job> find(int id);  // nullptr: no such job, or dropped
    void wait(int id);                  // until the job is done
    // A copy of a job's state under the lock: state, position, lines from `from` on, report.
    struct View {
        std::string state;
        int position = 0;
        std::vector<std::string> lines;
        std::string report;
        int exitStatus = -1;
    };
    std::optional<View> view(int id, std::size_t from);  // nothing: no such job, or dropped
    void stop();

private:
    void work();
    void dropFinished();   // under the lock: the jobs done more than keep_ ago
    int position(int id);  // under the lock: 1, 2, ... while queued; 0 once started
    void run(Job& job);
    std::string judge_;
    std::chrono::seconds keep_;
    std::mutex m_;
    std::condition_variable cv_;
    std::deque<int> queue_;
    std::map<int, std::shared_ptr<Job>> jobs_;
    std::vector<int> running_;  // the judges' process ids
    std::vector<std::thread> workers_;
    int next_ = 1;
    bool stopping_ = false;
};

}  // namespace serve
