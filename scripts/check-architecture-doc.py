#!/usr/bin/env python3
"""Checks that Docs/Architecture.md says what the tree holds, where a script can tell.

Three rules, each read from the tree and from the page, so neither can drift alone (run from the package root,
or pass it as the one argument; exits 1 and lists every mismatch):

- the "SHARED BY ONE FILE" block lists exactly the symlinks under Sources/, as `link → the file it points to`,
  and every file a plugin compiles through a symlink is named in the "PLUGINS" block;
- a module whose "must not import" cell in the folder table names Foundation imports no Foundation
  (`Foundation`, `FoundationEssentials`, `FoundationNetworking`), except in the paths the cell names after
  "Foundation only in" (a folder ending in `/` or a file name);
- every module folder under Sources/ has a test target of its own, Tests/<Module>Tests, or an entry in
  TESTED_BY below saying which test target covers it (that folder must exist).
"""
import os
import re
import sys

# Modules whose tests live in a target not named after them, and why.
TESTED_BY = {
    "TrackPlan": "TrackPlanRuntimeTests",  # the runtime; delivery and entitlements have suites of their own too
    "TrackPlanModel": "TrackPlanCheckTests",  # the checker's output: built and asserted there
    "TrackPlanFiles": "TrackPlanCLITests",  # the CLI's disk I/O, run through the built binary
    "TrackPlanDiffFiles": "TrackPlanCLITests",  # one diff run from disk and git, run through the built binary
    "trackplan": "TrackPlanCLITests",  # the CLI itself
    "trackplan-build-tool": "TrackPlanCLITests",  # the plugins' tool, run by ExitStatusTests
    "trackplan-diff-tool": "TrackPlanCLITests",  # the diff plugin's tool
    "CJSONC": "TrackPlanParseTests",  # json-c through its module map
    "CTrackPlanCRC32C": "TrackPlanRuntimeTests",  # the log's checksum, in LogFormatTests
}

DOC = "Docs/Architecture.md"
FOUNDATION_IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(Foundation(?:Essentials|Networking)?)\b",
    re.MULTILINE,
)
ARROW = re.compile(r"^\s+(\S+)\s+→\s+(\S+)\s*$")


def block(lines, title):
    """The lines after the one starting with `title` up to the next blank line."""
    for index, line in enumerate(lines):
        if line.startswith(title):
            out = []
            for following in lines[index + 1:]:
                if not following.strip():
                    break
                out.append(following)
            return out
    return None


def symlinks(root, top):
    """(link, target), both relative to `root`, for every symlink under `top`."""
    found = set()
    for directory, names, files in os.walk(os.path.join(root, top)):
        for name in names + files:
            path = os.path.join(directory, name)
            if os.path.islink(path):
                target = os.path.normpath(os.path.join(directory, os.readlink(path)))
                found.add((os.path.relpath(path, root), os.path.relpath(target, root)))
    return found


def check_symlinks(root, lines, problems):
    shared = block(lines, "SHARED BY ONE FILE")
    if shared is None:
        problems.append(f"{DOC}: no \"SHARED BY ONE FILE\" block")
        return
    documented = {match.groups() for match in map(ARROW.match, shared) if match}
    real = symlinks(root, "Sources")
    for link, target in sorted(real - documented):
        problems.append(f"{DOC}: the symlink {link} → {target} is not in the \"SHARED BY ONE FILE\" block")
    for link, target in sorted(documented - real):
        problems.append(f"{DOC}: \"SHARED BY ONE FILE\" lists {link} → {target}, but no such symlink exists")
    plugins = block(lines, "PLUGINS")
    if plugins is None:
        return
    named = " ".join(plugins)
    for link, target in sorted(symlinks(root, "Plugins")):
        if target not in named:
            problems.append(f"{DOC}: {link} compiles {target}, which the \"PLUGINS\" block does not name")


def folder_rows(lines):
    """(module, must-not-import cell) for each `Sources/<Module>` row of the folder table."""
    for line in lines:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3:
            match = re.fullmatch(r"`Sources/([^`/]+)`", cells[0])
            if match:
                yield match.group(1), cells[2]


def check_foundation(root, lines, problems):
    for module, cell in folder_rows(lines):
        mention = re.search(r"(?<![\w-])Foundation(?![\w-])(?P<rest>[^;|]*)", cell)
        if not mention:
            continue
        allowed = []
        only = re.match(r"\s+only in (.*)", mention.group("rest"))
        if only:
            allowed = re.findall(r"`([^`]+)`", only.group(1))
        directory = os.path.join(root, "Sources", module)
        for folder, _, files in os.walk(directory):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, directory)
                if any(relative.startswith(a) if a.endswith("/") else name == a for a in allowed):
                    continue
                with open(path, encoding="utf-8") as file:
                    imported = FOUNDATION_IMPORT.search(file.read())
                if imported:
                    problems.append(
                        f"{os.path.relpath(path, root)}: imports {imported.group(1)}, but {DOC} says {module} does not")


def check_test_targets(root, problems):
    tests = os.path.join(root, "Tests")
    for module in sorted(os.listdir(os.path.join(root, "Sources"))):
        if not os.path.isdir(os.path.join(root, "Sources", module)):
            continue
        target = TESTED_BY.get(module, f"{module}Tests")
        if not os.path.isdir(os.path.join(tests, target)):
            where = "its entry in TESTED_BY names" if module in TESTED_BY else "it needs"
            problems.append(f"Sources/{module}: no test target: {where} Tests/{target}, which does not exist")


def main() -> int:
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    with open(os.path.join(root, DOC), encoding="utf-8") as file:
        lines = file.read().splitlines()
    problems = []
    check_symlinks(root, lines, problems)
    check_foundation(root, lines, problems)
    check_test_targets(root, problems)
    for problem in problems:
        print(f"error: {problem}")
    print(f"architecture doc: symlinks, Foundation-free modules and test targets checked, {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
