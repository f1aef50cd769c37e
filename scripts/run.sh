#!/usr/bin/env bash
# The main job on the bundled plans: lint Schemas/, then generate its typed Swift into Generated/ (the committed
# output; unchanged files are not rewritten, so a clean checkout stays clean); the same for the benchmarks' plan,
# Benchmarks/Plan/ into Benchmarks/BenchmarkPlan/Generated/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
swift build --product trackplan
trackplan=$(swift build --product trackplan --show-bin-path)/trackplan
"$trackplan" lint Schemas
"$trackplan" generate Schemas --output Generated --module-name ExamplePlan
"$trackplan" lint Benchmarks/Plan
"$trackplan" generate Benchmarks/Plan --output Benchmarks/BenchmarkPlan/Generated --module-name BenchmarkPlan
