// Closes its output without a word, then sleeps 30 s: TLE (wall time) on sample/1, though the
// validator rejected the closed output long before.
#include <chrono>
#include <cstdio>
#include <thread>
int main() {
    std::fclose(stdout);
    std::this_thread::sleep_for(std::chrono::seconds(30));
}
