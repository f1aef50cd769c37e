#!/usr/bin/env bash
# Every benchmark, one after the other, in release mode: lint, generate/type-check/encode, diff, runtime.
# Prints figures only; nothing asserts on time. Run it on an otherwise idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, load average $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>&1 | head -1)"
scripts/benchmark-lint.sh
scripts/benchmark-generate.sh
scripts/benchmark-diff.sh
scripts/benchmark-runtime.sh
