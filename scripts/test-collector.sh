#!/usr/bin/env bash
# Builds and tests trackplan-collector (the Collector/ package): its Swift tests against a real server on
# 127.0.0.1 (the store contract against SQLite and a private PostgreSQL), then the official Segment Python library
# and a headless Chromium against the built binary. Installs what it needs: json-c, Debian's postgresql, chromium +
# chromium-driver, and segment-analytics-python + selenium from PyPI. Set SKIP_BROWSER=1 to leave out the browser
# test, COLLECTOR_SCRATCH_PATH to build elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh

# The collector lives in its own package so that apps never resolve its server and database packages: the
# example app's dependency graph must hold ShopApp, the root package, and the runtime's swift-crypto (for the `hash`
# PII action; SwiftPM resolves its swift-asn1 too, which the runtime does not build) alone.
graph="$(cd Examples/ShopApp && swift package show-dependencies --format json)"
resolved="$(grep -o '"name" : "[^"]*"\|"name": "[^"]*"' <<<"$graph" | cut -d'"' -f4 | LC_ALL=C sort | paste -sd' ')"
if [[ "$resolved" != "ShopApp TrackPlan swift-asn1 swift-crypto" ]]; then
  echo "error: Examples/ShopApp resolves more than ShopApp, TrackPlan and swift-crypto (with swift-asn1): $resolved" >&2
  echo "$graph" >&2
  exit 1
fi
echo "Examples/ShopApp resolves: $resolved"

cd Collector
scratch="${COLLECTOR_SCRATCH_PATH:-.build}"
swift build --scratch-path "$scratch" --build-tests -Xswiftc -warnings-as-errors

# A private PostgreSQL (own data directory and port, stopped on exit) for the PostgreSQL store tests; without one
# they are skipped and say why.
pg_dir="$(mktemp -d)"
chmod 755 "$pg_dir"
if url="$(Tests/postgres/postgres-server.sh start "$pg_dir/data" 2>"$pg_dir/error")"; then
  export TRACKPLAN_TEST_POSTGRES_URL="$url"
  trap 'Tests/postgres/postgres-server.sh stop "$pg_dir/data" >/dev/null 2>&1 || true; rm -rf "$pg_dir"' EXIT
  echo "PostgreSQL for the store tests: $url"
else
  echo "PostgreSQL store tests will be skipped: no private server could be started: $(tail -3 "$pg_dir/error")"
fi
swift test --scratch-path "$scratch" --skip-build "$@"

python3 -m pip install --quiet --disable-pip-version-check segment-analytics-python selenium
export TRACKPLAN_COLLECTOR="$(swift build --scratch-path "$scratch" --show-bin-path)/trackplan-collector"
python3 -m unittest discover -s Tests/python -p 'test_segment_client.py' -v
# PostgreSQL stopped and started under load (its own private server; skipped without one; about 45 s).
python3 -m unittest discover -s Tests/python -p 'test_postgres_restart.py' -v

if [[ "${SKIP_BROWSER:-0}" != 1 ]]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    (apt-get install -y -q chromium chromium-driver || (apt-get update -q && apt-get install -y -q chromium chromium-driver)) >/dev/null
  fi
  python3 -m unittest discover -s Tests/python -p 'test_browser.py' -v
fi
