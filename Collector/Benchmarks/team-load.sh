#!/usr/bin/env bash
# Load benchmark of trackplan-collector's stores: wrk in a second process (Collector/Benchmarks/load.lua: batches of
# 100 example-plan events, one in ten invalid), release build, validation on, every event stored.
#
#   1. one instance on SQLite;
#   2. one instance on PostgreSQL;
#   3. two instances on one PostgreSQL (one wrk per instance, different messages): the sum, and its ratio to 2;
#   4. the same keyed batches sent to both instances at once: rows stored vs distinct messageIds (must be equal);
#   5. RSS of one PostgreSQL instance at the start and end of a sustained run.
#
#   Collector/Benchmarks/team-load.sh
#
# Environment: TRACKPLAN_LOAD_SECONDS (30) per measured run, TRACKPLAN_LOAD_CONNECTIONS (4) in all, split between
# the instances of a two-instance run, TRACKPLAN_LOAD_MINUTES (10) for the sustained run, TRACKPLAN_COLLECTOR for a
# binary already built (otherwise `swift build -c release` in Collector/).
#
# PostgreSQL is a private server (Collector/Tests/postgres/postgres-server.sh) with fsync on and synchronous_commit
# off: like the SQLite store's WAL with synchronous=NORMAL, a crash of the machine may lose the last commits, never
# corrupt the database. Every row carries the 1-minute load average at its end: the machine is shared by the
# collector, wrk and PostgreSQL, so figures taken while other work runs are lower bounds.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${TRACKPLAN_LOAD_SECONDS:-30}"
connections="${TRACKPLAN_LOAD_CONNECTIONS:-4}"
sustain=$((${TRACKPLAN_LOAD_MINUTES:-10} * 60))
command -v wrk >/dev/null || (apt-get install -y -q wrk || (apt-get update -q && apt-get install -y -q wrk)) >/dev/null
binary="${TRACKPLAN_COLLECTOR:-}"
if [[ -z "$binary" ]]; then
  scripts/ensure-json-c.sh
  scratch="${COLLECTOR_SCRATCH_PATH:-.build}"
  (cd Collector && swift build -c release --scratch-path "$scratch" --product trackplan-collector >/dev/null)
  binary="$(cd Collector && swift build -c release --scratch-path "$scratch" --show-bin-path)/trackplan-collector"
fi
lua=Collector/Benchmarks/load.lua

work="$(mktemp -d)"
chmod 755 "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  timeout 60 Collector/Tests/postgres/postgres-server.sh stop "$work/pg" </dev/null >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The server's output goes to files: a started server must not hold a pipe this script waits on.
TRACKPLAN_POSTGRES_OPTIONS="-c fsync=on -c full_page_writes=on -c shared_buffers=256MB" \
  timeout 120 Collector/Tests/postgres/postgres-server.sh start "$work/pg" </dev/null >"$work/pg.url" 2>"$work/pg.stderr" || {
  cat "$work/pg.stderr" >&2
  exit 1
}
admin="$(cat "$work/pg.url")"
sql() { timeout 60 psql "$1" -Atq -c "$2" </dev/null; }
database() { sql "$admin" "CREATE DATABASE $1" && echo "${admin%/postgres*}/$1?sslmode=disable"; }

# start NAME STORE: starts an instance, sets $url and $pid.
start() {
  "$binary" Schemas --port 0 --write-key bench-key --store "$2" --quiet </dev/null >"$work/$1.stdout" 2>"$work/$1.stderr" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 300); do grep -q listening "$work/$1.stderr" && break; sleep 0.1; done
  url="$(grep -o 'http://[^ ]*' "$work/$1.stderr" || true)"
  if [[ -z "$url" ]]; then
    echo "error: instance $1 did not start:" >&2
    cat "$work/$1.stderr" >&2
    exit 1
  fi
}
# stop PID: ends an instance and waits (at most 10 s) until it is gone, so that the next run has the cores.
stop() {
  kill "$1" 2>/dev/null || true
  for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  kill -9 "$1" 2>/dev/null || true
}
rss() { awk '/VmRSS/ {printf "%.1f MiB", $2 / 1024}' "/proc/$1/status"; }
load_average() { cut -d' ' -f1 /proc/loadavg; }
# load URL SECONDS THREADS CONNECTIONS PREFIX [KEYS]: prints "events/s p50 p99 errors"
load() {
  TRACKPLAN_BENCH_PREFIX="$5" TRACKPLAN_BENCH_KEYS="${6:-0}" timeout $(($2 + 60)) wrk -t"$3" -c"$4" -d"$2s" -s "$lua" "$1" \
    </dev/null >"$work/wrk-$5.out"
  awk '/events\/s:/ {e=$2} /latency p50/ {gsub(",", "", $3); gsub(",", "", $9); p50=$3; p99=$9} /requests:/ {gsub(",", "", $4); err=$4}
    END {print e, p50, p99, err}' "$work/wrk-$5.out"
}
warm() { timeout 60 wrk -t1 -c2 -d3s -s "$lua" "$1" </dev/null >/dev/null; }

