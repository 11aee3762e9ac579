"""Finds the uses of APIs newer than the package's `platforms:` minimums that no `@available` or
`#available` guards. Run by Scripts/check-availability.sh, which says what it needs:

    python3 Scripts/availability-check.py [--self-test FIXTURE_ROOT FIXTURE_STORE] \
        PACKAGE_ROOT SYMBOL_GRAPH_FOLDER INDEX_STORE...

- The minimums come from `platforms:` in Package.swift.
- Each API's Apple availability comes from the symbol graphs in SYMBOL_GRAPH_FOLDER (made by
  `swift symbolgraph-extract` from the toolchain's modules and the package's own), by USR; a member
  with none of its own takes its parent's. Mac Catalyst takes iOS's version when it has none of its
  own, visionOS takes iOS's less 16 (visionOS 1 is iOS 17), as the compiler infers them.
- The uses come from the index store of a debug build (read through the toolchain's
  libIndexStore.so): every reference in a source file of the package.
- The guards come from the source text: `@available(...)` in the declaration heading a `{ ... }`
  block, `if #available(...) {`, and `guard #available(...) else` for the rest of its block.

Prints one line per finding and a count for each index store; exits 1 when there is a finding.
With --self-test, it first checks itself on a fixture whose unguarded uses are marked
`// unguarded`, and stops if it finds other lines than those.
"""

import ctypes
import glob
import json
import os
import re
import sys

PLATFORMS = ["macOS", "macCatalyst", "iOS", "tvOS", "watchOS", "visionOS"]
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
DEPENDENCY_RECORD = 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return (self.data or b"")[: self.length].decode("utf-8", "replace")


