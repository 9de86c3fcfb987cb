#!/usr/bin/env bash
# The kit's problem packages, problems/<id>/ (acm, lc51, lc52), hold their own problem.yaml,
# statements, .timelimit and .kit.yaml, and links to the kit's files for the rest, so that each
# thing has one copy (docs/packages.md):
#   data/secret/NN.in, NN.ans            -> testdata/<id>/NN.in, NN.out
#   submissions/accepted/F               -> solutions/<id>/F
#   submissions/<folder>/F               -> solutions/<id>/wrong/F, by the verdict its first line
#                                           pins: WA and PE wrong_answer, TLE time_limit_exceeded,
#                                           RE run_time_error (the legacy format has no folder for
#                                           OLE, MLE or CE: those stay out)
#   include/<language>/F                 -> judge/drivers/F (lc51, lc52: each language's harness;
#                                           <language>: c cpp java python3 go rust javascript
#                                           typescript, the format's codes)
#   output_validators/nqueens/nqueens_validator.cpp -> problems/nqueens_validator.cpp
#   input_validators/nqueens_input/nqueens_input.cpp -> problems/nqueens_input.cpp
# (the two programs are bundles of checkers/programs/, written by make bundle).
# Usage: tools/packages.sh           write the links (make packages)
#        tools/packages.sh --check   compare them; ends "links: N passed, M failed"
#        tools/packages.sh --zip ID  write build/packages/ID.zip, every link resolved, with
#                                    data/secret/04 (n = 4) as data/sample/04 (make package),
#                                    and ID-2025-09.zip, the same in the format's 2025-09 version
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-write}

# link TARGET LINK: LINK (under problems/) should point at TARGET (from the root).
declare -A want
link() { want[$2]=$1; }

wrong_folder() {  # the package folder of a deliberate mistake, from its pinned verdict
    case $(head -n 1 "$1" | awk '{ print $3 }') in
        WA | PE) echo wrong_answer ;;
        TLE) echo time_limit_exceeded ;;
        RE) echo run_time_error ;;
    esac
}

