#!/usr/bin/env python3
"""Checks that every target's declared dependencies match what its sources import.

Reads the targets from `swift package describe --type json` and the `import` lines of each target's sources
(`@testable`, `@_spi(...)` and conditional imports included). Two mistakes fail the check:

- a source imports a module of this package that its target does not declare (it builds today only because
  another target pulled the module in; with explicit module builds, or after a change elsewhere, it breaks);
- a target declares a library target of this package that none of its sources import (an edge in the module
  graph that does nothing). Executable targets are exempt: they are declared to be built, not imported.

- a target depends on a module its layer must not reach (Docs/Architecture.md, "must not import"): the runtime
  on host modules, the host tools on the runtime, a pipeline stage on a later one, TestSupport on anything.

Modules that are not targets of this package (Foundation, Testing, PackagePlugin, products of other packages)
are not judged here; the compiler does that. Run from the package root; exits 1 and lists every mismatch.
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_]\w*)",
    re.MULTILINE,
)


HOST = {"CJSONC", "TrackPlanModel", "TrackPlanCatalogue", "TrackPlanParse", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "TrackPlanDiffFiles", "TrackPlanFiles", "trackplan"}
MUST_NOT_REACH = {
    "TrackPlan": HOST,
    "TrackPlanModel": HOST | {"TrackPlan"},
    "TrackPlanParse": {"TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "trackplan", "TrackPlan"},
    "TrackPlanCheck": {"TrackPlanGenerate", "TrackPlanDiff", "trackplan", "TrackPlan"},
    "TrackPlanGenerate": {"CJSONC", "TrackPlanParse", "TrackPlanCheck", "TrackPlanDiff", "trackplan", "TrackPlan"},
    "TrackPlanDiff": {"TrackPlanCheck", "TrackPlanGenerate", "trackplan", "TrackPlan"},
    "TrackPlanCatalogue": {"CJSONC", "TrackPlanParse", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "TrackPlanFiles", "trackplan", "TrackPlan"},
    "trackplan": {"TrackPlan"},
    "TestSupport": None,  # None: no module of this package at all
}


def main() -> int:
    description = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], check=True, capture_output=True, text=True).stdout)
    targets = description["targets"]
    by_module = {target["c99name"]: target for target in targets}
    problems = []
    for target in sorted(targets, key=lambda t: t["name"]):
        declared = set(target.get("target_dependencies", []))
        imported = {}
        for source in target.get("sources", []):
            path = os.path.join(target["path"], source)
            if not path.endswith(".swift"):
                continue
            with open(path, encoding="utf-8") as file:
                for module in IMPORT.findall(file.read()):
                    if module in by_module and module != target["c99name"]:
                        imported.setdefault(by_module[module]["name"], path)
        forbidden = MUST_NOT_REACH.get(target["name"], set())
        for name in sorted(declared | set(imported)):
            if forbidden is None or name in forbidden:
                problems.append(f"Package.swift: target '{target['name']}' reaches {name}, which its layer must not (Docs/Architecture.md)")
        for name, path in sorted(imported.items()):
            if name not in declared:
                problems.append(f"{path}: imports {name}, but target '{target['name']}' does not declare it")
        for name in sorted(declared - set(imported)):
            dependency = next((t for t in targets if t["name"] == name), None)
            if dependency is not None and dependency["type"] not in ("executable", "plugin"):
                problems.append(f"Package.swift: target '{target['name']}' declares {name}, but none of its sources imports it")
    for problem in problems:
        print(f"error: {problem}")
    checked = len(targets)
    print(f"target dependencies: {checked} targets checked, {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
