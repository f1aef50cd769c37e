#!/usr/bin/env bash
# Runs a command at niceness 19, its whole process tree included: `nice -n 19 swift build` alone leaves the compilers
# at 0 (SwiftPM's build system starts its jobs at the default priority), so this renices the command's descendants
# every second while it runs. For the instrumented fuzz builds on a shared machine (Docs/Fuzzing.md).
#   scripts/niced.sh COMMAND [ARGS...]
set -uo pipefail
nice -n 19 "$@" &
pid=$!
descendants() {
  ps -e -o pid=,ppid= | awk -v root="$1" '{ parent[$1] = $2 } END {
    for (p in parent) { q = p; while (q in parent && q != root && q > 1) q = parent[q]; if (q == root && p != root) print p } }'
}
while kill -0 "$pid" 2>/dev/null; do
  descendants "$pid" | xargs -r renice -n 19 -p >/dev/null 2>&1
  sleep 1
done
wait "$pid"
