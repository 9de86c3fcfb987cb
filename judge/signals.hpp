// The judge's signals: SIGCHLD as the default, so that no inherited "ignore" reaps the children
// behind its back; and Ctrl-C, a closed pipe or a kill (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE)
// stop the running programs and remove the scratch folder (scratch.hpp), then the judge dies of the
// signal as if there were no handler.
#pragma once

namespace judge {

void setUpSignals();

}  // namespace judge
