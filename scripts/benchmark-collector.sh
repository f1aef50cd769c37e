#!/usr/bin/env bash
# Load benchmark of trackplan-collector: wrk on loopback (a second process) posting batches of 100 events of
# the example plan (Collector/Benchmarks/load.lua) to a release build with validation on and every event
# stored in SQLite. Prints events/s, latency percentiles, stored count and the collector's RSS over the run.
#
#   scripts/benchmark-collector.sh [seconds=30] [connections=4]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
connections="${2:-4}"
command -v wrk >/dev/null || apt-get install -y -q wrk >/dev/null
scripts/ensure-json-c.sh
scratch="${COLLECTOR_SCRATCH_PATH:-.build}"
(cd Collector && swift build -c release --scratch-path "$scratch" --product trackplan-collector >/dev/null)
binary="$(cd Collector && swift build -c release --scratch-path "$scratch" --show-bin-path)/trackplan-collector"

work="$(mktemp -d)"
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
"$binary" Schemas --port 0 --write-key bench-key --store "$work/store.sqlite" --quiet 2>"$work/stderr" &
pid=$!
for _ in $(seq 100); do grep -q listening "$work/stderr" && break; sleep 0.1; done
url="$(grep -o 'http://[^ ]*' "$work/stderr")"
rss() { awk '/VmRSS/ {print $2 / 1024 " MiB"}' "/proc/$pid/status"; }
echo "collector $url, pid $pid, RSS at start: $(rss)"

# Warm up, then sample RSS every 5 s during the measured run.
wrk -t1 -c"$connections" -d3s -s Collector/Benchmarks/load.lua "$url" >/dev/null
(elapsed=0; while sleep 5; do elapsed=$((elapsed + 5)); echo "  RSS after ${elapsed}s: $(rss)"; done) &
sampler=$!
wrk -t2 -c"$connections" -d"${seconds}s" --latency -s Collector/Benchmarks/load.lua "$url" | grep -E "events/s|latency p50|requests:|Requests/sec"
kill "$sampler"
stored="$(curl -s "$url/api/summary" | python3 -c 'import json,sys; s=json.load(sys.stdin); print(s["total"], "stored,", s["invalid"], "invalid")')"
echo "store: $stored; RSS at end: $(rss), peak: $(awk '/VmHWM/ {print $2 / 1024 " MiB"}' "/proc/$pid/status")"
echo "database: $(du -h "$work/store.sqlite" | cut -f1)"
