#!/usr/bin/env bash
# A private PostgreSQL server for the collector's tests and benchmarks: its own data directory and port on
# 127.0.0.1, trust authentication for the user `trackplan`, sockets inside the data directory. PostgreSQL refuses
# to run as root, so as root the server runs as the `postgres` user (Debian's package creates it).
#
#   postgres-server.sh start DIR [PORT]   initdb DIR when empty, start, print the admin URL
#   postgres-server.sh stop DIR           fast shutdown
#   postgres-server.sh restart DIR        start again (same port and data)
#
# TRACKPLAN_POSTGRES_OPTIONS adds server settings after the test ones (later settings win), e.g.
# "-c fsync=on -c full_page_writes=on" for a benchmark.
#
# Installs Debian's `postgresql` when no server is installed.
set -euo pipefail
command="$1"
dir="$2"

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  (apt-get install -y -q postgresql || (apt-get update -q && apt-get install -y -q postgresql)) >/dev/null
  bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
fi

as_owner() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
  start)
    port="${3:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')}"
    mkdir -p "$dir"
    if [[ "$(id -u)" == 0 ]]; then
      chown postgres "$dir"
      chmod 700 "$dir"
      if ! runuser -u postgres -- test -x "$dir"; then
        echo "error: the postgres user cannot reach $dir: make its parent directories world-searchable (chmod 755)" >&2
        exit 1
      fi
    fi
    if [[ ! -f "$dir/PG_VERSION" ]]; then
      as_owner "$bin/initdb" -D "$dir" -U trackplan --auth=trust -E UTF8 --no-sync >/dev/null
      echo "$port" >"$dir/.trackplan-port"
      if [[ "$(id -u)" == 0 ]]; then chown postgres "$dir/.trackplan-port"; fi
    fi
    port="$(cat "$dir/.trackplan-port")"
    # Fast and small: a test server, never a production one (no fsync; data is scratch).
    as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 30 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${TRACKPLAN_POSTGRES_OPTIONS:-}" \
      start >/dev/null </dev/null
    echo "postgres://trackplan@127.0.0.1:$port/postgres?sslmode=disable"
    ;;
  restart)
    "$0" start "$dir"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir" -m fast -w -t 30 stop >/dev/null </dev/null
    ;;
  *)
    echo "usage: $0 start|stop|restart DIR [PORT]" >&2
    exit 2
    ;;
esac
