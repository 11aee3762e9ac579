#!/usr/bin/env bash
# The library's layers (DESIGN.md, "Layers"): a folder uses the types of its own layer and of the
# layers below it. Each use of a type from a higher layer is a crossing; the crossings known when
# this check was written are listed in Scripts/layer-crossings.txt, one `folder -> folder: Type`
# a line. The check fails on a crossing not listed (a new cycle) and on a listed one that is gone
# (remove its line: the list only shrinks). Types are the top-level declarations of each folder;
# comments and string literals are not read.
#
#   Scripts/check-layers.sh            check
#   Scripts/check-layers.sh --list     print today's crossings in the list's format
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PYTHON'
import collections
import os
import re
import sys

root = "Sources/MirrorMapper"
allowed_file = "Scripts/layer-crossings.txt"
# The layers, lowest first; folders on one line form one layer. Numbers and data keys stand on
# nothing, below the JSON text that reads them. Store stands on the mapper and on the file system,
# the file system on concurrency alone.
layers = [
    ["Concurrency"],
    ["Text", "Numbers", "Keys"],
    ["JSON", "FileSystem"],
    ["Errors", "Conversion"],
    ["Codable"],
    ["JSONMapping"],
    ["Model", "Reflection"],
    ["Objects", "Parameters"],
    ["Mapper"],
    ["Store", "Streaming"],
]
rank = {folder: index for index, folders in enumerate(layers) for folder in folders}

declaration = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|final|indirect)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)",
    re.M,
)
files = collections.defaultdict(list)
homes = collections.defaultdict(set)
for directory, _, names in os.walk(root):
    for name in sorted(names):
        if not name.endswith(".swift"):
            continue
        folder = os.path.relpath(directory, root).split(os.sep)[0]
        if folder not in rank:
            sys.exit(f"{directory}: a folder of no layer; add it to Scripts/check-layers.sh")
        path = os.path.join(directory, name)
        files[folder].append(path)
        for match in declaration.finditer(open(path, encoding="utf-8").read()):
            homes[match.group(1)].add(folder)


def code(text):
    text = re.sub(r"//.*", "", text)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


crossings = set()
for folder, paths in files.items():
    for path in paths:
        for word in set(re.findall(r"\b[A-Z]\w*\b", code(open(path, encoding="utf-8").read()))):
            # A name the folder declares itself is its own (two private types may share a name).
            if folder in homes[word]:
                continue
            for owner in homes[word]:
                if rank[owner] > rank[folder]:
                    crossings.add(f"{folder} -> {owner}: {word}")

if sys.argv[1:] == ["--list"]:
    print("\n".join(sorted(crossings)))
    sys.exit(0)

allowed = {
    line.strip()
    for line in open(allowed_file, encoding="utf-8")
    if line.strip() and not line.startswith("#")
}
new = sorted(crossings - allowed)
gone = sorted(allowed - crossings)
for line in new:
    print(f"new crossing: {line} (a lower layer uses a higher one's type)")
for line in gone:
    print(f"gone: {line} (remove it from {allowed_file})")
print(f"layer check: {len(crossings)} known crossings, {len(new)} new, {len(gone)} gone")
sys.exit(1 if new or gone else 0)
PYTHON
