// The judge's signal handling (signals.hpp).
#include "signals.hpp"

#include <csignal>

#include "runner.hpp"
#include "scratch.hpp"

namespace judge {

namespace {

void onFatalSignal(int sig) {
    killRunningPrograms();
    removeScratch();
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

}  // namespace

void setUpSignals() {
    ::signal(SIGCHLD, SIG_DFL);
    struct sigaction action {};
    action.sa_handler = onFatalSignal;
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE}) ::sigaction(sig, &action, nullptr);
}

}  // namespace judge
