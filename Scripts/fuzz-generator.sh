#!/usr/bin/env bash
# Builds the generator's libFuzzer target (Fuzz/Generator/, with the sources of MirrorMapper and
# ModelGeneration; AddressSanitizer, -O) into .build/fuzz-generator/, writes the seed corpus the
# target makes itself, and fuzzes: every input is a sample, a file name and a key path, and the
# generated source must declare exactly the models the planner made.
#
#   Scripts/fuzz-generator.sh [seconds] [libFuzzer flags...]   default 60 s, inputs up to 4096 bytes
#   Scripts/fuzz-generator.sh 0 -runs=1000000                   a million executions, no time limit
#   .build/fuzz-generator/generator-fuzz CRASH-FILE              replays one input
#
# New inputs accumulate in .build/fuzz-generator/corpus; crashes go to .build/fuzz-generator/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build/fuzz-generator
binary="$out/generator-fuzz"
mkdir -p "$out/corpus" "$out/artifacts" "$out/modules"

# The lexer and the check of what generated source declares are the tests' own.
shared="Tests/ModelGenerationTests/Support/SwiftTokens.swift Tests/ModelGenerationTests/Support/PlannedDeclarations.swift"
# ModelGeneration imports MirrorMapper, so the library is a module of its own here.
library_sources="$(find Sources/MirrorMapper -name '*.swift' | sort)"
generator_sources="$(find Sources/ModelGeneration Fuzz/Generator -name '*.swift' | sort) $shared"
flags=(-parse-as-library -swift-version 6 -package-name MirrorMapper -sanitize=fuzzer,address -O -g)
# shellcheck disable=SC2086  # one argument per source file
if [[ ! -x "$binary" ]] || [[ -n "$(find Sources/MirrorMapper Sources/ModelGeneration Fuzz/Generator $shared \
    -name '*.swift' -newer "$binary")" ]]; then
    echo "building $binary"
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -module-name MirrorMapper -wmo -c $library_sources \
        -emit-module-path "$out/modules/MirrorMapper.swiftmodule" -o "$out/MirrorMapper.o"
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -module-name ModelGenerationFuzz -use-ld=lld -I "$out/modules" \
        $generator_sources "$out/MirrorMapper.o" -o "$binary"
fi

# The Swift runtime's backtracer and AddressSanitizer both want the crash signals: leave them to ASan.
export SWIFT_BACKTRACE=enable=no

rm -rf "$out/seeds"
"$binary" --write-seeds="$out/seeds"

log="$out/last-run.log"
started=$SECONDS
set +e
"$binary" "$out/corpus" "$out/seeds" \
    -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
elapsed=$((SECONDS - started))

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
echo "executions: ${executions:-unknown} in $elapsed s (libFuzzer exit status $status)"
crashes=$(find "$out/artifacts" -type f -newer "$out/seeds" | sort)
if [[ -n "$crashes" ]]; then
    echo "inputs that failed (replay with $binary FILE):"
    echo "$crashes"
fi
exit "$status"
