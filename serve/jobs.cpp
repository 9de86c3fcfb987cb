// The queue of judgings (jobs.hpp): worker threads, each running one judge at a time as a child
// in its own process group, its stdout and stderr read through pipes.
#include "jobs.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

extern char** environ;

namespace serve {

Jobs::Jobs(std::string judge, int workers, int keepSeconds)
    : judge_(std::move(judge)), keep_(keepSeconds) {
    for (int i = 0; i < std::max(1, workers); ++i) workers_.emplace_back([this] { work(); });
}

Jobs::~Jobs() { stop(); }

void Jobs::stop() {
    {
        std::lock_guard<std::mutex> lock(m_);
        if (stopping_ && workers_.empty()) return;
        stopping_ = true;
        for (int pid : running_) ::kill(-pid, SIGTERM);  // the judge ends its own programs
    }
    cv_.notify_all();
    for (std::thread& t : workers_) t.join();
    workers_.clear();
}

int Jobs::add(std::shared_ptr<Job> job) {
    std::lock_guard<std::mutex> lock(m_);
    dropFinished();
    const int id = next_++;
    jobs_[id] = std::move(job);
    queue_.push_back(id);
    cv_.notify_all();
    return id;
}

std::shared_ptr<Job> Jobs::find(int id) {
    std::lock_guard<std::mutex> lock(m_);
    auto it = jobs_.find(id);
    return it == jobs_.end() ? nullptr : it->second;
}

void Jobs::dropFinished() {
    const auto now = std::chrono::steady_clock::now();
    for (auto it = jobs_.begin(); it != jobs_.end();)
        if (it->second->state == "done" && now - it->second->doneAt > keep_)
            it = jobs_.erase(it);
        else
            ++it;
}

int Jobs::position(int id) {
    auto it = std::find(queue_.begin(), queue_.end(), id);
    return it == queue_.end() ? 0 : static_cast<int>(it - queue_.begin()) + 1;
}

void Jobs::wait(int id) {
    std::unique_lock<std::mutex> lock(m_);
    cv_.wait(lock, [&] {
        const auto it = jobs_.find(id);
        return stopping_ || it == jobs_.end() || it->second->state == "done";
    });
}

std::optional<Jobs::View> Jobs::view(int id, std::size_t from) {
    std::lock_guard<std::mutex> lock(m_);
    const auto found = jobs_.find(id);
    if (found == jobs_.end()) return std::nullopt;
    const Job& job = *found->second;
    View v{job.state, position(id), {}, job.report, job.exitStatus};
    for (std::size_t i = from; i < job.lines.size(); ++i) v.lines.push_back(job.lines[i]);
    return v;
}

void Jobs::work() {
    std::unique_lock<std::mutex> lock(m_);
    while (true) {
        cv_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (stopping_) return;
        std::shared_ptr<Job> job = jobs_.at(queue_.front());
        queue_.pop_front();
        job->state = "running";
        lock.unlock();
        run(*job);
        std::error_code ec;
        std::filesystem::remove_all(job->dir, ec);
        lock.lock();
        job->state = "done";
        job->doneAt = std::chrono::steady_clock::now();
        cv_.notify_all();
    }
}

namespace {

// Reads what is there from fd into `text`; false at the end of the pipe.
bool drain(int fd, std::string& text) {
    char buffer[65536];
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n > 0) text.append(buffer, static_cast<std::size_t>(n));
    return n > 0 || (n < 0 && errno == EINTR);
}

}  // namespace

// Runs the judge on the job, the lines of its stderr added to the job as each ends.
void Jobs::run(Job& job) {
    int out[2], err[2];
    if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) return;
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_adddup2(&files, out[1], 1);
    posix_spawn_file_actions_adddup2(&files, err[1], 2);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setpgroup(&attr, 0);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
    std::vector<char*> argv{const_cast<char*>(judge_.c_str())};
    for (std::string& a : job.args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int spawned = posix_spawn(&pid, judge_.c_str(), &files, &attr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attr);
    ::close(out[1]);
    ::close(err[1]);
    if (spawned == 0) {
        std::lock_guard<std::mutex> lock(m_);
        running_.push_back(pid);
        if (stopping_) ::kill(-pid, SIGTERM);
    }
    std::string report, pending;
    int status = 0;
    bool ended = spawned != 0;
    pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    // Until both pipes end, or the judge has ended and its pipes are empty (a program of its
    // that still holds them cannot keep the worker).
    while (!ended || fds[0].fd >= 0 || fds[1].fd >= 0) {
        const int ready = ::poll(fds, 2, 100);
        if (ready < 0 && errno != EINTR) break;
        if (fds[0].revents && !drain(out[0], report)) fds[0].fd = -1;
        if (fds[1].revents && !drain(err[0], pending)) fds[1].fd = -1;
        {
            std::lock_guard<std::mutex> lock(m_);
            for (std::size_t nl; (nl = pending.find('\n')) != std::string::npos;
                 pending.erase(0, nl + 1))
                job.lines.push_back(pending.substr(0, nl));
        }
        if (!ended)
            ended = ::waitpid(pid, &status, WNOHANG) == pid;
        else if (ready == 0)
            break;
    }
    ::close(out[0]);
    ::close(err[0]);
    std::lock_guard<std::mutex> lock(m_);
    running_.erase(std::remove(running_.begin(), running_.end(), pid), running_.end());
    job.report = report;
    if (spawned == 0) ::kill(-pid, SIGKILL);  // anything of its group still there
    job.exitStatus = spawned != 0 ? -1 : WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

}  // namespace serve
