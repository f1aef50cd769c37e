#!/usr/bin/env bash
# Benchmarks `trackplan diff` on two versions of the synthetic 1,000-event x 20-property plan that differ in 5% of
# their properties (scripts/synthetic-plan.py --mutate-percent 5). Reports the end-to-end wall time of the release
# binary (process start, reading and parsing both plans, diffing, rendering) and its peak RSS from /usr/bin/time -v,
# then the in-process time of each phase. Target: under 300 ms wall. On a busy machine wall time mostly measures
# the wait for a core, so the load average is printed and the CPU time (user+sys) is reported beside it.
#
#   scripts/benchmark-diff.sh [runs]     (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
scripts/ensure-json-c.sh
work=".build/benchmark-diff"
rm -rf "$work" && mkdir -p "$work"
python3 scripts/synthetic-plan.py "$work/old" --events 1000 --properties 20
python3 scripts/synthetic-plan.py "$work/new" --events 1000 --properties 20 --mutate-percent 5 --seed 1
echo "plans: $(find "$work/old" -name '*.json' | wc -l) files, $(du -sh "$work/old" | cut -f1) each"

swift build -c release --product trackplan >/dev/null
swift build -c release --product trackplan-benchmarks >/dev/null
bin="$(swift build -c release --show-bin-path)"

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime), cores: $(nproc)"
walls=()
for run in $(seq "$runs"); do
  set +e
  /usr/bin/time -v "$bin/trackplan" diff "$work/old" "$work/new" --format json >"$work/report.json" 2>"$work/time.txt"
  status=$?
  set -e
  if [ "$status" -eq 2 ]; then cat "$work/time.txt" >&2; exit 2; fi
  wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
  cpu=$(awk -F': ' '/User time|System time/ {sum += $2} END {print sum * 1000}' "$work/time.txt")
  seconds=$(python3 -c "import sys; p=sys.argv[1].split(':'); print(float(p[-1]) + 60*float(p[-2]))" "$wall")
  walls+=("$seconds")
  printf "run %d: wall %.0f ms, CPU (user+sys) %.0f ms, peak RSS %.1f MiB, exit %d\n" \
    "$run" "$(python3 -c "print($seconds*1000)")" "$cpu" "$(python3 -c "print($rss/1024)")" "$status"
done
python3 - "$work/report.json" "${walls[@]}" <<'PY'
import json, statistics, sys
report = json.load(open(sys.argv[1]))
walls = sorted(float(w) * 1000 for w in sys.argv[2:])
print("findings: %d (%s)" % (len(report["findings"]), ", ".join("%s %d" % (k, v) for k, v in report["summary"].items())))
print("wall: median %.0f ms, min %.0f ms, max %.0f ms (target < 300 ms)" % (statistics.median(walls), walls[0], walls[-1]))
PY
"$bin/trackplan-benchmarks" diff "$work/old" "$work/new" 5
