// Runner test program: spins forever on the CPU. Expected verdict: TLE (CPU time).
int main() {
    volatile unsigned long spins = 0;
    for (;;) spins = spins + 1;
}
