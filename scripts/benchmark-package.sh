#!/usr/bin/env bash
# TrackPlan's benchmarks on ordo-one/package-benchmark (Benchmarks/Suite, a package of its own): wall clock, CPU time
# and malloc counts of `track` of the typed 8-property event and of lint, generate and diff of the synthetic plan,
# compared with the stored baseline (Benchmarks/Suite/.benchmarkBaselines/*/default). Only allocations can fail the
# check (more than 5 % above the baseline at the median); timings are printed beside the baseline's, never checked.
#
#   scripts/benchmark-package.sh            run the benchmarks and check them against the baseline (exit 1 on a regression)
#   scripts/benchmark-package.sh --update   run them and store the figures as the new baseline (commit it, saying why)
#   scripts/benchmark-package.sh -- ARGS    pass ARGS to `swift package benchmark` (e.g. -- --filter track)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
suite=Benchmarks/Suite
plans="$PWD/$suite/.build/plans"
if [ ! -d "$plans/new" ]; then
    python3 scripts/synthetic-plan.py "$plans/old" --events 1000 --properties 20 >/dev/null
    python3 scripts/synthetic-plan.py "$plans/new" --events 1000 --properties 20 --mutate-percent 5 --seed 1 >/dev/null
fi
export TRACKPLAN_BENCHMARK_PLANS="$plans"
cd "$suite"

case "${1:-}" in
--update)
    swift package --allow-writing-to-package-directory benchmark baseline update default --no-progress
    echo "stored $suite/.benchmarkBaselines: commit it with a message that says why the figures moved"
    ;;
--)
    shift
    swift package benchmark "$@"
    ;;
"")
    # Exit status of `baseline check`: 0 no change beyond the thresholds, 4 improvements only, 2 a regression.
    status=0
    swift package benchmark baseline check default --no-progress || status=$?
    case "$status" in
    0 | 4) echo "package-benchmark check passed (allocations within 5 % of the baseline)" ;;
    2)
        echo "package-benchmark check FAILED: allocations grew more than 5 % (see the table above)." >&2
        echo "If the growth is intended, run scripts/benchmark-package.sh --update and commit the baseline with the reason." >&2
        exit 1
        ;;
    *) exit "$status" ;;
    esac
    ;;
*)
    echo "usage: scripts/benchmark-package.sh [--update | -- ARGS]" >&2
    exit 64
    ;;
esac
