#!/usr/bin/env bash
# Lint benchmark: generates the synthetic plan (default 1,000 events × 20 properties), builds release, and prints
# wall time, CPU time (user + system) and peak memory (/usr/bin/time -v, medians of 5 runs) of `trackplan lint` and
# of parsing the same files with Foundation's JSONSerialization, side by side; then in-process timings. Targets:
# lint under 300 ms and 100 MB. On a shared machine wall time depends on the load average, which is printed too.
#   scripts/benchmark-lint.sh [events] [properties]
set -euo pipefail
source "$(dirname "$0")/benchmark-setup.sh"
echo "plan: $events events × $properties properties, $(find "$plan" -name '*.json' | wc -l) files, $(du -sh "$plan" | cut -f1)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

# Prints "wall_ms cpu_ms peak_mb": medians of 5 runs under /usr/bin/time -v (after one warm-up run).
measure() {
    "$@" >/dev/null 2>&1 || true
    for _ in 1 2 3 4 5; do
        /usr/bin/time -v "$@" >/dev/null 2>"$work/time.txt" || true
        awk -F': ' '
            /Elapsed \(wall clock\)/ { n = split($2, t, ":"); wall = (n == 3 ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2]) * 1000 }
            /User time \(seconds\)/ { cpu += $2 * 1000 }
            /System time \(seconds\)/ { cpu += $2 * 1000 }
            /Maximum resident set size/ { rss = $2 / 1024 }
            END { printf "%.0f %.0f %.1f\n", wall, cpu, rss }' "$work/time.txt"
    done >"$work/runs.txt"
    echo "$(sort -n -k1 "$work/runs.txt" | sed -n 3p | cut -d' ' -f1) $(sort -n -k2 "$work/runs.txt" | sed -n 3p | cut -d' ' -f2) $(sort -n -k3 "$work/runs.txt" | sed -n 3p | cut -d' ' -f3)"
}

read -r lint_ms lint_cpu lint_mb < <(measure "$bin/trackplan" lint "$plan")
read -r foundation_ms foundation_cpu foundation_mb < <(measure "$bin/trackplan-benchmarks" parse-jsonserialization "$plan" 1)
echo
printf '%-60s %8s %8s %8s\n' "process, median of 5 runs (/usr/bin/time -v)" "wall ms" "cpu ms" "peak MB"
printf '%-60s %8s %8s %8s\n' "trackplan lint: json-c parse + locations + check + output" "$lint_ms" "$lint_cpu" "$lint_mb"
printf '%-60s %8s %8s %8s\n' "JSONSerialization parse of the same files (no checks)" "$foundation_ms" "$foundation_cpu" "$foundation_mb"
echo
echo "in process:"
"$bin/trackplan-benchmarks" lint "$plan"
"$bin/trackplan-benchmarks" parse-jsonserialization "$plan"
