// Closes its output without a word, then aborts 200 ms later: RE on sample/1. The validator's
// rejection (end of output) follows from the submission's own close, so the submission's ending
// decides.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
int main() {
    std::fclose(stdout);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    std::abort();
}
