// The number of words, with the jury's header of its era: size() of its own beside using
// namespace std, ambiguous with std::size in C++17. Compiled as gnu++14: AC on every test.
#include <bits/stdc++.h>
using namespace std;
template <class T>
int size(const T& x) {
    return x.size();
}

int main() {
    vector<string> words;
    string w;
    while (cin >> w) words.push_back(w);
    cout << size(words) << endl;
}