def load_index_store_library():
    """libIndexStore.so of the toolchain that runs `swift`: <toolchain>/usr/lib."""
    swift = os.path.realpath(os.popen("command -v swift").read().strip())
    library = os.path.join(os.path.dirname(os.path.dirname(swift)), "lib", "libIndexStore.so")
    api = ctypes.CDLL(library)
    pointer = ctypes.c_void_p
    api.indexstore_store_create.restype = pointer
    api.indexstore_store_create.argtypes = [ctypes.c_char_p, ctypes.POINTER(pointer)]
    api.indexstore_error_get_description.restype = ctypes.c_char_p
    api.indexstore_error_get_description.argtypes = [pointer]
    api.indexstore_store_units_apply_f.restype = ctypes.c_bool
    api.indexstore_unit_reader_create.restype = pointer
    api.indexstore_unit_reader_create.argtypes = [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]
    api.indexstore_unit_reader_dispose.argtypes = [pointer]
    api.indexstore_unit_reader_dependencies_apply_f.restype = ctypes.c_bool
    api.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
    api.indexstore_unit_dependency_get_kind.argtypes = [pointer]
    api.indexstore_unit_dependency_get_filepath.restype = StringRef
    api.indexstore_unit_dependency_get_filepath.argtypes = [pointer]
    api.indexstore_unit_dependency_get_name.restype = StringRef
    api.indexstore_unit_dependency_get_name.argtypes = [pointer]
    api.indexstore_record_reader_create.restype = pointer
    api.indexstore_record_reader_create.argtypes = [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]
    api.indexstore_record_reader_dispose.argtypes = [pointer]
    api.indexstore_record_reader_occurrences_apply_f.restype = ctypes.c_bool
    api.indexstore_occurrence_get_symbol.restype = pointer
    api.indexstore_occurrence_get_symbol.argtypes = [pointer]
    api.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
    api.indexstore_occurrence_get_roles.argtypes = [pointer]
    api.indexstore_occurrence_get_line_col.argtypes = [
        pointer, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
    api.indexstore_symbol_get_usr.restype = StringRef
    api.indexstore_symbol_get_usr.argtypes = [pointer]
    api.indexstore_symbol_get_name.restype = StringRef
    api.indexstore_symbol_get_name.argtypes = [pointer]
    return api


def references(store_path, package_root):
    """(file, line, column, usr, name) of every reference in a source file under package_root."""
    api = load_index_store_library()
    error = ctypes.c_void_p()
    store = api.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        sys.exit(f"cannot open the index store {store_path}: "
                 f"{api.indexstore_error_get_description(error).decode()}")

    unit_callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
    dependency_callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
    occurrence_callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
    api.indexstore_store_units_apply_f.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, unit_callback]
    api.indexstore_unit_reader_dependencies_apply_f.argtypes = [ctypes.c_void_p, ctypes.c_void_p, dependency_callback]
    api.indexstore_record_reader_occurrences_apply_f.argtypes = [ctypes.c_void_p, ctypes.c_void_p, occurrence_callback]

    unit_names = []
    api.indexstore_store_units_apply_f(store, 0, None, unit_callback(lambda _, name: unit_names.append(name.text()) or True))

    records = {}  # record name -> source file
    root = os.path.realpath(package_root) + os.sep
    build = os.path.join(root, ".build") + os.sep

    def add_dependency(_, dependency):
        if api.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
            path = os.path.realpath(api.indexstore_unit_dependency_get_filepath(dependency).text())
            if path.startswith(root) and not path.startswith(build) and os.path.exists(path):
                records[api.indexstore_unit_dependency_get_name(dependency).text()] = path
        return True

    add_dependency_callback = dependency_callback(add_dependency)
    for unit_name in unit_names:
        unit = api.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        if unit:
            api.indexstore_unit_reader_dependencies_apply_f(unit, None, add_dependency_callback)
            api.indexstore_unit_reader_dispose(unit)

    found = set()
    for record_name, path in records.items():
        record = api.indexstore_record_reader_create(store, record_name.encode(), ctypes.byref(error))
        if not record:
            continue

        def add_occurrence(_, occurrence, path=path):
            roles = api.indexstore_occurrence_get_roles(occurrence)
            # An implicit reference is the compiler's choice (`for await` calls `next(isolation:)`
            # where it is available and `next()` where not), not the source's.
            if roles & ROLE_REFERENCE and not roles & ROLE_IMPLICIT:
                symbol = api.indexstore_occurrence_get_symbol(occurrence)
                line, column = ctypes.c_uint(), ctypes.c_uint()
                api.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                found.add((path, line.value, column.value,
                           api.indexstore_symbol_get_usr(symbol).text(),
                           api.indexstore_symbol_get_name(symbol).text()))
            return True

        api.indexstore_record_reader_occurrences_apply_f(record, None, occurrence_callback(add_occurrence))
        api.indexstore_record_reader_dispose(record)
    return sorted(found)


def version(text):
    parts = [int(part) for part in re.findall(r"\d+", text)[:3]]
    return tuple(parts + [0] * (3 - len(parts)))


def minimums(package_root):
    """The `platforms:` minimums of Package.swift: {"macOS": (13, 0, 0), ...}."""
    with open(os.path.join(package_root, "Package.swift"), encoding="utf-8") as file:
        manifest = file.read()
    found = {platform: version(number.replace("_", "."))
             for platform, number in re.findall(r"\.(\w+)\(\.v([0-9_]+)\)", manifest) if platform in PLATFORMS}
    missing = [platform for platform in PLATFORMS if platform not in found]
    if missing:
        sys.exit(f"Package.swift declares no minimum for {', '.join(missing)}")
    return found


def completed(availability):
    """Fills in Mac Catalyst and visionOS as the compiler infers them from iOS."""
    result = dict(availability)
    if "iOS" in result:
        result.setdefault("macCatalyst", result["iOS"])
        major = result["iOS"][0]
        result.setdefault("visionOS", (26, 0, 0) if major >= 26 else (max(1, major - 16), 0, 0))
    return result


