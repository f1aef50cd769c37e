#!/usr/bin/env bash
# Generator and encoder benchmarks (release build). Prints figures; asserts nothing.
#   1. generate for the synthetic 1,000-event x 20-property plan: in-process time and peak RSS, then the CLI
#      end to end under /usr/bin/time -v;
#   2. swiftc -typecheck of that output in Swift 6 mode, warnings as errors, reporting every expression slower
#      than 100 ms (the script prints how many there were: 0 is the goal);
#   3. encode ns/event: generated encoder vs [String: Any] + JSONSerialization vs Codable + JSONEncoder.
# Usage: scripts/benchmark-generate.sh [events] [properties]
set -euo pipefail
source "$(dirname "$0")/benchmark-setup.sh"

echo "== generate: synthetic plan, $events events x $properties properties"
"$bin/trackplan-benchmarks" generate "$plan" 5
/usr/bin/time -v "$bin/trackplan" generate "$plan" --output "$work/out" --module-name Synthetic 2> "$work/time.txt"
grep -E "Elapsed \(wall clock\)|Maximum resident set size" "$work/time.txt" | sed 's/^\s*/cli: /'
echo "cli: $(cat "$work"/out/*.swift | wc -l) lines of Swift in $(ls "$work/out" | wc -l) files"

echo "== typecheck: swiftc -typecheck -swift-version 6 -warnings-as-errors -warn-long-expression-type-checking=100"
start=$(date +%s.%N)
/usr/bin/time -f "typecheck: user %U s, system %S s, wall %e s, peak RSS %M KiB" \
  swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name Synthetic -I "$bin/Modules" \
  -Xcc -fmodule-map-file="$bin/CTrackPlanCRC32C.build/module.modulemap" -Xfrontend -warn-long-expression-type-checking=100 "$work"/out/*.swift > "$work/typecheck.txt" 2>&1 || true
tail -1 "$work/typecheck.txt"
echo "typecheck: $(grep -c 'warning:\|error:' "$work/typecheck.txt" || true) diagnostics (slow expressions or errors) printed"
grep -E 'warning:|error:' "$work/typecheck.txt" | head -5 || true
echo "typecheck: wall $(echo "$(date +%s.%N) - $start" | bc) s"

echo "== encode"
"$bin/trackplan-benchmarks" encode 200000
