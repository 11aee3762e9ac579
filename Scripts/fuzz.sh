#!/usr/bin/env bash
# Builds a libFuzzer target of Fuzz/ together with the library's sources (AddressSanitizer, -O)
# into .build/fuzz/TARGET/, writes the seed corpus the mapping and allpaths targets make themselves,
# and fuzzes for a bounded time. The targets:
#
# - `mapping` (the default): JSON text through the reader, the writer and both mapper paths.
# - `allpaths`: every input that is a JSON object through every input of the tests' all-paths
#   harness (Tests/MirrorMapperTests/Support/AllPaths.swift, shared with this build): the
#   dictionary path, JSON text, `JSONDecoder` through `MappableCodable`, the store's reading code in
#   memory and, on one input in 64, a store on a file; the model it reads written as a dictionary,
#   as JSON text, through `JSONEncoder`, through `PropertyListEncoder` and through the store.
#   Disagreements that `AllPaths.verdict` documents are counted and printed (as the run goes and at
#   its end); any other difference is a crash.
# - `numbers`: text through every number rule.
#
# The generator has its own script, Scripts/fuzz-generator.sh.
#
#   Scripts/fuzz.sh [seconds] [libFuzzer flags...]     default 60 s, inputs up to 4096 bytes
#   Scripts/fuzz.sh 300 -max_len=65536                  larger inputs
#   FUZZ_TARGET=numbers Scripts/fuzz.sh 0 -runs=10000000
#   FUZZ_TARGET=allpaths Scripts/fuzz.sh 3000 -runs=10000000
#   .build/fuzz/mapping/mirror-mapper-fuzz CRASH-FILE    replays one input (with the environment
#                                                       this script exports)
#   FUZZ_ADDRESS_SANITIZER=no FUZZ_TARGET=allpaths Scripts/fuzz.sh 3600 -jobs=2 -workers=2 -runs=5000000
#                                                       a long run for differences only, without
#                                                       AddressSanitizer (about twice the executions
#                                                       a second), built into .build/fuzz/TARGET-plain/
#
# The mapping and allpaths targets write their seed corpus themselves (`--write-seeds`); a target
# with a TARGET.dict beside its sources is fuzzed with that dictionary.
#
# New inputs accumulate in .build/fuzz/TARGET/corpus across runs; crashes go to
# .build/fuzz/TARGET/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
target="${FUZZ_TARGET:-mapping}"
sanitizers=fuzzer,address
out=.build/fuzz/$target
corpus=$out/corpus  # shared by both builds of the target
if [[ ${FUZZ_ADDRESS_SANITIZER:-yes} == no ]]; then
    sanitizers=fuzzer
    out=.build/fuzz/$target-plain
fi
binary="$out/mirror-mapper-fuzz"
mkdir -p "$corpus" "$out/artifacts" "$out/seeds"

# The tests' helpers that compare JSON values are shared with the fuzz targets, and so are the
# files at the top of Fuzz/.
shared="Tests/MirrorMapperTests/Support/SameJSON.swift Tests/MirrorMapperTests/Support/ExactJSON.swift"
shared+=" $(find Fuzz -maxdepth 1 -name '*.swift' | sort | tr '\n' ' ')"
if [[ $target == allpaths ]]; then
    # The all-paths harness itself, its corpus (the seeds) and the models it needs.
    support=Tests/MirrorMapperTests/Support
    shared+=" $(find $support -name 'AllPaths*.swift' | sort | tr '\n' ' ')"
    shared+=" $support/TestModels.swift $support/RandomModels.swift $support/SeededRandomNumberGenerator.swift"
fi
sources="$(find Sources/MirrorMapper "Fuzz/${target^}" -name '*.swift' | sort) $shared"
# shellcheck disable=SC2086  # one argument per shared file
if [[ ! -x "$binary" ]] || [[ -n "$(find Sources/MirrorMapper Fuzz $shared -name '*.swift' -newer "$binary")" ]]; then
    echo "building $binary"
    # shellcheck disable=SC2086  # one argument per source file
    swiftc -parse-as-library -swift-version 6 -module-name MirrorMapperFuzz -package-name MirrorMapper \
        -sanitize=$sanitizers -O -g -use-ld=lld \
        $sources -o "$binary"
fi

# The Swift runtime's backtracer and AddressSanitizer both want the crash signals: leave them to ASan.
export SWIFT_BACKTRACE=enable=no
# Foundation's DateFormatter (behind the .formatted date strategy) leaks a character set it caches.
printf 'leak:_CFCharacterSetInitWithCharactersInString\n' > "$out/leak-suppressions.txt"
export LSAN_OPTIONS="suppressions=$out/leak-suppressions.txt"

if [[ $target == mapping || $target == allpaths ]]; then
    rm -rf "$out/seeds"
    # Writing the seeds is no fuzzing: the leak check at exit would count the corpus the allpaths
    # target keeps in a static (the tests' corpus).
    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$binary" --write-seeds="$out/seeds"
else
    touch "$out/seeds"  # crashes newer than it are this run's
fi
dictionary=()
if [[ -f "Fuzz/${target^}/$target.dict" ]]; then
    dictionary=(-dict="Fuzz/${target^}/$target.dict")
fi

log="$out/last-run.log"
started=$SECONDS
set +e
"$binary" "$corpus" "$out/seeds" "${dictionary[@]}" \
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
