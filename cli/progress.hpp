// Progress of a count on stderr: units done, percent, rate, elapsed and the time left, estimated
// from the units' expected costs (a large unit left counts for more than a small one).
// "bar" redraws one line (for a terminal); "plain" writes a line every few seconds (for a log).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>

namespace nq::cli {

class Progress {
public:
    // units: all of n's; resumed: those done before this run; costs: of all units and of the
    // resumed ones.
    Progress(const std::string& mode, std::uint64_t units, std::uint64_t resumed, double allCost,
             double resumedCost)
        : bar(mode == "bar"), total(units), done(resumed), startDone(resumed), totalCost(allCost),
          doneCost(resumedCost), startCost(resumedCost) {
        if (mode == "bar" || mode == "plain") painter = std::thread([this] { paintLoop(); });
    }
    ~Progress() { finish(); }

    // The progress line: `done` units of `total` (`resumed` of them before this run), costs
    // likewise, `elapsed` seconds into this run. The percent and the time left go by cost: the
    // rest takes as long as this run's cost so far took, per unit of cost.
    static std::string describe(std::uint64_t done, std::uint64_t resumed, std::uint64_t total,
                                double doneCost, double resumedCost, double totalCost,
                                double elapsed) {
        double share = totalCost > 0 ? doneCost / totalCost : 1;
        double ranCost = doneCost - resumedCost;
        std::string left = done == total ? clock(0) : "?";
        if (ranCost > 0 && done < total) left = clock(elapsed * (totalCost - doneCost) / ranCost);
        char line[160];
        std::snprintf(line, sizeof line,
                      "%5.1f%%  units %llu/%llu  %.1f units/s  elapsed %s  left %s", 100 * share,
                      (unsigned long long)done, (unsigned long long)total,
                      elapsed > 0 ? (double)(done - resumed) / elapsed : 0.0,
                      clock(elapsed).c_str(), left.c_str());
        return line;
    }

    void unitDone(double cost) {
        std::lock_guard<std::mutex> hold(lock);
        ++done;
        doneCost += cost;
    }

    // Draws the last state and stops (also on an interrupted run).
    void finish() {
        if (!painter.joinable()) return;
        {
            std::lock_guard<std::mutex> hold(lock);
            stopping = true;
        }
        wake.notify_all();
        painter.join();
    }

private:
    using Clock = std::chrono::steady_clock;
    bool bar;
    std::uint64_t total, done, startDone;
    double totalCost, doneCost, startCost;
    bool stopping = false;
    Clock::time_point start = Clock::now();
    std::mutex lock;
    std::condition_variable wake;
    std::thread painter;

    static std::string clock(double seconds) {
        long s = (long)(seconds + 0.5);
        char text[32];
        if (s >= 3600)
            std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
        else
            std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
        return text;
    }

    void paintLoop() {
        std::unique_lock<std::mutex> hold(lock);
        for (;;) {
            auto period = bar ? std::chrono::milliseconds(250) : std::chrono::milliseconds(5000);
            bool last = wake.wait_for(hold, period, [this] { return stopping; });
            paint(last);
            if (last) return;
        }
    }

    void paint(bool last) {  // with the lock held
        double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        std::string line =
            describe(done, startDone, total, doneCost, startCost, totalCost, elapsed);
        if (bar)
            std::fprintf(stderr, "\r%s\x1b[K%s", line.c_str(), last ? "\n" : "");
        else
            std::fprintf(stderr, "progress: %s\n", line.c_str());
        std::fflush(stderr);
    }
};

}  // namespace nq::cli
