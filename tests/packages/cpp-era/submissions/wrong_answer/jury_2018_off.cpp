// The same header of its era, one word too many: compiled as gnu++14, WA on sample/1.
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
    cout << size(words) + 1 << endl;
}
