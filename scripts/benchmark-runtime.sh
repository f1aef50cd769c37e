#!/usr/bin/env bash
# Runtime benchmarks, in release mode, each wrapped in /usr/bin/time -v for peak memory.
# Prints figures; nothing here asserts on timing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
swift build -c release --product trackplan-benchmarks
bench=$(swift build -c release --show-bin-path)/trackplan-benchmarks
measure() {
    /usr/bin/time -v "$bench" "$@" 2> >(grep -E "Maximum resident|Elapsed" >&2)
}

# Flush throughput to the local collector (127.0.0.1): events, batch size.
measure flush 20000 20
measure flush 20000 100

# track end to end (typed 8-property event, durable append) over 1,000,000 events, then the common-SDK
# baseline ([String: Any] + JSONSerialization + whole-queue file rewrite) over 10,000, in the same run.
measure track 1000000 10000
# track of a generated-shape event without a pattern, with a Regex pattern and with a PatternProgram, alternating.
measure pattern 50000 10
# Peak RSS of the whole process: 1,000 events queued, then 100,000 tracked with the collector down.
measure memory 1000
measure memory 100000

# Peak RSS and track median with 0, 10,000 and 100,000 events queued (collector down, every event kept), beside a
# bare process and the same process with an empty queue, as one table.
"$bench" queue-memory

# The pipeline's stages that cost something when in use, one at a time, against plain track (one process).
"$bench" pipeline 200000 3

# Before/after in one run: BASELINE=<trackplan-benchmarks built from an earlier commit> runs `track` with both
# binaries, alternating, so the two medians share the machine's load.
if [[ -n "${BASELINE:-}" ]]; then
    for round in 1 2 3; do
        echo "round $round, baseline:"; "$BASELINE" track 300000 10 | grep -E "median"
        echo "round $round, this tree:"; "$bench" track 300000 10 | grep -E "median"
    done
fi
