#!/usr/bin/env python3
"""Checks that the runtime uses no standard-library API newer than its deployment targets, on any machine.

The toolchain's own `Swift.swiftinterface` (and `_Concurrency`'s, `Synchronization`'s) carries each public
declaration's Apple availability even on Linux: `@available(macOS 26.0, iOS 26.0, ...)` on the declaration or on
the extension or type around it (`@available(SwiftStdlib 6.2, *)` where a macro is left unexpanded). This script
reads those, reads the deployment targets from `Package.swift` (`platforms:`), and scans the runtime's sources
(`Sources/TrackPlan` by default) for uses of an API introduced above a target:

- a type by its name (`InlineArray`, `UTF8Span`);
- a function by its base name and first argument label (`.append(addingCapacity:`, `span(` for an unlabeled
  first argument), a property by its name after a dot (`.span`).

A name is above the floor only when every declaration with that name (and label) is: an overload as old as the
targets makes the use ambiguous, so the scan says nothing (the macOS runner's compile, for the deployment
targets, is the exact check; this one runs on Linux, before it). A use inside `if #available`/`guard #available`
or a declaration marked `@available(...)` is allowed. Comments and string literals are skipped. False positives go
in `scripts/availability-allowlist.txt`, one `name  # reason` a line.

Foundation, Dispatch and the system frameworks are not checked here (their Linux interfaces carry no Apple
availability): only the macOS and Apple-platform jobs, which compile for the deployment targets, check those.

Usage: scripts/check-availability.py [--interface FILE ...] [--sources DIR ...] [--package Package.swift]
                                     [--allowlist FILE]
Exits 1 and lists every use above the floor; 2 when no interface is found.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS")
# `@available(SwiftStdlib X.Y, *)`: the stdlib's own macro, as the compiler defines it (utils/availability-macros.def).
SWIFT_STDLIB = {
    "5.7": "macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0",
    "5.8": "macOS 13.3, iOS 16.4, watchOS 9.4, tvOS 16.4",
    "5.9": "macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0",
    "5.10": "macOS 14.4, iOS 17.4, watchOS 10.4, tvOS 17.4",
    "6.0": "macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0",
    "6.1": "macOS 15.4, iOS 18.4, watchOS 11.4, tvOS 18.4",
    "6.2": "macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0",
    "6.3": "macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4",
}
MODULES = ("Swift", "_Concurrency", "Synchronization", "_StringProcessing")
AVAILABLE = re.compile(r"@available\(([^()]*)\)")
DECLARATION = re.compile(
    r"\b(?:func\s+(?P<func>[A-Za-z_]\w*)\s*(?:<[^(]*>)?\s*\((?P<params>[^)]*)"
    r"|init\s*[?!]?\s*(?:<[^(]*>)?\s*\((?P<initparams>[^)]*)"
    r"|(?:var|let)\s+(?P<var>[A-Za-z_]\w*)"
    r"|(?:struct|class|enum|protocol|actor|typealias|associatedtype)\s+(?P<type>[A-Za-z_]\w*))"
)


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def availability(arguments):
    """{platform: version} of one `@available(...)`; None for `*, unavailable`, `swift 5`, renames."""
    arguments = arguments.strip()
    macro = re.fullmatch(r"SwiftStdlib\s+([\d.]+)\s*,\s*\*", arguments)
    if macro:
        arguments = SWIFT_STDLIB.get(macro.group(1), "macOS 9999, iOS 9999, watchOS 9999, tvOS 9999") + ", *"
    found = {}
    for part in arguments.split(","):
        match = re.fullmatch(r"\s*(macOS|iOS|tvOS|watchOS)\s+([\d.]+)\s*", part)
        if match:
            found[match.group(1)] = version(match.group(2))
    return found or None


def merge(outer, inner):
    """The later of two availabilities, platform by platform (a member is never older than its scope)."""
    if not outer:
        return dict(inner or {})
    merged = dict(outer)
    for platform, introduced in (inner or {}).items():
        merged[platform] = max(merged.get(platform, (0,)), introduced)
    return merged


def first_label(params):
    params = params.strip()
    if not params:
        return "()"
    first = re.split(r"[:,]", params, maxsplit=1)[0].split()
    return first[0] if first else "_"


def parse_interface(text, table, public_only=True):
    """Adds each public declaration of an interface: table[key] = [availability, ...]; key is a type name,
    `name(label:` for a function (`name(_:` unlabeled, `name()` without arguments), `init(label:` or `.name`."""
    scopes = [None]  # availability of each open brace
    pending = []  # attributes since the last declaration
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("//") or stripped.startswith("#"):
            continue
        for match in AVAILABLE.finditer(stripped):
            parsed = availability(match.group(1))
            if parsed:
                pending.append(parsed)
        declaration = DECLARATION.search(stripped) if not public_only or re.search(r"\b(?:public|open)\b", stripped) else None
        opens_scope = None
        if declaration or stripped.startswith("extension") or re.search(r"\bextension\b", stripped):
            effective = scopes[-1]
            for attribute in pending:
                effective = merge(effective, attribute)
            pending = []
            if declaration:
                key = None
                if declaration.group("func"):
                    key = f"{declaration.group('func')}({first_label(declaration.group('params'))}"
                    if key.endswith("()"):
                        key = key[:-1] + ")"
                    else:
                        key += ":"
                elif declaration.group("initparams") is not None:
                    label = first_label(declaration.group("initparams"))
                    key = "init()" if label == "()" else f"init({label}:"
                elif declaration.group("var"):
                    key = "." + declaration.group("var")
                elif declaration.group("type"):
                    key = declaration.group("type")
                if key:
                    table.setdefault(key, []).append(effective or {})
            opens_scope = effective
        elif stripped and not stripped.startswith("@"):
            pending = []
        for char in stripped:
            if char == "{":
                scopes.append(opens_scope if opens_scope is not None else scopes[-1])
                opens_scope = None
            elif char == "}" and len(scopes) > 1:
                scopes.pop()
    return table


def describe(available):
    def text(introduced):
        return ".".join(map(str, introduced[:2] if introduced[2:] == (0,) else introduced))

    return ", ".join(f"{platform} {text(introduced)}" for platform, introduced in sorted(available.items()))


def above(available, floor):
    """The platforms where `available` is later than the floor, as text; empty when none is."""
    return describe({p: v for p, v in available.items() if p in floor and v > floor[p]}).split(", ") if any(
        p in floor and v > floor[p] for p, v in available.items()) else []


def deployment_targets(package):
    text = open(package, encoding="utf-8").read()
    floor = {}
    for platform, major in re.findall(r"\.(macOS|iOS|tvOS|watchOS)\(\.v(\d+(?:_\d+)*)\)", text):
        floor[platform] = version(major.replace("_", "."))
    return floor


def strip_code(text):
    """The source with comments and string literals blanked (line breaks kept, so line numbers hold)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:end - 1]) + '"')
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (min(j, n) - i - 1) + '"')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


