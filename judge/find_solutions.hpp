// The solutions a session judges: the files named on the command line (each with its problem: the
// forced one, else the kit problem its path names), else the package's submissions, else every
// solution of the kit's problems (or of --problem). Empty, with `error`, when one cannot be had:
// a missing or unreadable file, a file whose problem or language cannot be told.
#pragma once
#include <string>
#include <vector>

#include "options.hpp"
#include "problem_cache.hpp"
#include "session.hpp"

namespace judge {

std::vector<Solution> solutionsOf(const Options& options, const std::string& root,
                                  Problems& problems, Problem* forced, std::string& error);

}  // namespace judge
