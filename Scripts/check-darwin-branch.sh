#!/usr/bin/env bash
# Type-checks the Darwin branches of the library (the file layer, the store's polling watch and
# location) and of the benchmark on Linux: a copy of their sources in which `canImport(Glibc)` and
# `os(Linux)` are false is compiled against Scripts/DarwinStandIn.swift, a stand-in `Darwin` module
# that adds Darwin's own names to Linux's. It sees a Darwin branch that does not compile or names
# what Darwin lacks as the stand-in has it; it cannot see a glibc-only shape there, since Linux's
# names stay visible (the POSIX lint refuses those it knows). Half a minute.
#
#   Scripts/check-darwin-branch.sh
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules"

# A copy of a target's sources with the Linux conditions false, one file a source.
darwin_copy() {
    local target=$1 folder=$2 file copy
    mkdir -p "$work/$target"
    while IFS= read -r -d '' file; do
        copy="$work/$target/$(echo "${file#"$folder"/}" | tr / _)"
        sed -e 's/canImport(Glibc)/canImport(GlibcIsNotThere)/g' -e 's/os(Linux)/os(macOS)/g' "$file" >"$copy"
    done < <(find "$folder" -name '*.swift' -print0 | sort -z)
}

swiftc -emit-module -parse-as-library -module-name Darwin -o "$work/modules/Darwin.swiftmodule" \
    Scripts/DarwinStandIn.swift

status=0
darwin_copy MirrorMapper Sources/MirrorMapper
echo "-- MirrorMapper, Darwin branches"
swiftc -emit-module -wmo -parse-as-library -swift-version 6 -warnings-as-errors -module-name MirrorMapper \
    -package-name mirrormapper -I "$work/modules" -emit-module-path "$work/modules/MirrorMapper.swiftmodule" \
    "$work"/MirrorMapper/*.swift || status=1
if [[ $status -eq 0 ]]; then
    darwin_copy MirrorMapperBenchmarks Benchmarks/MirrorMapperBenchmarks
    echo "-- MirrorMapperBenchmarks, Darwin branches"
    swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name MirrorMapperBenchmarks \
        -I "$work/modules" "$work"/MirrorMapperBenchmarks/*.swift || status=1
fi
if [[ $status -ne 0 ]]; then
    echo "Darwin branch check: FAILED"
    exit 1
fi
echo "Darwin branch check: the Darwin branches type-check against the stand-in"