USE = re.compile(
    r"(?P<dot>\.)?\b(?P<name>[A-Za-z_]\w*)\b(?:\s*(?P<call>\()\s*(?:(?P<label>[A-Za-z_]\w*)\s*:(?!:))?(?P<empty>\s*\))?)?")


def guarded_ranges(code):
    """Offsets of the `{…}` blocks opened by a statement or declaration with `#available`/`@available` in its head
    (the text since the last brace or semicolon), and of the rest of a block after `guard #available … else {…}`."""
    ranges = []
    stack = []
    statement_start = 0
    for index, char in enumerate(code):
        if char == "{":
            head = code[statement_start:index]
            is_guard = re.search(r"\bguard\s+#available\s*\(", head) is not None
            stack.append((index, not is_guard and re.search(r"[#@]available\s*\(", head) is not None))
            if is_guard:
                ranges.append((index, enclosing_end(code, index)))
            statement_start = index + 1
        elif char == "}":
            if stack:
                start, guarded = stack.pop()
                if guarded:
                    ranges.append((start, index))
            statement_start = index + 1
        elif char == ";":
            statement_start = index + 1
    return ranges


def enclosing_end(code, index):
    depth = 0
    for position in range(index, len(code)):
        if code[position] == "{":
            depth += 1
        elif code[position] == "}":
            depth -= 1
            if depth < 0:
                return position
    return len(code)


