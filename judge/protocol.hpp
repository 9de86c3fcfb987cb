// The validators' protocol of the ICPC/Kattis package format, said once for the judge and the
// kit's own validators (checkers/programs/): an output validator exits 42 when it accepts the output
// and 43 when it rejects it; an input validator exits 42 when the input is valid and 43 when not.
// Any other exit is the validator's own failure. An output validator's judgemessage.txt that
// starts with the presentation prefix marks a rejection as PE (this judge's reading; others show
// the message as it is).
#pragma once

namespace judge::protocol {

constexpr int kAccepted = 42;  // output accepted; input valid
constexpr int kRejected = 43;  // output rejected (WA, or PE with the prefix); input not valid
constexpr const char* kPresentationPrefix = "presentation error: ";

}  // namespace judge::protocol
