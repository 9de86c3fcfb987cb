// Output validator: the submission's one integer must equal the answer file's. It includes the
// testlib.h that lies beside it in output_validators/.
#include <fstream>
#include <iostream>
#include <string>

#include "testlib.h"

int main(int argc, char* argv[]) {
    if (argc < 4) return 1;
    long long want = 0, got = 0;
    std::ifstream(argv[2]) >> want;
    if (!(std::cin >> got)) return quit(argv[3], 43, "no integer in the output");
    if (got != want)
        return quit(argv[3], 43,
                    "expected " + std::to_string(want) + ", found " + std::to_string(got));
    return quit(argv[3], 42, std::to_string(got) + " is the sum");
}
