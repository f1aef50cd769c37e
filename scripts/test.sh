#!/usr/bin/env bash
# Runs every test. Installs json-c first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build "$@"
