#!/usr/bin/env bash
# Lint benchmark: generates the 1,000 events × 20 properties synthetic plan, builds release, then reports wall time
# and peak memory (/usr/bin/time -v) for `trackplan lint` and for parsing the same files with Foundation's
# JSONSerialization, side by side. Targets: lint under 300 ms and under 100 MB.
#   scripts/benchmark-lint.sh [events] [properties]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
events=${1:-1000}
properties=${2:-20}
plan=$(mktemp -d)/synthetic-plan
trap 'rm -rf "$(dirname "$plan")"' EXIT
python3 scripts/synthetic-plan.py "$plan" --events "$events" --properties "$properties"
swift build -c release --product trackplan >/dev/null
swift build -c release --product trackplan-benchmarks >/dev/null
bin=$(swift build -c release --show-bin-path)
echo "plan: $events events × $properties properties, $(find "$plan" -name '*.json' | wc -l) files, $(du -sh "$plan" | cut -f1)"

# Runs a command under /usr/bin/time -v; prints its own output, then "wall_ms rss_mb" on the last line of $stats.
measure() {
    local stats
    stats=$(mktemp)
    "$@" >"$stats.out" 2>/dev/null || true
    /usr/bin/time -v "$@" >"$stats.out" 2>"$stats" || true
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {split($2, t, ":"); printf "%.0f", (t[1] * 60 + t[2]) * 1000}' "$stats")
    rss=$(awk -F': ' '/Maximum resident set size/ {printf "%.1f", $2 / 1024}' "$stats")
    echo "$wall $rss"
    cat "$stats.out" >&2
    rm -f "$stats" "$stats.out"
}

read -r lint_ms lint_mb < <(measure "$bin/trackplan" lint "$plan" 2>/dev/null)
read -r bench_ms bench_mb < <(measure "$bin/trackplan-benchmarks" lint "$plan" 2>/dev/null)
read -r foundation_ms foundation_mb < <(measure "$bin/trackplan-benchmarks" parse-jsonserialization "$plan" 2>/dev/null)
echo
printf '%-58s %10s %10s\n' "process (one run, /usr/bin/time -v)" "wall ms" "peak MB"
printf '%-58s %10s %10s\n' "trackplan lint (json-c parse + check + print)" "$lint_ms" "$lint_mb"
printf '%-58s %10s %10s\n' "trackplan-benchmarks lint (5 rounds of parse, then load)" "$bench_ms" "$bench_mb"
printf '%-58s %10s %10s\n' "trackplan-benchmarks parse-jsonserialization (5 rounds)" "$foundation_ms" "$foundation_mb"
echo
echo "in-process timings:"
"$bin/trackplan-benchmarks" lint "$plan"
"$bin/trackplan-benchmarks" parse-jsonserialization "$plan"
