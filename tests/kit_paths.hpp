// Where the kit and this build's programs are, for the tests that run the kit's programs or read
// its files. Only tests/kit_paths.cpp is compiled with the checkout's own paths (-DKIT_ROOT,
// -DKIT_BIN), so every other object of the tests is the same in any clone and the compiler cache
// (ccache, tools/cxx) shares it between clones.
#pragma once
#include <string>

const std::string& kitRoot();  // the checkout, e.g. /home/me/nqueens
const std::string& kitBin();   // this build's programs: <checkout>/build/bin, or build/san/bin
