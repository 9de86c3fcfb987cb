// The keeper: a process of the judge's own (it never execs) that builds the box, starts the
// program, waits for it, reads its peak memory at its exit and makes sure that nothing the program
// started outlives it (box.hpp says what each isolation gives). It and the program only carry out
// the plan (plan.hpp) with system calls: they are forked from a judge that runs threads.
#pragma once
#include "plan.hpp"

namespace judge::box {

// A message to the judge before exec, from the keeper or the program: error 0 says "ready" (with
// the program's pid in the keeper's view), else the errno of the step that failed.
struct Message {
    int error;
    int pid;
    char step[56];
};

// The keeper's whole life: waits for the judge's start byte (its uid maps are written), builds
// the box, forks the program (which waits for the go byte, then execs), sends "ready", then its
// KeeperReport once everything in the run has ended.
[[noreturn]] void keeperMain(const Plan& p);

}  // namespace judge::box
