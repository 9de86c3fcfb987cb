# The N-Queens kit. `make help` lists the targets; everything is built under build/.
CXX      := g++
CLANGXX  := clang++
CXXFLAGS := -std=c++17 -O2 -Wall -Wextra -Wshadow -pedantic -pthread
SAN      := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
CXXFLAGS += -I.
B        := build
JOBS     := $(shell nproc 2>/dev/null || echo 2)
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(JOBS)
endif

SOLUTIONS := $(wildcard solutions/*/*.cpp)
ACM       := $(basename $(notdir $(wildcard solutions/acm/*.cpp)))
LC        := $(basename $(wildcard solutions/lc51/*.cpp solutions/lc52/*.cpp))
JUDGE_LIB := $(basename $(filter-out judge/main.cpp,$(wildcard judge/*.cpp)))
TEST_SRC  := $(basename tests/main.cpp $(wildcard tests/*_test.cpp))
PRELUDE   := \#include <bits/stdc++.h>\nusing namespace std;\n

# variant ROOT EXTRA-FLAGS: the rules for one build of everything that runs, plain or sanitized.
# Each object and program knows where the kit and its own variant's programs live.
define variant
$1/obj/%.o: %.cpp | doctest
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 -DKIT_ROOT='"$$(CURDIR)"' -DKIT_BIN='"$$(CURDIR)/$1/bin"' -MMD -MP -c $$< -o $$@
$1/lc/%.o: solutions/%.cpp tests/lc_solution.cpp | doctest
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 -DKIT_ROOT='"$$(CURDIR)"' -DKIT_BIN='"$$(CURDIR)/$1/bin"' -MMD -MP \
	  -DSOLUTION_FILE='"$$(CURDIR)/$$<"' -DSOLUTION_ID='"$$*"' -DSOLUTION_NS=$$(subst /,_,$$*) \
	  $$(if $$(filter lc51/%,$$*),-DLC51,-DLC52) -c tests/lc_solution.cpp -o $$@
$1/bin/acm/%: solutions/acm/%.cpp
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 -MMD -MP $$< -o $$@
$1/bin/trace: $1/obj/study/trace.o
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$^ -o $$@
$1/bin/tests: $(addprefix $1/obj/,$(addsuffix .o,$(TEST_SRC) $(JUDGE_LIB))) $(addprefix $1/lc/,$(addsuffix .o,$(LC:solutions/%=%)))
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$^ -o $$@
$1/programs: $1/bin/tests $1/bin/trace $(addprefix $1/bin/acm/,$(ACM))
endef
$(eval $(call variant,$(B),))
$(eval $(call variant,$(B)/san,$(SAN)))

$(B)/bin/judge: $(addprefix $(B)/obj/,$(addsuffix .o,judge/main $(JUDGE_LIB)))
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@
$(B)/bin/%: $(B)/obj/testdata/tools/%.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@

# Every solution compiles with no warning under g++ and clang++; a LeetCode file also with
# LeetCode's prelude in front, the way it sits once pasted.
$(B)/lint/%.ok: solutions/%.cpp
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) -Werror -fsyntax-only $<
	$(if $(CLANG),$(CLANGXX) $(CXXFLAGS) -Werror -fsyntax-only $<)
	$(if $(filter lc%,$*),printf '$(PRELUDE)#include "$(CURDIR)/$<"\n' | $(CXX) $(CXXFLAGS) -Werror -fsyntax-only -x c++ -)
	$(if $(and $(CLANG),$(filter lc%,$*)),printf '$(PRELUDE)#include "$(CURDIR)/$<"\n' | $(CLANGXX) $(CXXFLAGS) -Werror -fsyntax-only -x c++ -)
	@touch $@
CLANG := $(shell command -v $(CLANGXX) 2>/dev/null)

PROGRAMS := $(B)/programs $(B)/bin/judge $(B)/bin/validate $(B)/bin/generate
LINT     := $(patsubst solutions/%.cpp,$(B)/lint/%.ok,$(SOLUTIONS))

.PHONY: $(B)/programs $(B)/san/programs
.PHONY: all test judge testdata bench trace nodes clean help doctest gnuplot
.DEFAULT_GOAL := all

all: $(PROGRAMS) $(LINT) ## build every program, the unit tests, and check every solution for warnings (g++, clang++)
	$(if $(CLANG),,@echo "warning: $(CLANGXX) not found: solutions were checked with $(CXX) only")

test: all $(B)/san/programs ## golden files, unit tests (plain, then under ASan + UBSan), then the judge on everything
	@tests/run.sh $(B)

judge: $(B)/bin/judge ## judge every solution on its testdata (SOL=file.cpp PROBLEM=lc51|lc52|acm TL=ms ML=MiB JSON=file)
	@$(B)/bin/judge -j$(JOBS) $(if $(PROBLEM),--problem $(PROBLEM)) $(if $(TL),--tl $(TL)) $(if $(ML),--ml $(ML)) \
	  $(if $(WALL),--wall $(WALL)) $(if $(OL),--ol $(OL)) $(if $(JSON),--json $(JSON)) $(SOL)

testdata: $(B)/bin/generate $(B)/bin/validate ## regenerate testdata/ with the independent generator, then validate it
	$(B)/bin/generate testdata
	$(B)/bin/validate testdata

bench: gnuplot ## time every counter side by side (N=15 largest n, BUDGET=10 seconds a point)
	bench/bench.sh $(or $(N),15) $(or $(BUDGET),10)

trace: $(B)/bin/trace ## replay the search step by step (N=4 APPROACH=backtracking|bitmask)
	@$(B)/bin/trace --approach $(or $(APPROACH),backtracking) $(or $(N),4)

nodes: ## count the placements each approach tries, n = 4..14
	study/nodes.sh

clean: ## remove build/
	rm -rf $(B)

help: ## list the targets
	@sed -nE 's/^([a-z]+):.*## (.*)$$/  make \1\t\2/p' $(MAKEFILE_LIST) | expand -t 18

doctest:
	@tools/require-deb.sh doctest-dev "the unit tests" sh -c "echo '#include <doctest/doctest.h>' | $(CXX) -x c++ -fsyntax-only -"
gnuplot:
	@tools/require-deb.sh gnuplot-nox "make bench's chart" gnuplot --version

.SECONDARY:
-include $(shell find $(B) -name '*.d' 2>/dev/null)
