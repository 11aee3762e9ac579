#!/usr/bin/env bash
# The availability check: no API that any target uses (library, command, plugin, tests, benchmark,
# examples) is newer than the `platforms:` minimums of Package.swift unless an `@available` or
# `#available` guards the use. Linux compiles such a use without a word, since the Apple versions
# mean nothing to it; an Apple build then fails (`String(validating:as:)`, `Mutex`: macOS 15).
#
# How, without a Mac:
#   1. a debug build of every target with an index store (`--enable-index-store`; the options given
#      to this script go to `swift build`, so .ci/run's build serves), and the plugin's sources
#      type-checked into an index store of their own (SwiftPM does not index plugins);
#   2. `swift symbolgraph-extract` of the toolchain's modules and of the package's own, which carry
#      each API's Apple availability (`@available(macOS 15, iOS 18, ...)`) by USR;
#   3. Scripts/availability-check.py joins the references in the index stores with those versions
#      and with the guards around each reference in the source, after checking itself on a fixture
#      (it must find the fixture's unguarded uses and no guarded one), and fails on an index store
#      in which it reads no reference.
# What it covers and what it cannot: README.md, "Platforms". About half a minute after the build.
#
#   Scripts/check-availability.sh [swift build options...]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --build-tests --enable-index-store "$@"
bin=$(swift build --build-tests --enable-index-store "$@" --show-bin-path)
store="$bin/index/store"

# The plugin: SwiftPM compiles it against PackagePlugin without an index store.
toolchain_lib=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")/lib/swift
plugin_sources=()
while IFS= read -r -d '' file; do plugin_sources+=("$file"); done < <(find Plugins -name '*.swift' -print0 | sort -z)
swiftc -typecheck -swift-version 6 -module-name GenerateModels -package-description-version 6.2 \
    -I "$toolchain_lib/pm/PluginAPI" -index-store-path "$work/plugin-index" -index-ignore-system-modules \
    "${plugin_sources[@]}"

target=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
graphs="$work/symbol-graphs"
mkdir -p "$graphs"
# The toolchain's modules a target here may import; the package's own (internal too: the tests use
# `@testable import`), for the APIs it marks `@available` itself (`DefaultsValue`).
for module in Swift _Concurrency _StringProcessing Synchronization Observation Distributed RegexBuilder \
    Dispatch Foundation FoundationEssentials FoundationInternationalization FoundationNetworking \
    FoundationXML Testing XCTest; do
    swift symbolgraph-extract -module-name "$module" -target "$target" -output-dir "$graphs" \
        -minimum-access-level public >/dev/null
done
for module in MirrorMapper ModelGeneration MirrorMapperCommands; do
    swift symbolgraph-extract -module-name "$module" -target "$target" -output-dir "$graphs" \
        -I "$bin/Modules" -minimum-access-level internal >/dev/null
done

# The check's own check: a fixture with uses the check must find (marked `// unguarded`) and uses
# each kind of guard covers. A check that silently finds nothing would pass every time.
mkdir -p "$work/fixture"
cat >"$work/fixture/Probe.swift" <<'FIXTURE'
import Synchronization

let unguarded = Mutex(0)  // unguarded
@available(macOS 15, macCatalyst 18, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
let guardedByDeclaration = Mutex(0)

func guardedByIf() {
    if #available(macOS 15, macCatalyst 18, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        _ = Mutex(0)
    }
    _ = "} a brace in a string { Mutex"
}

func guardedByGuard() {
    guard #available(macOS 15, macCatalyst 18, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
        return
    }
    _ = Mutex(0)
}

@available(macOS 15, *)
func guardedForMacOSOnly() {
    _ = Mutex(0)  // unguarded
}

@available(macOS 15, macCatalyst 18, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Guarded: Sendable {
    let value = Mutex(0)
    func use() -> Int { value.withLock { $0 } }
}
FIXTURE
swiftc -typecheck -swift-version 6 -parse-as-library -module-name Probe \
    -index-store-path "$work/fixture-index" -index-ignore-system-modules "$work/fixture/Probe.swift"

echo "-- the package's targets (index store of the debug build), and the GenerateModels plugin"
python3 Scripts/availability-check.py --self-test "$work/fixture" "$work/fixture-index" \
    "$root" "$graphs" "$store" "$work/plugin-index"