def scan(path, table, floor, allowed):
    text = open(path, encoding="utf-8").read()
    code = strip_code(text)
    guards = guarded_ranges(code)
    problems = []
    for match in USE.finditer(code):
        name = match.group("name")
        if match.group("call"):
            if match.group("empty"):
                keys = [f"{name}()"]
            else:
                keys = [f"{name}({match.group('label') or '_'}:"]
            if name[0].isupper():
                keys = [name] + [key.replace(name + "(", "init(", 1) for key in keys]
        elif match.group("dot"):
            keys = ["." + name]
        else:
            keys = [name]
        for key in keys:
            declarations = table.get(key)
            if not declarations or key in allowed or name in allowed:
                continue
            if not all(above(available, floor) for available in declarations):
                continue
            if any(start <= match.start() <= end for start, end in guards):
                continue
            newest = min(declarations, key=lambda available: sorted(available.items()))
            line = code.count("\n", 0, match.start()) + 1
            problems.append(
                f"{path}:{line}: uses {key.lstrip('.')}{'…)' if key.endswith(':') else ''} ({', '.join(above(newest, floor))}), above the deployment targets"
                f" ({describe(floor)}), outside"
                " `if #available`/`@available`")
            break
    return problems


def toolchain_interfaces():
    """The non-private interfaces of MODULES in the toolchain (`swiftc -print-target-info`) or the SDK."""
    roots = []
    try:
        info = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout)
        roots.append(info["paths"]["runtimeResourcePath"])
    except (OSError, subprocess.CalledProcessError, KeyError, ValueError):
        pass
    if os.environ.get("SDKROOT"):
        roots.append(os.path.join(os.environ["SDKROOT"], "usr/lib/swift"))
    found = []
    for root in roots:
        for module in MODULES:
            for candidate in sorted(glob.glob(os.path.join(root, "**", f"{module}.swiftmodule", "*.swiftinterface"), recursive=True)):
                if ".private." not in candidate and "swift_static" not in candidate:
                    found.append(candidate)
                    break
    return found


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--interface", action="append", default=[])
    parser.add_argument("--sources", action="append", default=[])
    parser.add_argument("--package", default="Package.swift")
    parser.add_argument("--allowlist", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "availability-allowlist.txt"))
    arguments = parser.parse_args(argv)
    interfaces = arguments.interface or toolchain_interfaces()
    if not interfaces:
        print("check-availability: no Swift.swiftinterface found in the toolchain (pass --interface)", file=sys.stderr)
        return 2
    table = {}
    for interface in interfaces:
        parse_interface(open(interface, encoding="utf-8").read(), table)
    floor = deployment_targets(arguments.package)
    if not floor:
        print(f"check-availability: no platforms in {arguments.package}", file=sys.stderr)
        return 2
    allowed = set()
    if os.path.exists(arguments.allowlist):
        for line in open(arguments.allowlist, encoding="utf-8"):
            entry = line.split("#", 1)[0].strip()
            if entry:
                allowed.add(entry)
    paths = []
    for directory in arguments.sources or ["Sources/TrackPlan"]:
        paths += sorted(glob.glob(os.path.join(directory, "**", "*.swift"), recursive=True))
    # A name the scanned sources declare themselves (`withLock` of their own lock, a nested `Kind`) is taken to mean
    # their own declaration: the scan cannot tell the two apart, so it judges neither.
    own = {}
    for path in paths:
        parse_interface(strip_code(open(path, encoding="utf-8").read()), own, public_only=False)
    own.update({key.lstrip("."): [] for key in list(own) if key.startswith(".")})
    problems = []
    for path in paths:
        problems += scan(path, table, floor, allowed | set(own))
    files = len(paths)
    for problem in problems:
        print(problem)
    above_floor = sum(1 for declarations in table.values() if all(above(a, floor) for a in declarations))
    print(
        f"check-availability: {files} files against {len(table)} names of {len(interfaces)} interfaces"
        f" ({above_floor} above the floor): {len(problems)} uses above it", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
