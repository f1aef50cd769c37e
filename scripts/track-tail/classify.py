#!/usr/bin/env python3
"""Classifies each `track` call of a run recorded by shim.c by the system calls made inside it, and says how much
each class adds to the mean over the median. Usage: classify.py RUN.bin CALLS (the benchmark's call count)."""
import collections
import struct
import sys

NAMES = {1: "fallocate", 2: "madvise", 3: "mmap", 4: "munmap", 5: "open", 6: "unlink", 7: "ftruncate", 8: "fsync",
         9: "wake", 10: "fadvise"}
path, calls_expected = sys.argv[1], int(sys.argv[2])
data = open(path, "rb").read()
records = [struct.unpack_from("<QQQII", data, offset) for offset in range(0, len(data) - 31, 32)]
main = [r for r in records if r[4] == 0]
# `track`'s timed loop is the first run of 2 x CALLS main-thread clock reads that alternate between two call sites
# (before and after each call); the reads before it are the benchmark's own start and the client's.
reads = [index for index, r in enumerate(main) if r[3] == 0]
pairs = None
for skip in range(0, 64):
    candidate = reads[skip:skip + 2 * calls_expected]
    if len(candidate) < 2 * calls_expected: break
    # The compiler may peel the loop: the first call's start, or the last call's end, read at a site of its own.
    before = {main[i][2] for i in candidate[2::2]}
    after = {main[i][2] for i in candidate[1:-1:2]}
    gaps = [main[candidate[k + 1]][0] - main[candidate[k]][0] for k in range(0, 2000, 2)]
    between = [main[candidate[k + 1]][0] - main[candidate[k]][0] for k in range(1, 2000, 2)]
    # Each call takes longer than the benchmark's step from one call's end to the next call's start.
    if len(before) == 1 and len(after) == 1 and before != after and sorted(gaps)[500] > sorted(between)[500]:
        pairs = candidate
        break
if pairs is None:
    sys.exit(f"no run of {calls_expected} timed calls found")
calls = []
for k in range(0, len(pairs) - 1, 2):
    first, last = pairs[k], pairs[k + 1]
    inside = [r for r in main[first + 1:last] if r[3] != 0]
    calls.append((main[last][0] - main[first][0], inside))
durations = sorted(d for d, _ in calls)
n = len(durations)
median = durations[n // 2]
mean = sum(durations) / n
print(f"{n} calls: mean {mean:.0f} ns, median {median}, p90 {durations[int(n * .9)]}, p99 {durations[int(n * .99)]},"
      f" p99.9 {durations[int(n * .999)]}; excess over the median {sum(d - median for d in durations) / 1e6:.2f} ms")
classes = collections.defaultdict(list)
for duration, inside in calls:
    name = " + ".join(sorted({NAMES.get(r[3], str(r[3])) for r in inside})) or "no system call"
    classes[name].append(duration)
for name, values in sorted(classes.items(), key=lambda item: -sum(v - median for v in item[1])):
    values.sort()
    slow = [v for v in values if v >= 10_000]
    print(f"{name:45s} {len(values):6d} calls, median {values[len(values) // 2]:7d} ns, excess {sum(v - median for v in values) / 1e6:6.2f} ms"
          f" ({len(slow)} of 10 us or more: {sum(v - median for v in slow) / 1e6:.2f} ms)")
others = collections.Counter(NAMES.get(r[3], str(r[3])) for r in records if r[4] != 0)
print("other threads:", ", ".join(f"{name} {count}" for name, count in others.most_common()))
