#!/usr/bin/env bash
# Runs one libFuzzer target of Fuzz/ (Docs/Fuzzing.md) for SECONDS seconds, niced, on its corpus.
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer arguments or a crash file to replay]
# TARGET: plan, diff, log, import (or fuzz-plan, ...). SECONDS 0 with a file replays that file once.
# The instrumented build (-sanitize=fuzzer,address, release, testable for the log target) goes to Fuzz/.build-fuzz;
# TRACKPLAN_FUZZ_NO_BUILD=1 runs the binary already there (while another target builds in the same directory).
# The working corpus is Fuzz/.corpus/TARGET (gitignored), seeded from Fuzz/Seeds/TARGET and scripts/fuzz-seeds.sh;
# new findings land in Fuzz/.findings/TARGET. Hangs: the plan and diff targets fail an input that takes over a second
# of CPU time; libFuzzer's wall-clock -timeout is 10 s (TRACKPLAN_FUZZ_TIMEOUT), since a niced run waits on a busy machine.
# Prints libFuzzer's last status line (exec/s, cov, ft) at the end.
# TRACKPLAN_FUZZ_REPORT_ONLY=1: a finding is printed and kept but the exit status is 0 (a build failure still fails).
# Under CI (CI set) the run's random seed is fixed (TRACKPLAN_FUZZ_SEED, default 1): CI's short run walks the same
# inputs every time, so a finding there is reproducible, never the luck of one run's draw.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
target=${1:?usage: scripts/fuzz.sh TARGET SECONDS [args]}
target=fuzz-${target#fuzz-}
seconds=${2:?usage: scripts/fuzz.sh TARGET SECONDS [args]}
shift 2
scratch=${TRACKPLAN_FUZZ_BUILD:-$root/Fuzz/.build-fuzz}
export TRACKPLAN_FUZZ=1  # the root package then declares the importers' product Fuzz/ links (Package.swift)
[ -n "${TRACKPLAN_FUZZ_NO_BUILD:-}" ] || scripts/niced.sh swift build --package-path Fuzz --scratch-path "$scratch" -c release --product "$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld >&2  # gold fails on these links
binary="$scratch/release/$target"
# Swift's once-initialised globals look like leaks to LeakSanitizer; memory is bounded by -rss_limit_mb instead.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# Swift's own backtracer reads memory ASan calls wild; ASan's report is the one to read.
export SWIFT_BACKTRACE=enable=no
name=${target#fuzz-}
if [ "$seconds" = 0 ] && [ $# -gt 0 ]; then
  exec nice -n 19 "$binary" -timeout="${TRACKPLAN_FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -detect_leaks=0 "$@"
fi
corpus=$root/Fuzz/.corpus/$name
findings=$root/Fuzz/.findings/$name
mkdir -p "$corpus" "$findings"
[ -n "$(ls -A "$corpus")" ] || scripts/fuzz-seeds.sh "$name" "$corpus"
seed=()
[ -z "${CI:-}" ] || seed=(-seed="${TRACKPLAN_FUZZ_SEED:-1}")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
nice -n 19 "$binary" "$corpus" "$root/Fuzz/Seeds/$name" -dict="$root/Fuzz/trackplan.dict" -max_len=65536 -timeout="${TRACKPLAN_FUZZ_TIMEOUT:-10}" \
  -rss_limit_mb=2048 -detect_leaks=0 -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$findings/" "${seed[@]}" "$@" 2>"$log" || status=$?
grep -E '^#[0-9]+' "$log" | tail -1 || true
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
if [ "$status" -ne 0 ]; then
  tail -60 "$log" >&2
  echo "fuzz.sh: $target found a failing input (above); it is in $findings" >&2
  if [ -n "${TRACKPLAN_FUZZ_REPORT_ONLY:-}" ]; then
    echo "fuzz.sh: reported, not failed (TRACKPLAN_FUZZ_REPORT_ONLY): minimise it into a regression test (Docs/Fuzzing.md)" >&2
    exit 0
  fi
fi
exit "$status"
