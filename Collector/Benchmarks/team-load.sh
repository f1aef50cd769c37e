#!/usr/bin/env bash
# Load benchmark of trackplan-collector's stores: wrk from a second process (Collector/Benchmarks/load.lua: batches
# of 100 example-plan events, one in ten invalid), release build, validation on.
#
#   1. one instance on SQLite;
#   2. one instance on PostgreSQL;
#   3. two instances on one PostgreSQL (one wrk per instance, different messages): total events/s;
#   4. the same keyed batches sent to both instances at once: rows stored vs distinct messageIds (must be equal);
#   5. RSS of one PostgreSQL instance at the start and end of a sustained run (SUSTAIN seconds).
#
#   Collector/Benchmarks/team-load.sh [seconds=30] [connections=8]      SUSTAIN=600 for the 10-minute memory run
#
# PostgreSQL is a private server (Collector/Tests/postgres/postgres-server.sh) with fsync on and
# synchronous_commit off: like the SQLite store's WAL with synchronous=NORMAL, a crash of the machine may lose the
# last commits, never corrupt. Prints one Markdown table row per run.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-30}"
connections="${2:-8}"
sustain="${SUSTAIN:-120}"
command -v wrk >/dev/null || (apt-get install -y -q wrk || (apt-get update -q && apt-get install -y -q wrk)) >/dev/null
scripts/ensure-json-c.sh
scratch="${COLLECTOR_SCRATCH_PATH:-.build}"
(cd Collector && swift build -c release --scratch-path "$scratch" --product trackplan-collector >/dev/null)
binary="$(cd Collector && swift build -c release --scratch-path "$scratch" --show-bin-path)/trackplan-collector"
lua=Collector/Benchmarks/load.lua

work="$(mktemp -d)"
chmod 755 "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  Collector/Tests/postgres/postgres-server.sh stop "$work/pg" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
admin="$(Collector/Tests/postgres/postgres-server.sh start "$work/pg")"
runuser -u postgres -- true 2>/dev/null && owner=(runuser -u postgres --) || owner=()
pgbin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
"${owner[@]}" "$pgbin/pg_ctl" -D "$work/pg" -m fast -w stop >/dev/null
"${owner[@]}" "$pgbin/pg_ctl" -D "$work/pg" -l "$work/pg/server.log" -w \
  -o "-p $(cat "$work/pg/.trackplan-port") -k $work/pg -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=off -c max_connections=200 -c shared_buffers=256MB" \
  start >/dev/null
psql_admin() { psql "$admin" -Atq -c "$1"; }
database() { psql_admin "CREATE DATABASE $1" && echo "${admin%/postgres*}/$1?sslmode=disable"; }

# start NAME STORE: starts an instance, sets $url and $pid.
start() {
  "$binary" Schemas --port 0 --write-key bench-key --store "$2" --quiet 2>"$work/$1.stderr" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 300); do grep -q listening "$work/$1.stderr" && break; sleep 0.1; done
  url="$(grep -o 'http://[^ ]*' "$work/$1.stderr")"
}
rss() { awk '/VmRSS/ {printf "%.1f MiB", $2 / 1024}' "/proc/$1/status"; }
# load URL SECONDS THREADS CONNECTIONS PREFIX [KEYS]: prints "events/s p99"
load() {
  TRACKPLAN_BENCH_PREFIX="$5" TRACKPLAN_BENCH_KEYS="${6:-0}" wrk -t"$3" -c"$4" -d"$2s" -s "$lua" "$1" >"$work/wrk-$5.out"
  awk '/events\/s:/ {e=$2} /latency p50/ {gsub(",", "", $9); p=$9} /requests:/ {gsub(",", "", $4); err=$4} END {print e, p, err}' "$work/wrk-$5.out"
}

echo "| run | events/s | p99 ms | errors | note |"
echo "|---|---|---|---|---|"

start sqlite "$work/store.sqlite"
wrk -t1 -c2 -d3s -s "$lua" "$url" >/dev/null
read -r events p99 errors <<<"$(load "$url" "$seconds" 2 "$connections" s1)"
echo "| one instance, SQLite | $events | $p99 | $errors | RSS $(rss "$pid") |"
kill "$pid"

single_url="$(database single)"
start pg1 "$single_url"
wrk -t1 -c2 -d3s -s "$lua" "$url" >/dev/null
read -r events p99 errors <<<"$(load "$url" "$seconds" 2 "$connections" p1)"
one="$events"
echo "| one instance, PostgreSQL | $events | $p99 | $errors | RSS $(rss "$pid") |"
kill "$pid"

pair_url="$(database pair)"
start pgA "$pair_url"; urlA="$url"
start pgB "$pair_url"; urlB="$url"
wrk -t1 -c2 -d3s -s "$lua" "$urlA" >/dev/null
load "$urlA" "$seconds" 1 $((connections / 2)) a >"$work/a.result" &
load "$urlB" "$seconds" 1 $((connections / 2)) b >"$work/b.result"
wait %1 2>/dev/null || true
read -r eA pA errA <"$work/a.result"
read -r eB pB errB <"$work/b.result"
total=$(python3 -c "print(round($eA + $eB))")
echo "| two instances, one PostgreSQL | $total | $pA / $pB | $errA / $errB | $(python3 -c "print(f'{($eA + $eB) / $one:.2f}x one instance')") |"

dup_url="$(database duplicates)"
kill "${pids[@]: -2}" 2>/dev/null || true
start dupA "$dup_url"; urlA="$url"
start dupB "$dup_url"; urlB="$url"
load "$urlA" 10 1 $((connections / 2)) same 1 >"$work/da.result" &
load "$urlB" 10 1 $((connections / 2)) same 1 >"$work/db.result"
wait %1 2>/dev/null || true
counts="$(psql "${dup_url%\?*}" -Atq -c "SELECT COUNT(*), COUNT(DISTINCT message_id), COUNT(*) FILTER (WHERE duplicate) FROM messages")"
IFS='|' read -r rows distinct duplicates <<<"$counts"
echo "| same keyed batches to both | $(awk '{print $1}' "$work/da.result") + $(awk '{print $1}' "$work/db.result") | - | - | $rows rows, $distinct distinct messageIds, $duplicates flagged duplicate |"

memory_url="$(database memory)"
start memory "$memory_url"
start_rss="$(rss "$pid")"
read -r events p99 errors <<<"$(load "$url" "$sustain" 2 "$connections" m)"
echo "| sustained ${sustain} s, PostgreSQL | $events | $p99 | $errors | RSS $start_rss at start, $(rss "$pid") at end |"
