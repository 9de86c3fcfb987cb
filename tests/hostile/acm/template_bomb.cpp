// expect: CE on -: the compile was stopped
// Hostile (acm, C++, at compile time): each instantiation asks for two new ones, 2^40 in all.
// Blocked: the compile's time or memory limit stops the compiler, and the judge says so (CE).
template <int N, long K>
struct Bomb {
    static constexpr long value = Bomb<N - 1, 2 * K>::value + Bomb<N - 1, 2 * K + 1>::value;
};
template <long K>
struct Bomb<0, K> {
    static constexpr long value = K;
};
int main() { return static_cast<int>(Bomb<40, 0>::value % 2); }
