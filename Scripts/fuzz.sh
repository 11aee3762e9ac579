#!/usr/bin/env bash
# Builds the libFuzzer target in Fuzz/ together with the library's sources (AddressSanitizer, -O)
# into .build/fuzz/, writes the seed corpus the target makes itself, and fuzzes for a bounded time.
#
#   Scripts/fuzz.sh [seconds] [libFuzzer flags...]     default 60 s, inputs up to 4096 bytes
#   Scripts/fuzz.sh 300 -max_len=65536                  larger inputs
#   .build/fuzz/mirror-mapper-fuzz CRASH-FILE            replays one input (with the environment
#                                                       this script exports)
#
# New inputs accumulate in .build/fuzz/corpus across runs; crashes go to .build/fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build/fuzz
binary="$out/mirror-mapper-fuzz"
mkdir -p "$out/corpus" "$out/artifacts"

# The reader's test helper that compares JSON values is shared with the fuzz target.
shared=Tests/MirrorMapperTests/Support/SameJSON.swift
# Fuzz/Generator is the generator's own target (Scripts/fuzz-generator.sh).
sources="$(find Sources/MirrorMapper Fuzz -path Fuzz/Generator -prune -o -name '*.swift' -print | sort) $shared"
if [[ ! -x "$binary" ]] || [[ -n "$(find Sources/MirrorMapper Fuzz "$shared" -path Fuzz/Generator -prune -o -name '*.swift' -newer "$binary" -print)" ]]; then
    echo "building $binary"
    # shellcheck disable=SC2086  # one argument per source file
    swiftc -parse-as-library -swift-version 6 -module-name MirrorMapperFuzz -package-name MirrorMapper \
        -sanitize=fuzzer,address -O -g -use-ld=lld \
        $sources -o "$binary"
fi

# The Swift runtime's backtracer and AddressSanitizer both want the crash signals: leave them to ASan.
export SWIFT_BACKTRACE=enable=no
# Foundation's DateFormatter (behind the .formatted date strategy) leaks a character set it caches.
printf 'leak:_CFCharacterSetInitWithCharactersInString\n' > "$out/leak-suppressions.txt"
export LSAN_OPTIONS="suppressions=$out/leak-suppressions.txt"

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
