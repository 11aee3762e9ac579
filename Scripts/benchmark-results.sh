#!/usr/bin/env bash
# Regenerates the published benchmark results in one command: runs the full benchmark (about six
# minutes), writes the chart Benchmarks/results.svg, and puts the table of headline ratios into the
# DocC article Performance.md and the run's whole summary into Benchmarks/README.md, each between
# its `<!-- benchmark-…:begin -->` and `<!-- benchmark-…:end -->` markers. The README quotes a few
# of the ratios by hand: update them from the new table.
#
#   Scripts/benchmark-results.sh
#   nice -n -5 Scripts/benchmark-results.sh   # steadier figures on a shared machine (needs root)
#
# The figures move with the machine's load; the chart and the table say when the run was made and
# under what load. Review the diff before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product MirrorMapperBenchmarks
.build/release/MirrorMapperBenchmarks --chart Benchmarks/results.svg --ratio-table "$work/ratios.md" \
    | tee "$work/output.txt"

{
    echo '```'
    sed -n '/^== results/,$p' "$work/output.txt" | grep -v '^wrote '
    echo '```'
} > "$work/summary.md"

# Replaces what stands between the markers named $2 in the file $1 with the file $3.
splice() {
    local begin="<!-- $2:begin -->" end="<!-- $2:end -->"
    grep -qxF "$begin" "$1" && grep -qxF "$end" "$1" || { echo "$1: no $2 markers" >&2; exit 1; }
    awk -v begin="$begin" -v end="$end" -v content="$3" '
        $0 == end { inside = 0 }
        !inside { print }
        $0 == begin { while ((getline line < content) > 0) print line; inside = 1 }
    ' "$1" > "$work/spliced"
    cat "$work/spliced" > "$1"
}
article=Sources/MirrorMapper/MirrorMapper.docc/Performance.md
splice "$article" benchmark-ratios "$work/ratios.md"
splice Benchmarks/README.md benchmark-summary "$work/summary.md"
echo "updated Benchmarks/results.svg, $article and Benchmarks/README.md: now update the README's headline figures from $article"
