// How `nqueens count` and `nqueens-mpi count` stop when asked (SIGINT, Ctrl-C; or SIGTERM).
// While units are being counted, the first such signal writes one line `stopping: ...` on stderr
// at once (from the handler, with write()) and raises the stop flag that the counting threads
// watch (engine/stop.hpp): every unit in progress ends within milliseconds, uncounted, no new one
// starts, and the program ends saying what was saved. A first signal before the counting begins
// (the engine's tables made, the checkpoint read) or after it ends stops at once, saying
// `stopping: at once, ...`; a second one too, saying `stopped at once: ...`: by the signal's
// default action, so that the process dies by it (the shell reports 128 + its number: 130 for
// SIGINT, 143 for SIGTERM). The checkpoint is written one whole line at a time, so that stopping
// at once loses no finished unit either; the program stopped by the flag ends by dieBy too.
#pragma once

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <string>

#include "cli/report.hpp"
#include "engine/stop.hpp"

namespace nq::cli {

class StopSignals {
public:
    // Installs the handlers of SIGINT and SIGTERM with the lines they say, each a whole line
    // ("\n" included): at the first signal while counting, at a first one at another time, at
    // the second.
    static void install(const StopLines& lines) {
        lines_ = lines;
        for (int signal : {SIGINT, SIGTERM}) {
            struct sigaction action = {};
            action.sa_handler = onSignal;
            sigemptyset(&action.sa_mask);
            action.sa_flags = SA_RESTART;
            ::sigaction(signal, &action, nullptr);
        }
    }
    // Between counting(true) and counting(false) a first signal stops by the flag.
    static void counting(bool on) { counting_.store(on); }
    // The flag the counting threads watch.
    static const StopFlag& flag() { return flag_; }
    // A stop asked otherwise (by another rank): the flag raised, no line said.
    static void stopWithoutSignal() { flag_.raise(); }
    // The signal that raised the flag, or 0.
    static int signal() { return signal_.load(); }
    // Ends the process by `signal`'s default action (after the caller's last words).
    [[noreturn]] static void dieBy(int signal) {
        ::signal(signal, SIG_DFL);
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, signal);
        pthread_sigmask(SIG_UNBLOCK, &only, nullptr);  // blocked while its handler runs
        ::raise(signal);
        ::_exit(128 + signal);  // not reached
    }

private:
    static_assert(std::atomic<int>::is_always_lock_free, "the signal handler needs lock-free ints");
    static inline StopFlag flag_;
    static inline std::atomic<int> signal_{0}, seen_{0};
    static inline std::atomic<bool> counting_{false};
    static inline StopLines lines_;  // set before the handlers, read-only after

    static void say(const std::string& line) {
        for (std::size_t at = 0; at < line.size();) {
            ssize_t wrote = ::write(2, line.data() + at, line.size() - at);
            if (wrote <= 0) return;
            at += (std::size_t)wrote;
        }
    }
    // Async-signal-safe: lock-free atomics, write(), signal(), pthread_sigmask(), raise().
    static void onSignal(int signal) {
        const bool first = seen_.fetch_add(1) == 0;
        if (first && counting_.load()) {
            signal_.store(signal);
            flag_.raise();
            say(lines_.counting);
            return;
        }
        say(first ? lines_.idle : lines_.again);
        dieBy(signal);
    }
};

}  // namespace nq::cli