def api_availability(symbol_graph_folder):
    """usr -> (name, module, {platform: introduced}) for every API that has an Apple version."""
    own, parents, names, defaults = {}, {}, {}, {}
    for path in glob.glob(os.path.join(symbol_graph_folder, "*.symbols.json")):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        module = os.path.basename(path).split(".symbols.json")[0]
        for symbol in graph.get("symbols", []):
            usr = symbol["identifier"]["precise"]
            names[usr] = (".".join(symbol.get("pathComponents", [])), module)
            introduced = {entry["domain"]: version(json.dumps(entry["introduced"]))
                          for entry in symbol.get("availability") or []
                          if entry.get("domain") in PLATFORMS and "introduced" in entry}
            if introduced:
                own[usr] = introduced
        for relation in graph.get("relationships", []):
            if relation.get("kind") == "memberOf":
                parents[relation["source"]] = relation["target"]
            elif relation.get("kind") == "defaultImplementationOf":
                defaults.setdefault(relation["target"], []).append(relation["source"])

    def effective(usr, depth=0):
        result = completed(own.get(usr, {}))
        parent = parents.get(usr)
        if parent and depth < 10:
            for platform, introduced in effective(parent, depth + 1).items():
                result[platform] = max(result.get(platform, (0, 0, 0)), introduced)
        return result

    table = {}
    for usr in names:
        introduced = effective(usr)
        # A requirement added later with a default implementation: where the requirement is too
        # new, the compiler calls the default (`x &* y` on `UInt64` before `&*` became a
        # requirement), so a use needs only the oldest of them.
        for default in defaults.get(usr, []):
            fallback = effective(default)
            introduced = {platform: min(version_, fallback.get(platform, (0, 0, 0)))
                          for platform, version_ in introduced.items()}
        introduced = {platform: version_ for platform, version_ in introduced.items() if version_ > (0, 0, 0)}
        if introduced:
            table[usr] = (names[usr][0], names[usr][1], introduced)
    return table


COMMENT_OR_STRING = re.compile(r'//[^\n]*|/\*.*?\*/|#""".*?"""#|#".*?"#|""".*?"""|"(?:[^"\\\n]|\\.)*"', re.S)
AVAILABILITY_CLAUSE = re.compile(r"(@available|#available)\s*\(([^)]*)\)")
GUARD_CLAUSE = re.compile(r"\bguard\s+#available\s*\(([^)]*)\)")


def platform_versions(arguments):
    """{"macOS": (14, 0, 0), ...} of `macOS 14, iOS 17, *`; nothing for `*, deprecated` or `iOS, unavailable`."""
    result = {}
    for part in arguments.split(","):
        match = re.match(r"\s*(\w+)\s+(\d+(?:\.\d+)*)\s*$", part)
        if match and match.group(1) in PLATFORMS:
            result[match.group(1)] = version(match.group(2))
    return completed(result) if result else {}


def raise_floor(floor, versions):
    merged = dict(floor)
    for platform, introduced in versions.items():
        merged[platform] = max(merged.get(platform, (0, 0, 0)), introduced)
    return merged


class GuardMap:
    """The versions `@available`/`#available` guarantee at each offset of one source file."""

    def __init__(self, text):
        # Comments and string literals become spaces, so that their braces and words do not count.
        self.text = COMMENT_OR_STRING.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)
        self.line_starts = [0] + [index + 1 for index, character in enumerate(text) if character == "\n"]
        self.spans = []  # (start, end, versions)
        stack = []  # (offset of "{", versions)
        heading_start = 0
        for index, character in enumerate(self.text):
            if character == "{":
                heading = self.text[heading_start:index]
                versions = {}
                for _, arguments in AVAILABILITY_CLAUSE.findall(heading):
                    if not re.search(r"\bguard\s+#available\s*\(" + re.escape(arguments), heading):
                        versions = raise_floor(versions, platform_versions(arguments))
                stack.append((index, versions))
                heading_start = index + 1
            elif character == "}":
                if stack:
                    start, versions = stack.pop()
                    if versions:
                        self.spans.append((start, index, versions))
                    # `guard #available(...) else { ... }`: the rest of the enclosing block is guarded.
                    heading = self.text[self._heading_before(start):start]
                    for arguments in GUARD_CLAUSE.findall(heading):
                        end = self._block_end(index)
                        self.spans.append((index, end, platform_versions(arguments)))
                heading_start = index + 1
            elif character == ";":
                heading_start = index + 1

    def _heading_before(self, offset):
        start = max(self.text.rfind("{", 0, offset), self.text.rfind("}", 0, offset), self.text.rfind(";", 0, offset))
        return start + 1

    def _block_end(self, offset):
        depth = 0
        for index in range(offset + 1, len(self.text)):
            if self.text[index] == "{":
                depth += 1
            elif self.text[index] == "}":
                if depth == 0:
                    return index
                depth -= 1
        return len(self.text)

    def floor(self, line, column):
        offset = self.line_starts[line - 1] + column - 1 if line - 1 < len(self.line_starts) else 0
        result = {}
        for start, end, versions in self.spans:
            if start <= offset <= end:
                result = raise_floor(result, versions)
        # A declaration's own `@available` guards its signature too (`@available(...) func f(x: New)`).
        statement_start = self._heading_before(offset)
        for _, arguments in AVAILABILITY_CLAUSE.findall(self.text[statement_start:offset]):
            if _ == "@available":
                result = raise_floor(result, platform_versions(arguments))
        return result


