#!/usr/bin/env bash
# The benchmark gate (CI): instructions and heap allocations of lint, generate and diff of the synthetic plan
# (1,000 events x 20 properties; diff against --mutate-percent 5 --seed 1) and of `track` of the typed 8-property
# event, counted by valgrind's callgrind on the release build, compared with Benchmarks/baseline.json. Fails when a
# figure is more than the baseline's margin (5 %) above it. Counts do not depend on the machine's load; they do
# depend on the toolchain, glibc and json-c, so the baseline is recorded on the CI machine's image.
# In-process timings are printed after the counts, for information only: nothing asserts on time.
#
#   scripts/benchmark-gate.sh            check against the baseline
#   scripts/benchmark-gate.sh --update   record the measured figures as the new baseline (commit it, saying why)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
if ! command -v valgrind >/dev/null; then
    if [ "$(id -u)" = 0 ]; then apt-get install -y -qq valgrind >/dev/null; else sudo apt-get install -y -qq valgrind >/dev/null; fi
fi
swift build -c release --product trackplan-benchmarks >/dev/null
bin="$(swift build -c release --show-bin-path)"
work=".build/benchmark-gate"
rm -rf "$work" && mkdir -p "$work"
python3 scripts/synthetic-plan.py "$work/old" --events 1000 --properties 20 >/dev/null
python3 scripts/synthetic-plan.py "$work/new" --events 1000 --properties 20 --mutate-percent 5 --seed 1 >/dev/null

# valgrind 3.19 cannot read the DWARF 5 that clang writes for swift-crypto's C++: count a copy without debug info
# (function names stay; only file and line information goes).
cp "$bin/trackplan-benchmarks" "$work/trackplan-benchmarks"
strip --strip-debug "$work/trackplan-benchmarks"

status=0
python3 scripts/benchmark-gate.py --binary "$work/trackplan-benchmarks" --plans "$work" --baseline Benchmarks/baseline.json "$@" \
    || status=$?

echo "timings (in process, release, this machine now: reported, never asserted):"
"$bin/trackplan-benchmarks" lint "$work/old" 3 | grep -E "parse \+ check"
"$bin/trackplan-benchmarks" generate "$work/old" 3 | grep -E "best"
"$bin/trackplan-benchmarks" diff "$work/old" "$work/new" 3 | grep -E "diff alone|diff \+ config"
"$bin/trackplan-benchmarks" track 80000 10 | grep -E "^track: median"
exit "$status"
