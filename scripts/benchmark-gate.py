#!/usr/bin/env python3
"""Counts instructions and heap allocations of the gated workloads under callgrind and compares them with the
committed baseline (Benchmarks/baseline.json). Called by scripts/benchmark-gate.sh, which builds the binary and
writes the synthetic plans.

A figure fails the gate when it is more than the baseline's margin above its baseline value and more than the
metric's slack (an absolute count, for figures as small as track's allocations, whose few roll-over allocations vary
from run to run) above it. `--update` writes the
measured figures as the new baseline instead (commit it with a message that says why the figures moved).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# Functions whose calls count as heap allocations (glibc's entry points; Swift's allocator calls them).
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign", "valloc"}


def workloads(plans, track_events):
    """name -> (arguments of `trackplan-benchmarks once`, counting, calls): 'difference' subtracts a --setup-only run,
    'toggle' counts only inside callgrindMeasured. Figures are totals; `calls` only divides them for the report."""
    old, new = os.path.join(plans, "old"), os.path.join(plans, "new")
    return {
        "lint": (["lint", old], "difference", 1),
        "generate": (["generate", old], "difference", 1),
        "diff": (["diff", old, new], "difference", 1),
        "track": (["track", str(track_events)], "toggle", track_events),
    }


def callgrind(binary, arguments, toggle, work, dump_before=False):
    """(instructions, allocations) of one run under callgrind. With `dump_before`, of the part of the run from the
    first call of callgrindMeasured to the end (the counts before it go to a separate file, ignored)."""
    out = tempfile.NamedTemporaryFile(dir=work, prefix="callgrind.", suffix=".out", delete=False).name
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--compress-strings=no", "--compress-pos=no"]
    if toggle:
        command += ["--toggle-collect=*callgrindMeasured*"]
    if dump_before:
        command += ["--dump-before=*callgrindMeasured*"]
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    result = subprocess.run(command + [binary, "once"] + arguments, env=environment, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit("callgrind run failed: " + " ".join(arguments))
    instructions, allocations, callee = 0, 0, None
    with open(out) as profile:
        for line in profile:
            if line.startswith("cfn="):
                callee = re.sub(r"'\d+$", "", line[4:].strip().split(" ")[-1])
            elif line.startswith("calls=") and callee in ALLOCATORS:
                allocations += int(line[6:].split()[0])
            elif line.startswith("totals:") or line.startswith("summary:"):
                instructions = max(instructions, int(line.split()[1]))
    for path in [out] + [out + "." + str(part) for part in range(1, 4)]:
        if os.path.exists(path):
            os.remove(path)
    return instructions, allocations


def measure(binary, plans, work, track_events, only):
    figures = {}
    for name, (arguments, counting, per) in workloads(plans, track_events).items():
        if only and name not in only:
            continue
        # `track` runs with manual flushing (GateWorkloads.swift): no delivery thread works while the calls are
        # counted, so one count is exact (five runs of one binary gave the same figures).
        instructions, allocations = callgrind(binary, arguments, counting == "toggle", work)
        if counting == "toggle":
            # Under --toggle-collect callgrind still counts every call of a caller/callee pair it saw inside the
            # window, made before or after it too (the setup's and warm-up's mallocs showed as 1.4 per `track`).
            # Allocations are counted instead from the window's start to the end of the run, less the same with
            # no calls in the window (the teardown).
            _, with_calls = callgrind(binary, arguments, False, work, dump_before=True)
            _, without_calls = callgrind(binary, [arguments[0], "0"] + arguments[2:], False, work, dump_before=True)
            allocations = with_calls - without_calls
        if counting == "difference":
            setup_instructions, setup_allocations = callgrind(binary, arguments + ["--setup-only"], False, work)
            instructions -= setup_instructions
            allocations -= setup_allocations
        figures[name] = {"instructions": instructions, "allocations": allocations}
        each = f" ({instructions / per:,.0f} and {allocations / per:,.1f} per call, {per} calls)" if per > 1 else ""
        print(f"  {name}: {instructions:,} instructions, {allocations:,} allocations{each}", flush=True)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="release trackplan-benchmarks")
    parser.add_argument("--plans", required=True, help="directory holding the synthetic plans old/ and new/")
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--update", action="store_true", help="write the measured figures as the new baseline")
    parser.add_argument("--track-events", type=int, default=1000)
    parser.add_argument("--workloads", help="comma-separated subset to count (default: all)")
    options = parser.parse_args()

    with open(options.baseline) as file:
        baseline = json.load(file)
    margin = baseline["margin"]
    slack = baseline.get("slack", {})
    print(f"callgrind counts (valgrind --tool=callgrind, SWIFT_DETERMINISTIC_HASHING=1), margin {margin:.0%}:")
    only = set(options.workloads.split(",")) if options.workloads else None
    figures = measure(options.binary, options.plans, os.path.dirname(options.binary), options.track_events, only)

    if options.update:
        baseline["figures"].update(figures)
        with open(options.baseline, "w") as file:
            json.dump(baseline, file, indent=2)
            file.write("\n")
        print(f"wrote {options.baseline}: commit it with a message that says why the figures moved")
        return 0

    failures = []
    print(f"{'workload':<10} {'metric':<13} {'baseline':>15} {'measured':>15} {'change':>8}")
    for name, metrics in figures.items():
        for metric, value in metrics.items():
            expected = baseline["figures"].get(name, {}).get(metric)
            if expected is None:
                failures.append(f"{name} {metric}: no baseline (run scripts/benchmark-gate.sh --update)")
                continue
            change = (value - expected) / expected if expected else 0.0
            allowed = max(expected * (1 + margin), expected + slack.get(metric, 0))
            verdict = "FAIL" if value > allowed else ""
            print(f"{name:<10} {metric:<13} {expected:>15,} {value:>15,} {change:>+7.1%} {verdict}")
            if verdict:
                failures.append(f"{name} {metric}: {value:,} is {change:+.1%} against the baseline {expected:,}")
    if failures:
        print("\nbenchmark gate FAILED (more than the margin above Benchmarks/baseline.json):")
        for failure in failures:
            print("  " + failure)
        print("If the growth is intended, run scripts/benchmark-gate.sh --update and commit the baseline with the reason.")
        return 1
    print("benchmark gate passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
