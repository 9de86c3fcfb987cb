// Fuzz target: nqueens' checkpoint reader (cli/checkpoint.hpp) on a file of the fuzzer's bytes,
// for the count of n = 8 by the symmetry engine: it is taken, or refused with CheckpointError;
// no crash, hang or undefined behaviour.
#include "cli/checkpoint.hpp"
#include "cli/options.hpp"
#include "common/file.hpp"
#include "tests/fuzz/fuzz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const nq::cli::Options options =
        nq::cli::parseCount({"8", "--engine", "symmetry"}, {"engine"});
    static const std::unique_ptr<nq::Counter> counter = nq::cli::makeCounter(options);
    const std::string file = fuzz::scratchFolder() + "/checkpoint";
    kit::writeFile(file, std::string(reinterpret_cast<const char*>(data), size));
    try {
        nq::cli::Checkpoint checkpoint(file, 8, "symmetry", *counter);
        checkpoint.done();
    } catch (const nq::cli::CheckpointError&) {}
    return 0;
}
