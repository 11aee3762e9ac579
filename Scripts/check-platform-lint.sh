#!/usr/bin/env bash
# The POSIX layer's lint: what compiles on Linux but not on an Apple platform, found in the source
# text of every Swift file of the package (library, command, plugin, tests, benchmark, examples, fuzz
# targets). It refuses
#   - `import Glibc` (or `Musl`) outside `#if canImport(Glibc)` (`canImport(Musl)`), and `import
#     Darwin` outside `#if canImport(Darwin)`: one of them is missing on every other platform;
#   - `.rawValue` of a C constant (`SOCK_STREAM.rawValue`, `RUSAGE_SELF.rawValue`, `RLIMIT_*`) and
#     glibc's own type names (`__rlimit_resource_t`, `__socket_type`, ...) outside the
#     `#if canImport(Glibc)` branch that is the only place they compile: glibc declares these
#     constants as Swift enums, Darwin as plain `Int32` macros (`SOCK_STREAM` as it is).
# Each finding is printed as `file:line: what`; the exit status is 1 when there is one. A second.
#
#   Scripts/check-platform-lint.sh [folder or file ...]   (default: the package's Swift folders)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -eq 0 ]]; then
    set -- Package.swift Sources Tests Examples Benchmarks Plugins Fuzz
fi

find "$@" -name '*.swift' -not -path '*/.build/*' -print0 | sort -z | python3 -c '
import re
import sys

# The platform module each import needs, and the condition that proves it is there.
modules = {"Glibc": "Glibc", "Musl": "Musl", "Darwin": "Darwin"}
import_line = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|enum|func|var|let|class|typealias)\s+)?(\w+)")
constant_raw_value = re.compile(r"\b([A-Z][A-Z0-9]*_[A-Z0-9_]+)\.rawValue\b")
glibc_type = re.compile(r"\b(__[a-z][a-z0-9_]*_t|__socket_type|__rlimit_resource|__rusage_who)\b")
condition_line = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
comment = re.compile(r"//.*$")

findings = 0
paths = sys.stdin.buffer.read().split(b"\0")
for raw_path in filter(None, paths):
    path = raw_path.decode()
    # One entry per open `#if`: the modules whose `canImport` holds in the branch being read.
    branches = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            code = comment.sub("", line)
            condition = condition_line.match(code)
            if condition:
                keyword, rest = condition.groups()
                if keyword == "if":
                    branches.append(set(re.findall(r"canImport\((\w+)\)", rest)))
                elif keyword == "elseif" and branches:
                    branches[-1] = set(re.findall(r"canImport\((\w+)\)", rest))
                elif keyword == "else" and branches:
                    branches[-1] = set()
                elif keyword == "endif" and branches:
                    branches.pop()
                continue
            imported = set().union(*branches) if branches else set()
            match = import_line.match(code)
            if match and match.group(1) in modules and modules[match.group(1)] not in imported:
                module = match.group(1)
                print(f"{path}:{number}: import {module} outside #if canImport({module})")
                findings += 1
            if "Glibc" not in imported:
                for constant in constant_raw_value.findall(code):
                    print(f"{path}:{number}: {constant}.rawValue (the glibc shape) outside #if canImport(Glibc)")
                    findings += 1
                for name in glibc_type.findall(code):
                    print(f"{path}:{number}: {name}, a glibc type, outside #if canImport(Glibc)")
                    findings += 1
print(f"platform lint: {findings} finding(s)")
sys.exit(1 if findings else 0)
'