def shown(versions):
    return ", ".join(f"{platform} {'.'.join(map(str, versions[platform][:2]))}"
                     for platform in PLATFORMS if platform in versions)


def findings_in(package_root, store_path, table, floors):
    """{(relative path, line): [finding, ...]} of the unguarded uses, and how many references were read."""
    guards = {}
    found = {}
    uses = references(store_path, package_root)
    for path, line, column, usr, name in uses:
        if usr not in table:
            continue
        api_name, module, introduced = table[usr]
        if path not in guards:
            with open(path, encoding="utf-8") as file:
                guards[path] = GuardMap(file.read())
        guarded = raise_floor(floors, guards[path].floor(line, column))
        newer = {platform: introduced[platform] for platform in PLATFORMS
                 if platform in introduced and introduced[platform] > guarded.get(platform, (0, 0, 0))}
        if newer:
            where = os.path.relpath(path, package_root)
            found.setdefault((where, line), set()).add(
                f"{where}:{line}:{column}: {api_name} ({module}) needs {shown(newer)}; "
                f"unguarded there (minimums: {shown(floors)})")
    return found, len(uses)


def self_test(fixture_root, fixture_store, table, floors):
    """The check finds exactly the lines of the fixture marked `// unguarded`, or the run stops."""
    found, _ = findings_in(fixture_root, fixture_store, table, floors)
    marked = set()
    for path in glob.glob(os.path.join(fixture_root, "**", "*.swift"), recursive=True):
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, start=1):
                if "// unguarded" in line:
                    marked.add((os.path.relpath(path, fixture_root), number))
    if set(found) != marked or not marked:
        for key in sorted(set(found) | marked):
            print(f"self-test: {key[0]}:{key[1]}: {'found' if key in found else 'missed'}"
                  f"{'' if key in marked else ' but not marked'}")
        sys.exit("availability check: the self-test failed; its findings cannot be trusted")
    print(f"availability check: self-test found the {len(marked)} unguarded uses of its fixture, and no guarded one")


def main():
    arguments = sys.argv[1:]
    fixture = None
    if arguments[:1] == ["--self-test"]:
        fixture, arguments = arguments[1:3], arguments[3:]
    package_root, symbol_graph_folder, *stores = arguments
    floors = minimums(package_root)
    table = api_availability(symbol_graph_folder)
    if fixture:
        self_test(*fixture, table, floors)
    status = 0
    for store_path in stores:
        found, count = findings_in(package_root, store_path, table, floors)
        if count == 0:
            sys.exit(f"availability check: no reference of the package in {store_path}: no index store?")
        for finding in sorted(finding for findings in found.values() for finding in findings):
            print(finding)
        total = sum(len(findings) for findings in found.values())
        print(f"availability check: {total} finding(s) in {count} references of {store_path} "
              f"({len(table)} APIs with Apple versions)")
        status = status or (1 if total else 0)
    sys.exit(status)


if __name__ == "__main__":
    main()
