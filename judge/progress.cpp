// The progress line on a terminal (progress.hpp).
#include "progress.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include "text.hpp"

namespace judge::progress {

namespace {

using Clock = std::chrono::steady_clock;

struct State {
    std::mutex mutex;
    std::condition_variable wake;
    bool on = false, stopping = false, drawn = false;
    int paused = 0;
    Clock::time_point began;
    std::size_t submissions = 0, tests = 0;  // in all
    std::size_t index = 0, own = 0;          // the submission now, its tests
    std::size_t done = 0;                    // tests of the submissions before it
    std::size_t test = 0;
    std::string name, testName;
    std::thread ticker;
};

State& state() {
    static State s;
    return s;
}

// The terminal's width, 80 when it cannot be told.
std::size_t columns() {
    winsize w{};
    return ::ioctl(STDERR_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_col > 0 ? w.ws_col : 80;
}

std::string text(const State& s, long long ms) {
    const long long seconds = ms / 1000;
    char clock[32];
    std::snprintf(clock, sizeof clock, "%lld:%02lld", seconds / 60, seconds % 60);
    const std::size_t left = s.tests > s.done + s.test ? s.tests - s.done - s.test : 0;
    return "judging " + std::to_string(s.index + 1) + " of " + std::to_string(s.submissions) +
           ": " + escapeControls(s.name) + ", test " + escapeControls(s.testName) + " (" +
           std::to_string(s.test + 1) + " of " + std::to_string(s.own) + "); at most " +
           std::to_string(left) + " tests left, " + clock;
}

// Draws the line, the lock held, once it is due.
void draw(State& s) {
    const long long ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - s.began).count();
    if (!s.on || s.paused > 0 || ms < kShowAfterMs || s.testName.empty()) return;
    const std::string line = cut(text(s, ms), columns() - 1);
    std::fprintf(stderr, "\r\x1b[K%s", line.c_str());
    std::fflush(stderr);
    s.drawn = true;
}

void clear(State& s) {
    if (!s.drawn) return;
    std::fputs("\r\x1b[K", stderr);
    std::fflush(stderr);
    s.drawn = false;
}

void tick() {
    State& s = state();
    std::unique_lock<std::mutex> lock(s.mutex);
    while (!s.stopping) {
        draw(s);
        s.wake.wait_for(lock, std::chrono::milliseconds(250));
    }
}

}  // namespace

void start(std::size_t submissions, std::size_t tests) {
    State& s = state();
    if (!::isatty(STDERR_FILENO) || s.on) return;
    std::lock_guard<std::mutex> lock(s.mutex);
    s.on = true;
    s.stopping = false;
    s.began = Clock::now();
    s.submissions = submissions, s.tests = tests;
    s.ticker = std::thread(tick);
}

void submission(std::size_t index, const std::string& name, std::size_t tests) {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (!s.on) return;
    if (!s.name.empty()) s.done += s.own;
    s.index = index, s.name = name, s.own = tests, s.test = 0, s.testName.clear();
}

void test(std::size_t index, const std::string& name) {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (!s.on) return;
    s.test = index, s.testName = name;
    draw(s);
}

void stop() {
    State& s = state();
    {
        std::lock_guard<std::mutex> lock(s.mutex);
        if (!s.on) return;
        s.stopping = true;
        clear(s);
    }
    s.wake.notify_all();
    s.ticker.join();
    std::lock_guard<std::mutex> lock(s.mutex);
    s.on = false;
}

Pause::Pause() {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    ++s.paused;
    clear(s);
}

Pause::~Pause() {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    --s.paused;
    draw(s);
}

}  // namespace judge::progress
