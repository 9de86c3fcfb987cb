// Who ended first in an interactive run, decided by cause rather than by the order in which the
// judge happens to see two exits (the format: a validator that rejects first decides, WA, even
// when the submission then crashes on the input it closed; a submission that ends first, or
// closes its output first, is judged by its own ending).
//
// The watch holds a write end of the submission's input until it has seen the validator end: a
// submission waiting for more input cannot see its end of input (and crash on it) before the
// judge has noted, at the validator's end, whether the submission's output was still open. That
// output closes when the submission ends or closes it, and the validator's end of input follows
// it, so a validator that rejects because of it never counts as first. The watch also keeps a
// read end of each pipe, so that neither side dies of SIGPIPE for writing after the other ended;
// once the submission has ended it drains what the validator writes to it, so that a validator
// blocked on a full pipe to a submission that is gone does not wait out its own limits. The cost:
// the submission sees the end of its input when the validator ends, not when it closes its output.
#pragma once
#include <vector>

#include "fd.hpp"

namespace judge {

class InteractionWatch {
public:
    // toProgram: the pipe from the validator to the submission; toValidator: the other. Made
    // before the caller hands its ends of them over to the runs.
    InteractionWatch(int toProgram[2], int toValidator[2]);
    // After each round of watching the runs: running[0] the submission, running[1] the validator.
    void round(const std::vector<bool>& running);
    // The validator ended while the submission's output was still open.
    bool validatorFirst() const { return validatorFirst_; }

private:
    Fd keptToProgram_, keptToValidator_;  // read ends, never read while the submission runs
    Fd heldToProgram_;                    // a write end of the submission's input
    bool validatorSeen_ = false, validatorFirst_ = false, drained_ = false;
};

}  // namespace judge
