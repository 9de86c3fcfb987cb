// LeetCode's pre-included headers under the leetcode profile, which builds C++ with clang 19 and
// libc++ 19 (docs/languages.md says why): libc++ has no <bits/stdc++.h>, so this file stands in
// for it, for the LeetCode drivers and for a solution that includes it itself. Every standard
// header of C++23 that libc++ 19 has (the deprecated <ccomplex>, <ciso646>, <cstdbool>,
// <ctgmath>, <codecvt> and <strstream> aside), then libstdc++'s __gcd and __lg, which LeetCode
// code uses (LeetCode links libstdc++).
#pragma once
#include <algorithm>
#include <any>
#include <array>
#include <atomic>
#include <barrier>
#include <bit>
#include <bitset>
#include <cassert>
#include <cctype>
#include <cerrno>
#include <cfenv>
#include <cfloat>
#include <charconv>
#include <chrono>
#include <cinttypes>
#include <climits>
#include <clocale>
#include <cmath>
#include <compare>
#include <complex>
#include <concepts>
#include <condition_variable>
#include <coroutine>
#include <csetjmp>
#include <csignal>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cuchar>
#include <cwchar>
#include <cwctype>
#include <deque>
#include <exception>
#include <execution>
#include <expected>
#include <filesystem>
#include <format>
#include <forward_list>
#include <fstream>
#include <functional>
#include <future>
#include <initializer_list>
#include <iomanip>
#include <ios>
#include <iosfwd>
#include <iostream>
#include <istream>
#include <iterator>
#include <latch>
#include <limits>
#include <list>
#include <locale>
#include <map>
#include <mdspan>
#include <memory>
#include <memory_resource>
#include <mutex>
#include <new>
#include <numbers>
#include <numeric>
#include <optional>
#include <ostream>
#include <print>
#include <queue>
#include <random>
#include <ranges>
#include <ratio>
#include <regex>
#include <scoped_allocator>
#include <semaphore>
#include <set>
#include <shared_mutex>
#include <source_location>
#include <span>
#include <sstream>
#include <stack>
#include <stdexcept>
#include <stop_token>
#include <streambuf>
#include <string>
#include <string_view>
#include <syncstream>
#include <system_error>
#include <thread>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <valarray>
#include <variant>
#include <vector>
#include <version>

namespace std {

// libstdc++'s greatest common divisor of signed numbers (libc++ has an internal __gcd of
// unsigned ones only; a plain function is chosen before its template).
constexpr int __gcd(int a, int b) { return std::gcd(a, b); }
constexpr long __gcd(long a, long b) { return std::gcd(a, b); }
constexpr long long __gcd(long long a, long long b) { return std::gcd(a, b); }

// libstdc++'s floor(log2(n)) of a positive n.
constexpr int __lg(unsigned long long n) { return 63 - __builtin_clzll(n); }

}  // namespace std
