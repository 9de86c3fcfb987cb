# The N-Queens kit. `make help` lists the targets; everything is built under build/.
# Every compile goes through tools/cxx (ccache, shared by every clone of the kit on the machine).
CXX      := tools/cxx g++
CLANGXX  := clang++
export CCACHE_BASEDIR   := $(CURDIR)
export CCACHE_NOHASHDIR := 1
CXXFLAGS := -std=c++17 -O2 -Wall -Wextra -Wshadow -pedantic -pthread
SAN      := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
TSAN     := -fsanitize=thread -g -DNQ_QUICK
CXXFLAGS += -I.
LDLIBS   := -lyaml-cpp
B        := build
LIBS     := $(B)/.libs-installed  # a stamp: the Debian libraries were checked (make libs)
JOBS     := $(shell nproc 2>/dev/null || echo 2)
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(JOBS)
endif

SOLUTIONS := $(wildcard solutions/*/*.cpp)
ACM       := $(basename $(notdir $(wildcard solutions/acm/*.cpp)))
LC        := $(basename $(wildcard solutions/lc51/*.cpp solutions/lc52/*.cpp))
JUDGE_LIB := $(basename $(filter-out judge/main.cpp,$(wildcard judge/*.cpp judge/box/*.cpp judge/lang/*.cpp)))
CHECKERS  := $(basename $(wildcard checkers/*.cpp))  # N-Queens: the tests and the validator's bundle, never the judge
# The unit tests in two programs: the engines' and the solutions' (no judge linked: a change to the
# judge runs them again only if it changes what they read), and the rest, which link the judge.
ENGINE_TEST_SRC := $(addprefix tests/,main kit_paths engine_test halves_test nqueens_test common_test pasteable_test)
TEST_SRC  := $(basename tests/main.cpp tests/kit_paths.cpp $(filter-out $(addsuffix .cpp,$(ENGINE_TEST_SRC)),$(wildcard tests/*_test.cpp)))
PRELUDE   := \#include <bits/stdc++.h>\nusing namespace std;\n

programs_of = $1/bin/tests $1/bin/engine_tests $1/bin/trace $(addprefix $1/bin/acm/,$(ACM))  # a variant's programs
# variant ROOT EXTRA-FLAGS: the rules for one build of everything that runs, plain or sanitized.
# One object knows where the kit and its own variant's programs live (tests/kit_paths.cpp); every
# other is the same in any clone, so the compiler cache serves a clean clone.
define variant
$1/obj/%.o: %.cpp | $(LIBS)
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$(OPT) -MMD -MP -c $$< -o $$@
$1/obj/tests/kit_paths.o: tests/kit_paths.cpp | $(LIBS)
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 -DKIT_ROOT='"$$(CURDIR)"' -DKIT_BIN='"$$(CURDIR)/$1/bin"' -MMD -MP -c $$< -o $$@
$1/lc/%.o: solutions/%.cpp tests/lc_solution.cpp | $(LIBS)
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 -MMD -MP \
	  -DSOLUTION_FILE='"$$<"' -DSOLUTION_ID='"$$*"' -DSOLUTION_NS=$$(subst /,_,$$*) \
	  $$(if $$(filter lc51/%,$$*),-DLC51,-DLC52) -c tests/lc_solution.cpp -o $$@
$1/bin/acm/%: $1/obj/solutions/acm/%.o
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$^ -o $$@
$1/bin/trace: $1/obj/study/trace.o
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$^ -o $$@
$1/bin/tests: $(addprefix $1/obj/,$(addsuffix .o,$(TEST_SRC) $(JUDGE_LIB) $(CHECKERS)))
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$^ $(LDLIBS) -o $$@
$1/bin/engine_tests: $(addprefix $1/obj/,$(addsuffix .o,$(ENGINE_TEST_SRC))) $(addprefix $1/lc/,$(addsuffix .o,$(LC:solutions/%=%)))
	@mkdir -p $$(@D)
	$$(CXX) $$(CXXFLAGS) $2 $$^ -o $$@
$1/programs: $(call programs_of,$1)
endef
$(eval $(call variant,$(B),))
$(eval $(call variant,$(B)/san,$(SAN)))
# The sanitizer build's judge, checkers and their unit tests at -O1 (OPT, after CXXFLAGS' -O2):
# ASan and UBSan check the same at either level, the -O2 build checks the rest, and these tests
# spend their time in the programs they judge (unit-asan and unit-asan-runner took the same time
# both ways); a fresh machine compiles the 91 files in 244 CPU s against 387. The engines and the
# solutions stay at -O2: their ASan tests are counts.
$(addprefix $(B)/san/obj/,$(addsuffix .o,$(JUDGE_LIB) $(CHECKERS) $(filter-out tests/main tests/kit_paths,$(TEST_SRC)))): OPT := -O1
# doctest's main() at -O0 in every build: it runs the tests and is not one (4 CPU s under ASan
# against 14 at -O2).
$(B)/obj/tests/main.o $(B)/san/obj/tests/main.o $(B)/tsan/tests/main.o: OPT := -O0

$(B)/bin/judge: $(addprefix $(B)/obj/,$(addsuffix .o,judge/main $(JUDGE_LIB)))
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ $(LDLIBS) -o $@
$(B)/bin/nodes: $(B)/obj/study/nodes.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@
$(B)/bin/%: $(B)/obj/testdata/tools/%.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@

# The counting engine (engine/): nqueens, nqueens-mpi (make mpi), the bundler, and a
# ThreadSanitizer build of the threaded code for the tests.
$(B)/bin/nqueens: $(B)/obj/cli/nqueens.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@
$(B)/bin/bundle: $(B)/obj/tools/bundle.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@
$(B)/bin/package2025: $(B)/obj/tools/package2025.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ $(LDLIBS) -o $@
$(B)/mpi/nqueens_mpi.o: cli/nqueens_mpi.cpp | openmpi
	@mkdir -p $(@D)
	tools/cxx mpicxx $(CXXFLAGS) -MMD -MP -c $< -o $@
$(B)/bin/nqueens-mpi: $(B)/mpi/nqueens_mpi.o
	@mkdir -p $(@D)
	mpicxx $(CXXFLAGS) $^ -o $@
$(B)/tsan/%.o: %.cpp | $(LIBS)
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(TSAN) $(OPT) -MMD -MP -c $< -o $@
$(B)/tsan/bin/engine_tests: $(B)/tsan/tests/main.o $(B)/tsan/tests/engine_test.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(TSAN) $^ -o $@
$(B)/tsan/bin/%: $(B)/tsan/cli/%.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(TSAN) $^ -o $@
$(B)/tsan/bin/stage6_parallel: $(B)/tsan/solutions/acm/stage6_parallel.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(TSAN) $^ -o $@
# Fuzzing (tests/fuzz/, tests/fuzz.sh): libFuzzer targets built by clang 19 with ASan + UBSan,
# built apart under $(B)/fuzz/. Each links the files of judge/ and checkers/ it calls, one row a
# target: 25 of their 81 files are compiled for fuzzing, not all (a fresh machine's 170 CPU
# seconds of fuzz build fall to about a third). A row that misses a file fails the link, naming the
# symbol; a target without a row is an error.
FUZZ_S   := 60
FUZZ     := $(basename $(notdir $(wildcard tests/fuzz/*.cpp)))
FUZZ_BIN := $(addprefix $(B)/fuzz/bin/,$(FUZZ))
FUZZ_USES_answers           := judge/answers judge/text
FUZZ_USES_checkers          := checkers/board_list checkers/checkers checkers/queens judge/text
FUZZ_USES_checkpoint        :=
FUZZ_USES_default_validator := judge/validator judge/runner judge/runs judge/text judge/box/cgroup \
                               judge/box/jail judge/box/keeper judge/box/plan judge/box/sandbox judge/box/seccomp
FUZZ_USES_package           := judge/package judge/package_data judge/package_files judge/package_invalid \
                               judge/package_kit judge/package_load judge/package_problem \
                               judge/package_programs judge/package_submissions judge/package_yaml \
                               judge/program_files judge/text
$(foreach t,$(FUZZ),$(if $(filter undefined,$(origin FUZZ_USES_$t)),\
  $(error tests/fuzz/$t.cpp has no FUZZ_USES_$t row in the Makefile (the files of judge/ and checkers/ it calls))))
$(foreach t,$(FUZZ),$(eval $(B)/fuzz/bin/$t: $(addprefix $(B)/fuzz/obj/,$(addsuffix .o,$(FUZZ_USES_$t)))))
FUZZ_CXX := tools/cxx clang++-19 -std=c++17 -g -O1 -I. -pthread -fno-omit-frame-pointer \
            -fsanitize=address,undefined -fno-sanitize-recover=all
$(B)/fuzz/obj/%.o: %.cpp | $(LIBS)
	@mkdir -p $(@D)
	$(FUZZ_CXX) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@
$(B)/fuzz/bin/%: $(B)/fuzz/obj/tests/fuzz/%.o
	@mkdir -p $(@D)
	$(FUZZ_CXX) -fsanitize=fuzzer $^ $(LDLIBS) -o $@
ENGINE_BIN := $(B)/bin/nqueens $(B)/bin/bundle
ENGINE_TEST := $(B)/bin/nqueens-mpi $(B)/tsan/bin/engine_tests $(B)/tsan/bin/nqueens $(B)/tsan/bin/stage6_parallel

# Every solution compiles with no warning under g++ and clang++; a LeetCode file also with
# LeetCode's prelude in front, the way it sits once pasted (the file's text after the prelude,
# under its own name from line 1). Each is a compile to an object at -O0, which the compiler
# cache keeps, warnings and all: a clean clone checks them again without compiling.
LINT_FLAGS = $(CXXFLAGS) -O0 -Werror -c
$(B)/lint/%.ok: solutions/%.cpp
	@mkdir -p $(@D)
	$(CXX) $(LINT_FLAGS) $< -o $(B)/lint/$*.gcc.o
	$(if $(CLANG),tools/cxx $(CLANGXX) $(LINT_FLAGS) $< -o $(B)/lint/$*.clang.o)
	$(if $(filter lc%,$*),{ printf '$(PRELUDE)#line 1 "$<"\n'; cat $<; } >$(B)/lint/$*.pasted.cpp)
	$(if $(filter lc%,$*),$(CXX) $(LINT_FLAGS) $(B)/lint/$*.pasted.cpp -o $(B)/lint/$*.pasted.gcc.o)
	$(if $(and $(CLANG),$(filter lc%,$*)),tools/cxx $(CLANGXX) $(LINT_FLAGS) $(B)/lint/$*.pasted.cpp -o $(B)/lint/$*.pasted.clang.o)
	@touch $@
CLANG := $(shell command -v $(CLANGXX) 2>/dev/null)

PROGRAMS := $(B)/programs $(B)/bin/judge $(B)/bin/validate $(B)/bin/generate $(B)/bin/nodes $(B)/bin/visual $(ENGINE_BIN) \
            $(B)/bin/package2025
PAGE     := $(B)/bin/serve $(B)/bin/judge $(B)/page/.built $(B)/bin/visual  # make serve
LINT     := $(patsubst solutions/%.cpp,$(B)/lint/%.ok,$(SOLUTIONS))

PHONY := all test fuzz judge testdata bench bench-big trace nodes clean help libs gnuplot format-check ctags \
         serve visual browser-deps browser-test bundle mpi openmpi packages package jq timecmd root \
         $(B)/programs $(B)/san/programs
.PHONY: $(PHONY)
.DEFAULT_GOAL := all

all: $(PROGRAMS) $(LINT) ## build every program, the unit tests, and check every solution for warnings (g++, clang++)
	$(if $(CLANG),,@echo "warning: $(CLANGXX) not found: solutions were checked with $(CXX) only")

# make test: the suites of tests/suites.txt, each a target ($(B)/tests/ID.done) made as soon as what
# it needs is built, as many at once as the machine has cores; tests/run.sh runs one and sums them.
# A suite that passed is run again only when something it needs or reads changed.
kit_files = $(shell tools/files.sh $1)  # the checkout's files under the paths $1 (git's, new ones too)
built     = $(filter-out $(PHONY),$1)    # a suite's needs that are files
ordered   = $(filter $(PHONY),$1)        # and those that are steps (installs, the root)
JUDGE_NEEDS := $(B)/bin/judge root node_modules/.package-lock.json jq timecmd
ifneq ($(filter test,$(MAKECMDGOALS)),)
# when make test began (the summary's wall time), taken once
NQ_TEST_START := $(or $(NQ_TEST_START),$(shell date +%s))
export NQ_TEST_START SLOTS
KIT_FILES := $(shell tools/files.sh)
$(shell mkdir -p $(B)/tests && tests/run.sh rules >$(B)/tests/suites.mk)
.SECONDEXPANSION:
include $(B)/tests/suites.mk
endif
TEST_RUN := $(or $(SUITES),$(TEST_SUITES))
# The alone suites (the hostile corpus) run first, while the builds go on: no shared suite waits
# behind one at the end.
ALONE_FIRST = $(addprefix $(B)/tests/,$(addsuffix .done,$(filter $(TEST_ALONE),$(TEST_RUN))))
test: $(addprefix $(B)/tests/,$(addsuffix .done,$(TEST_RUN))) $(if $(SUITES),,all) ## every check: the suites of tests/suites.txt (golden files, unit tests plain, ASan + UBSan and TSan, nqueens, the browser test, the page, the judge, packages, the fuzz targets' saved cases, the format), as many at once as there are cores (SLOTS=N); SUITES="unit judge" runs some (tests/run.sh list)
	@tests/run.sh summary $(B) $(TEST_RUN)

# quoted WORD: WORD as one shell word whatever it holds (spaces, quotes), a leading ~/ as $HOME/;
# nothing when it is empty.
quoted = $(if $1,$(if $(filter ~/%,$(firstword $1)),"$$HOME"/)'$(subst ','\'',$(if $(filter ~/%,$(firstword $1)),$(patsubst ~/%,%,$1),$1))')
judge: $(B)/bin/judge node_modules/.package-lock.json ## judge every solution on its testdata (SOL=file.cpp|.c|.java|.py|.go|.rs|.js|.ts PROBLEM=lc51|lc52|acm PACKAGE=dir LIKE=leetcode|local|icpc|codeforces TL=ms ML=MiB JSON=file PYPY=1 TF=factor)
	@if [ "$$(id -u)" = 0 ]; then $(ROOT_SH); fi
	@$(B)/bin/judge $(if $(LIKE),--like $(LIKE)) $(if $(PROBLEM),--problem $(PROBLEM)) $(if $(PACKAGE),--package $(PACKAGE)) $(if $(TL),--tl $(TL)) $(if $(ML),--ml $(ML)) \
	  $(if $(WALL),--wall $(WALL)) $(if $(OL),--ol $(OL)) $(if $(JSON),--json $(JSON)) \
	  $(if $(filter-out 0,$(PYPY)),--python pypy3) $(if $(TF),--time-factor $(TF)) $(call quoted,$(SOL))

testdata: $(B)/bin/generate $(B)/bin/validate ## regenerate testdata/ with the independent generator, then validate it
	$(B)/bin/generate testdata
	$(B)/bin/validate testdata

BIG_VARS = SIMD="$(SIMD)" KLUEV="$(KLUEV)" MEMORY="$(MEMORY)" RUNS="$(RUNS)" GROWTH_MAX="$(GROWTH_MAX)"
bench: gnuplot jq timecmd $(B)/bin/nqueens $(B)/bin/judge ## time every counter side by side (N=15 largest n, BUDGET=10 s a point), the cost of the judge's box, a package judged at -j 1 and -j 2 (wall, CPU, verdicts) and a busy neighbour's cost; big boards only with BIG="19 20 21" (SIMD=avx512|avx2|portable KLUEV=binary MEMORY=23 RUNS=1 GROWTH_MAX=22, see bench/big.sh)
	bench/bench.sh $(or $(N),15) $(or $(BUDGET),10)
	bench/sandbox.sh
	bench/parallel.sh
	BIG="$(BIG)" $(BIG_VARS) bench/big.sh

bench-big: jq timecmd $(B)/bin/nqueens $(B)/bin/judge ## big boards alone: n = 19 against stage 7, n = 20 against Kluev's counter, full counts (BIG="19 20 21" by default; the variables of make bench)
	BIG="$(or $(BIG),19 20 21)" $(BIG_VARS) bench/big.sh

BUNDLED := $(wildcard engine/programs/*.cpp checkers/programs/*.cpp)
bundle: $(B)/bin/bundle ## regenerate the bundles: solutions/acm from engine/programs/, problems/ from checkers/programs/
	$(B)/bin/bundle $(BUNDLED)

# The toolchain root the LeetCode profile compiles and runs in (judge/roots.hpp): Debian 13 from
# tools/roots/trixie.list, built once per machine in ROOT_STORE and linked as build/roots/trixie
# (make judge builds it too, when run as root).
ROOTS      := $(B)/roots
ROOT_NAME  := trixie
ROOT_STORE := /var/cache/nqueens-kit/roots
ROOT_SH     = tools/root.sh --store $(ROOT_STORE) $(ROOT_NAME) $(ROOTS)/$(ROOT_NAME)
root: | $(LIBS) ## build the toolchain root of LeetCode's compilers: Debian 13 with clang 19, libstdc++ 14, gcc 14, OpenJDK 21, Go 1.24 with gods, Rust 1.85 with cargo and the rand and regex crates, Node.js 20 and sortedcontainers (tools/roots/trixie.list), 1.9 GB, once per machine under /var/cache/nqueens-kit/roots, linked as build/roots/trixie (as root)
	@$(ROOT_SH)

mpi: $(B)/bin/nqueens-mpi ## build nqueens-mpi, the count across machines (installs Open MPI)

packages: ## rewrite the links of problems/<id>/ to testdata/, solutions/ and judge/drivers/
	tools/packages.sh

package: bundle $(B)/bin/package2025 ## write build/packages/P.zip (legacy: Kattis, problemtools, DOMjudge) and P-2025-09.zip (BAPCtools), the package of problem P (acm|lc51|lc52)
	tools/packages.sh --zip $(or $(P),acm)

fuzz: $(FUZZ_BIN) $(B)/bin/nqueens ## run each fuzz target FUZZ_S seconds (default 60) on its corpus, seeded from tests/packages/ and testdata/; a crash is saved in tests/fuzz/cases/
	tests/fuzz.sh run $(B) $(FUZZ_S)

trace: $(B)/bin/trace ## replay the search step by step (N=4 APPROACH=backtracking|bitmask|sets|board|array|mirror STEPS=2000)
	@$(B)/bin/trace --approach $(or $(APPROACH),backtracking) $(if $(STEPS),--max-steps $(STEPS)) $(or $(N),4)

# The search on a web page (study/visual.cpp fills study/page/ with the steps of study/searches.hpp
# and the code of each approach's own solution file); halves: the join of engine/halves.hpp.
VISUAL_APPROACH = $(or $(APPROACH),backtracking)
VISUAL_SRC_backtracking := solutions/lc52/backtracking.cpp
VISUAL_SRC_bitmask      := solutions/lc52/bitmask.cpp
VISUAL_SRC_sets         := solutions/lc51/sets.cpp
VISUAL_SRC_board        := solutions/acm/stage1_board.cpp
VISUAL_SRC_array        := solutions/acm/stage2_array.cpp
VISUAL_SRC_mirror       := solutions/acm/stage3_symmetry.cpp
VISUAL_SRC_halves       := engine/halves.hpp
visual: $(B)/bin/visual ## write the search as one HTML page under build/visual/ (N=6 APPROACH=backtracking|bitmask|sets|board|array|mirror|halves)
	@mkdir -p $(B)/visual
	@$(B)/bin/visual --approach $(VISUAL_APPROACH) --source $(or $(VISUAL_SRC_$(VISUAL_APPROACH)),$(VISUAL_SRC_backtracking)) \
	  --page study/page --out $(B)/visual/nqueens-$(or $(N),6)-$(VISUAL_APPROACH).html $(or $(N),6)
$(B)/bin/visual: $(B)/obj/study/visual.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -o $@
$(B)/obj/study/visual.o: study/visual.cpp | $(LIBS)
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) -MMD -MP -c $< -o $@
# (after libs: two apt-get runs at once would fight over dpkg's lock)
browser-deps: node_modules/.package-lock.json | $(LIBS) ## install Debian's chromium and the pinned npm packages for the browser test
	@tools/require-deb.sh chromium "the browser test of make visual" chromium --headless --no-sandbox --version
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts
browser-test: browser-deps $(B)/bin/visual $(B)/bin/trace $(B)/bin/nqueens ## drive the pages of make visual in headless chromium
	@node tests/browser/visual.test.mjs $(B)

# make serve: the page of the problems, an editor and the judge (serve/, docs/page.md). The server
# links Debian's cpp-httplib, built with these switches; the page's script is bundled by esbuild.
HTTPLIB := -DCPPHTTPLIB_OPENSSL_SUPPORT -DCPPHTTPLIB_ZLIB_SUPPORT -DCPPHTTPLIB_BROTLI_SUPPORT
$(B)/serve/%.o: serve/%.cpp | $(LIBS)
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(HTTPLIB) -MMD -MP -c $< -o $@
$(B)/bin/serve: $(B)/serve/main.o $(B)/serve/jobs.o $(B)/obj/judge/cores.o $(B)/obj/judge/text.o
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $^ -lcpp-httplib -o $@
APPROACHES := backtracking bitmask sets board array mirror halves
$(B)/page/.built: $(wildcard serve/page/*) node_modules/.package-lock.json Makefile
	@rm -rf $(B)/page && mkdir -p $(B)/page
	cp serve/page/index.html serve/page/page.css serve/page/starters.json $(B)/page/
	node_modules/.bin/esbuild serve/page/app.js --bundle --minify --log-level=warning --outfile=$(B)/page/app.js
	printf '{%s"":""}\n' '$(foreach a,$(APPROACHES),"$a":"$(VISUAL_SRC_$a)",)' > $(B)/page/approaches.json
	@touch $@
serve: $(PAGE) ## start the page on the loopback: the problem, an editor, Run and Submit, the boards (PORT=8000; default a free port)
	@if [ "$$(id -u)" = 0 ]; then $(ROOT_SH); fi
	@$(B)/bin/serve --judge $(CURDIR)/$(B)/bin/judge --root $(CURDIR) --page $(B)/page --visual $(B)/bin/visual $(if $(PORT),--port $(PORT))

nodes: $(B)/bin/judge ## count the placements each approach tries, n = 4..14
	study/nodes.sh

format-check: ## check every C++ file of the kit against .clang-format (generated bundles aside), and its Go, Rust, JavaScript and TypeScript files against gofmt, rustfmt and prettier
	@tests/format-check.sh
	@tests/format-langs.sh $(B)

clean: ## remove build/
	rm -rf $(B)

help: ## list the targets
	@sed -nE 's/^([a-z-]+):.*## (.*)$$/  make \1\t\2/p' $(MAKEFILE_LIST) | expand -t 20

# The Debian libraries the kit builds with, installed one after the other (one apt-get at a time).
HAS_HEADER = sh -c "echo '\#include <$1>' | $(CXX) -x c++ -fsyntax-only -"
libs: $(LIBS) ## install the Debian libraries the kit builds with (as root; otherwise prints the apt-get command)
$(LIBS):
	@mkdir -p $(@D)
	@tools/require-deb.sh ccache "the compiler cache every clone shares (tools/cxx)" ccache --version
	@tools/require-deb.sh doctest-dev "the unit tests" $(call HAS_HEADER,doctest/doctest.h)
	@tools/require-deb.sh nlohmann-json3-dev "the JSON the kit reads and writes" $(call HAS_HEADER,nlohmann/json.hpp)
	@tools/require-deb.sh libyaml-cpp-dev "the judge's problem packages" $(call HAS_HEADER,yaml-cpp/yaml.h)
	@tools/require-deb.sh clang-19 "the fuzz targets (clang 19)" clang++-19 --version
	@tools/require-deb.sh libclang-rt-19-dev "the fuzz targets (libFuzzer, ASan)" test -e /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a
	@tools/require-deb.sh libcpp-httplib-dev "the page's server (make serve)" $(call HAS_HEADER,httplib.h)
	@touch $@
openmpi: $(LIBS)  # after it: one apt-get at a time
	@tools/require-deb.sh openmpi-bin "nqueens-mpi" mpirun --version
	@tools/require-deb.sh libopenmpi-dev "nqueens-mpi" sh -c "echo '#include <mpi.h>' | mpicxx -x c++ -fsyntax-only -"
gnuplot:
	@tools/require-deb.sh gnuplot-nox "make bench's chart" gnuplot --version
jq: libs  # after it: one apt-get at a time
	@tools/require-deb.sh jq "reading nqueens --json in the tests and the bench" jq --version
timecmd: libs
	@tools/require-deb.sh time "make bench's peak memory" /usr/bin/time --version
ctags: libs
	@tools/require-deb.sh universal-ctags "the shape check's function lengths" ctags --version

.SECONDARY:
-include $(shell find $(B) -path $(B)/roots -prune -o -type f -name '*.d' -print 2>/dev/null)
