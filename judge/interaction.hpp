// The pipes of an interactive run, and who ended the interaction first, decided by cause rather
// than by the order in which the judge happens to see two exits (the format: a validator that
// rejects first decides, WA, even when the submission then crashes on the input it lost; a
// submission that ends first, or closes its output first, is judged by its own ending).
//
// The validator's output reaches the submission through the judge: a thread copies it over as it
// comes, and when the validator closes its output (it exits, or closes it), the thread notes
// whether the submission's output was still open then, and only then closes the submission's
// input. So a submission cannot see its end of input (and crash on it) before the judge has
// noted that the validator was first; and a validator that rejects because the submission closed
// its output, which it sees only after that close, never counts as first. The judge keeps a
// read end of each pipe, so that neither side dies of SIGPIPE for writing after the other ended;
// once the submission has ended it drains what is still written to it, so that nothing blocked
// on a full pipe to a submission that is gone waits out its limits.
#pragma once
#include <atomic>
#include <thread>
#include <vector>

#include "fd.hpp"

namespace judge {

class InteractionWatch {
public:
    InteractionWatch() = default;
    ~InteractionWatch();  // after the runs: waits for the copying thread
    InteractionWatch(const InteractionWatch&) = delete;
    InteractionWatch& operator=(const InteractionWatch&) = delete;

    // Makes the pipes; false (errno says why) when it cannot.
    bool open();
    // The ends the two runs get, handed over: the caller closes them once the runs hold them.
    int submissionIn() { return toSubmission_[0].release(); }
    int submissionOut() { return toValidator_[1].release(); }
    int validatorIn() { return toValidator_[0].release(); }
    int validatorOut() { return fromValidator_[1].release(); }
    // After each round of watching the runs: running[0] the submission, running[1] the validator.
    // The first starts copying the validator's output to the submission.
    void round(const std::vector<bool>& running);
    // After the runs: the validator closed its output (or ended) while the submission's output
    // was still open. Waits for the copying thread, which has seen the validator's output end.
    bool validatorFirst();

private:
    void copy();
    void finish();

    Fd toSubmission_[2], toValidator_[2], fromValidator_[2];
    Fd keptToSubmission_, keptToValidator_;  // read ends, read only to drain
    std::thread copier_;
    std::atomic<bool> validatorFirst_{false};
    bool copied_ = false, drained_ = false;
};

}  // namespace judge
