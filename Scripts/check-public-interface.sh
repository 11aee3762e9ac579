#!/usr/bin/env bash
# Type-checks every target a client compiles (`MirrorMapper`, `ModelGeneration`,
# `MirrorMapperCommands`, the `mirrormapper` tool) against the standard library's public interface
# only, as an Apple SDK ships it: no `.private.swiftinterface` (so no `@_spi` import), no binary
# module. The toolchain's resource directory is copied as links, except that the standard library's
# modules (`Swift`, `_Concurrency`, `_StringProcessing`, `Synchronization`, `Observation`) hold only
# their public `.swiftinterface`; each target is then compiled (`-emit-module`, so that the next one
# can import it) with `-resource-dir` pointing at the copy. Any error fails the check; there are no
# known failures. About a minute on 2 cores, most of it building the standard library from its
# interface.
#
#   Scripts/check-public-interface.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

target_info=$(swiftc -print-target-info)
field() { python3 -c 'import json, sys; print(eval("json.load(sys.stdin)" + sys.argv[1]))' "$1" <<<"$target_info"; }
resources=$(field '["paths"]["runtimeResourcePath"]')
triple=$(field '["target"]["moduleTriple"]')
platform=$(field '["target"]["platform"]')

# PUBLIC_INTERFACE_WORK=folder keeps the copy and the module cache there, for a faster second run.
if [[ -n "${PUBLIC_INTERFACE_WORK:-}" ]]; then
    work=$PUBLIC_INTERFACE_WORK
    rm -rf "$work/resources" "$work/modules"
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
public="$work/resources"
mkdir -p "$public/$platform"
for entry in "$resources"/*; do
    [[ $(basename "$entry") == "$platform" ]] || ln -s "$entry" "$public/$(basename "$entry")"
done
for entry in "$resources/$platform"/*; do
    ln -s "$entry" "$public/$platform/$(basename "$entry")"
done
for module in Swift _Concurrency _StringProcessing Synchronization Observation; do
    interface="$resources/$platform/$module.swiftmodule/$triple.swiftinterface"
    if [[ ! -f "$interface" ]]; then
        echo "no public interface of $module at $interface" >&2
        exit 1
    fi
    rm "$public/$platform/$module.swiftmodule"
    mkdir "$public/$platform/$module.swiftmodule"
    cp "$interface" "$public/$platform/$module.swiftmodule/"
done

modules="$work/modules"
mkdir -p "$modules"
status=0
# target, then whether it is a library (`-parse-as-library`): in dependency order.
for target in MirrorMapper:library ModelGeneration:library MirrorMapperCommands:library MirrorMapperTool:tool; do
    name=${target%%:*}
    kind=${target##*:}
    sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "Sources/$name" -name '*.swift' -print0 | sort -z)
    options=(-swift-version 6 -module-name "$name" -package-name mirrormapper -I "$modules"
        -resource-dir "$public" -module-cache-path "$work/cache" -warnings-as-errors)
    if [[ $kind == library ]]; then
        # Whole-module, so that the module job type-checks every function body too.
        options+=(-parse-as-library -wmo -emit-module -emit-module-path "$modules/$name.swiftmodule")
    else
        options+=(-typecheck)
    fi
    echo "-- $name ($kind, ${#sources[@]} files)"
    if ! swiftc "${options[@]}" "${sources[@]}" 2>&1 | sed "s|$root/||"; then
        status=1
    fi
    # A library that did not compile leaves no module for the targets after it.
    if [[ $kind == library && ! -f "$modules/$name.swiftmodule" ]]; then
        status=1
        echo "$name did not type-check against the public interface; the targets after it cannot be checked"
        break
    fi
done
if [[ $status -ne 0 ]]; then
    echo "public interface check: FAILED"
    exit 1
fi
echo "public interface check: every client-facing target type-checks against the public interface"