plan() {
    local id f folder name
    for id in acm lc51 lc52; do
        for f in testdata/$id/*.in; do
            name=$(basename "$f" .in)
            link "testdata/$id/$name.in" "problems/$id/data/secret/$name.in"
            link "testdata/$id/$name.out" "problems/$id/data/secret/$name.ans"
        done
        for f in solutions/$id/*.cpp; do link "$f" "problems/$id/submissions/accepted/$(basename "$f")"; done
        for f in solutions/$id/wrong/*.cpp; do
            folder=$(wrong_folder "$f")
            [ -n "$folder" ] && link "$f" "problems/$id/submissions/$folder/$(basename "$f")"
        done
        link problems/nqueens_validator.cpp "problems/$id/output_validators/nqueens/nqueens_validator.cpp"
        link problems/nqueens_input.cpp "problems/$id/input_validators/nqueens_input/nqueens_input.cpp"
    done
    for id in lc51 lc52; do
        local number=${id#lc}
        link "judge/drivers/$id.c" "problems/$id/include/c/$id.c"
        link judge/drivers/harness.h "problems/$id/include/c/harness.h"
        link "judge/drivers/$id.cpp" "problems/$id/include/cpp/$id.cpp"
        link judge/drivers/harness.hpp "problems/$id/include/cpp/harness.hpp"
        link judge/drivers/harness.h "problems/$id/include/cpp/harness.h"
        link judge/drivers/JudgeHarness.java "problems/$id/include/java/JudgeHarness.java"
        link "judge/drivers/LeetCode$number.java" "problems/$id/include/java/LeetCode$number.java"
        link judge/drivers/Pair.java "problems/$id/include/java/Pair.java"
        link judge/drivers/harness.py "problems/$id/include/python3/harness.py"
        link judge/drivers/harness.go "problems/$id/include/go/harness.go"
        link "judge/drivers/$id.go" "problems/$id/include/go/$id.go"
        link judge/drivers/harness.rs "problems/$id/include/rust/harness.rs"
        link "judge/drivers/$id.rs" "problems/$id/include/rust/$id.rs"
        link judge/drivers/harness.cjs "problems/$id/include/javascript/harness.cjs"
        link judge/drivers/harness.cjs "problems/$id/include/typescript/harness.cjs"
    done
}

# The relative path from LINK's folder to TARGET.
relative() { realpath -s --relative-to="$(dirname "$2")" "$1"; }

# Links under problems/<id>/ that the plan does not have (left from a removed file).
present_links() { find problems -mindepth 2 -type l | sort; }

plan
case $mode in
    write)
        for l in "${!want[@]}"; do
            mkdir -p "$(dirname "$l")"
            ln -sfn "$(relative "${want[$l]}" "$l")" "$l"
        done
        while IFS= read -r l; do [ -n "${want[$l]:-}" ] || rm -f "$l"; done < <(present_links)
        echo "wrote ${#want[@]} links under problems/"
        ;;
    --check)
        passed=0 failed=0
        for l in "${!want[@]}"; do
            if [ -L "$l" ] && [ "$(readlink "$l")" = "$(relative "${want[$l]}" "$l")" ] && [ -e "$l" ]; then
                passed=$((passed + 1))
            else
                echo "error: $l should link to ${want[$l]}; run make packages"
                failed=$((failed + 1))
            fi
        done
        while IFS= read -r l; do
            [ -n "${want[$l]:-}" ] || { echo "error: $l links to nothing the kit has now; run make packages"; failed=$((failed + 1)); }
        done < <(present_links)
        echo "links: $passed passed, $failed failed"
        [ "$failed" = 0 ]
        ;;
    --zip)
        id=${2:?usage: tools/packages.sh --zip ID}
        [ -f "problems/$id/problem.yaml" ] || { echo "error: no package problems/$id (acm, lc51, lc52)" >&2; exit 2; }
        tools/require-deb.sh zip "make package" zip -v
        mkdir -p build/packages
        out=$PWD/build/packages/$id.zip
        rm -f "$out"
        # What other judges and tools read (docs/packages.md, "Checked by other tools"):
        # - data/sample/04, n = 4, the statements' example, shown to contestants, moved out of
        #   data/secret (the kit's own folder has no samples: each deliberate mistake pins its
        #   first failing secret test), so that no sample is a copy of a secret test;
        # - no hidden file but .timelimit (.kit.yaml is the kit's judge's own: LeetCode's way,
        #   every testcase in one process; without it the kit's judge judges the zip as any other);
        # - lc51, lc52: include/cpp/ only, whose harness includes the submission as solution.cpp,
        #   so each C++ submission is a folder NAME/solution.cpp (the other languages' harnesses
        #   are started by the kit's judge with arguments, which the format has no way to give);
        #   each such folder holds a copy of include/cpp/ too, as BAPCtools and DOMjudge have no
        #   include/ (the same files, which problemtools and the kit's judge then add again).
        stage=$(mktemp -d)
        trap 'rm -rf "$stage"' EXIT
        cp -rL "problems/$id/." "$stage/"
        find "$stage" -name '.*' ! -path "$stage/.timelimit" -exec rm -rf {} +
        mkdir -p "$stage/data/sample"
        mv "$stage/data/secret/04.in" "$stage/data/sample/04.in"
        mv "$stage/data/secret/04.ans" "$stage/data/sample/04.ans"
        if [ -d "$stage/include" ]; then
            find "$stage/include" -mindepth 1 -maxdepth 1 ! -name cpp -exec rm -rf {} +
            for f in "$stage"/submissions/*/*.cpp; do
                mkdir "${f%.cpp}"
                mv "$f" "${f%.cpp}/solution.cpp"
                cp "$stage"/include/cpp/* "${f%.cpp}/"
            done
        fi
        (cd "$stage" && zip -q -r "$out" .)
        echo "wrote build/packages/$id.zip"
        # The same package in the format's 2025-09 version, which BAPCtools reads (and no longer
        # the legacy one), while problemtools reads legacy and 2023-07 but not 2025-09: the
        # Chinese name in problem.yaml's name map, the limits and validator flags in their
        # 2025-09 places (build/bin/package2025, make package builds it).
        [ -x build/bin/package2025 ] || { echo "error: no build/bin/package2025: run make package P=$id" >&2; exit 2; }
        build/bin/package2025 "$stage"
        rm -f "${out%.zip}-2025-09.zip"
        (cd "$stage" && zip -q -r "${out%.zip}-2025-09.zip" .)
        echo "wrote build/packages/$id-2025-09.zip"
        ;;
    *)
        echo "error: usage: tools/packages.sh [--check | --zip ID]" >&2
        exit 2
        ;;
esac
