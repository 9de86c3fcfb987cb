// The unit tests' entry point: doctest supplies main(); every other file in tests/ adds test cases.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
