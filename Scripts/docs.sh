#!/usr/bin/env bash
# Builds the DocC documentation of the MirrorMapper library with warnings as errors: a broken
# ``symbol`` link, an ambiguous one or a malformed article fails the script.
#
#   Scripts/docs.sh                 # check only; the archive goes to a temporary directory
#   Scripts/docs.sh <output-path>   # keep the .doccarchive at <output-path>
#
# `swift package generate-documentation` needs the swift-docc-plugin package, which this
# dependency-free package does not use, so the script calls the toolchain's tools directly:
# SwiftPM's dump-symbol-graph (reusing the normal debug build in .build) for the library's public
# symbols, then `docc convert` on the catalog with those symbol graphs.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=${1:-$work/MirrorMapper.doccarchive}

echo "== symbol graphs (swift package dump-symbol-graph)"
dump_log=$work/dump-symbol-graph.log
if ! swift package dump-symbol-graph --minimum-access-level public >"$dump_log" 2>&1; then
    cat "$dump_log" >&2
    exit 1
fi
written=$(sed -n 's/^Files written to //p' "$dump_log" | tail -n 1)
if [[ -z "$written" || ! -f "$written/MirrorMapper.symbols.json" ]]; then
    cat "$dump_log" >&2
    echo "no symbol graph of MirrorMapper found" >&2
    exit 1
fi
# Only the library: the module's own graph and its extensions of Swift and Foundation types.
mkdir "$work/symbol-graphs"
cp "$written"/MirrorMapper.symbols.json "$written"/MirrorMapper@*.symbols.json "$work/symbol-graphs/"

echo "== docc convert --warnings-as-errors"
docc convert Sources/MirrorMapper/MirrorMapper.docc \
    --additional-symbol-graph-dir "$work/symbol-graphs" \
    --fallback-display-name MirrorMapper \
    --fallback-bundle-identifier org.mirrormapper.MirrorMapper \
    --warnings-as-errors \
    --output-path "$output"
echo "-- documentation built: $output"
