#!/usr/bin/env bash
# The naming fuzzer for longer runs: random plans with hostile keys; whenever lint passes, the generated code must
# compile. Usage: scripts/fuzz-names.sh [first-seed] [count]   (default: seeds 1000..1499)
set -euo pipefail
cd "$(dirname "$0")/.."
first=${1:-1000}
count=${2:-500}
swift build --build-tests
TRACKPLAN_FUZZ_SEEDS="$first:$count" swift test --skip-build --filter NameFuzzTests
