// The checkout's paths, given by the Makefile to this object alone (tests/kit_paths.hpp).
#include "kit_paths.hpp"

const std::string& kitRoot() {
    static const std::string root = KIT_ROOT;
    return root;
}

const std::string& kitBin() {
    static const std::string bin = KIT_BIN;
    return bin;
}
