// Where a count starts: its checkpoint opened (when asked for), and the units of this run split
// into those the checkpoint holds (summed) and those still to count.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>

#include "cli/checkpoint.hpp"
#include "cli/options.hpp"
#include "engine/engine.hpp"

namespace nq::cli {

struct Start {
    std::unique_ptr<Checkpoint> checkpoint;  // nullptr without --checkpoint
    UnitCount total;                         // of the units the checkpoint holds
    std::vector<std::uint64_t> todo;         // the others, largest first
    std::uint64_t units = 0;                 // of this run (its slice, with --slice)
    double allCost = 0, resumedCost = 0;     // expected costs of those units, and of the done ones
    std::uint64_t resumed() const { return units - todo.size(); }
};

// Throws CheckpointError when the checkpoint is refused.
inline Start start(const Options& options, const Counter& counter) {
    Start run;
    if (!options.checkpoint.empty()) {
        run.checkpoint = std::make_unique<Checkpoint>(options.checkpoint, options.n,
                                                      options.engine->name, counter);
        if (run.checkpoint->droppedTornLine())
            std::fprintf(stderr,
                         "note: dropped the torn last line of %s; that unit is counted again\n",
                         options.checkpoint.c_str());
    }
    for (std::uint64_t unit = 0; unit < counter.units(); ++unit) {
        if (!options.mine(unit)) continue;
        ++run.units;
        run.allCost += counter.cost(unit);
        if (run.checkpoint && run.checkpoint->done()[unit]) {
            addChecked(run.total, run.checkpoint->counted(unit));
            run.resumedCost += counter.cost(unit);
        } else {
            run.todo.push_back(unit);
        }
    }
    return run;
}

}  // namespace nq::cli