echo "| run | events/s | p50 ms | p99 ms | errors | load avg | note |"
echo "|---|---|---|---|---|---|---|"

start sqlite "$work/store.sqlite"
warm "$url"
read -r events p50 p99 errors <<<"$(load "$url" "$seconds" 2 "$connections" s1)"
echo "| one instance, SQLite | $events | $p50 | $p99 | $errors | $(load_average) | RSS $(rss "$pid") |"
stop "$pid"

start pg1 "$(database single)"
warm "$url"
read -r events p50 p99 errors <<<"$(load "$url" "$seconds" 2 "$connections" p1)"
one="$events"
echo "| one instance, PostgreSQL | $events | $p50 | $p99 | $errors | $(load_average) | RSS $(rss "$pid") |"
stop "$pid"

pair="$(database pair)"
start pgA "$pair"
urlA="$url" pidA="$pid"
start pgB "$pair"
urlB="$url" pidB="$pid"
warm "$urlA"
warm "$urlB"
load "$urlA" "$seconds" 1 $((connections / 2)) a >"$work/a.result" &
wrkA=$!
load "$urlB" "$seconds" 1 $((connections / 2)) b >"$work/b.result"
wait "$wrkA"
read -r eA p50A p99A errA <"$work/a.result"
read -r eB p50B p99B errB <"$work/b.result"
total=$(python3 -c "print(round($eA + $eB))")
ratio=$(python3 -c "print(f'{($eA + $eB) / $one:.2f}')")
echo "| two instances, one PostgreSQL | $total ($eA + $eB) | $p50A / $p50B | $p99A / $p99B | $errA / $errB | $(load_average) | ${ratio}x one instance |"
stop "$pidA"
stop "$pidB"

same="$(database duplicates)"
start dupA "$same"
urlA="$url" pidA="$pid"
start dupB "$same"
urlB="$url" pidB="$pid"
load "$urlA" 10 1 $((connections / 2)) same 1 >"$work/da.result" &
wrkA=$!
load "$urlB" 10 1 $((connections / 2)) same 1 >"$work/db.result"
wait "$wrkA"
IFS='|' read -r rows distinct duplicates <<<"$(sql "${same%\?*}" "SELECT COUNT(*), COUNT(DISTINCT message_id), COUNT(*) FILTER (WHERE duplicate) FROM messages")"
verdict="$([[ "$rows" == "$distinct" && "$duplicates" == 0 ]] && echo "no duplicates" || echo "DUPLICATES STORED")"
echo "| same keyed batches to both (10 s) | $(cut -d" " -f1 "$work/da.result") + $(cut -d" " -f1 "$work/db.result") | - | - | $(cut -d' ' -f4 "$work/da.result") / $(cut -d' ' -f4 "$work/db.result") | $(load_average) | $rows rows, $distinct distinct messageIds, $duplicates flagged duplicate: $verdict |"
stop "$pidA"
stop "$pidB"

start memory "$(database memory)"
start_rss="$(rss "$pid")"
(for minute in $(seq $((sustain / 60))); do sleep 60; echo "$minute $(rss "$pid")"; done) >"$work/rss.log" 2>/dev/null &
sampler=$!
read -r events p50 p99 errors <<<"$(load "$url" "$sustain" 2 "$connections" m)"
kill "$sampler" 2>/dev/null || true
first="$(head -1 "$work/rss.log" | cut -d' ' -f2-)"
echo "| sustained $((sustain / 60)) min, PostgreSQL | $events | $p50 | $p99 | $errors | $(load_average) | RSS $start_rss at start, ${first:-?} after 1 min, $(rss "$pid") at end |"
