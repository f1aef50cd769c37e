#!/usr/bin/env bash
# Builds the DocC documentation of the runtime (Sources/TrackPlan/TrackPlan.docc) with swiftlang/swift-docc-plugin
# and fails on any warning, so a broken symbol link (``Name`` that does not resolve) fails the run.
# TRACKPLAN_DOCS=1 adds the plugin to Package.swift for this run only (apps that use TrackPlan never resolve it).
# Output: .build-docs/TrackPlan.doccarchive (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
export TRACKPLAN_DOCS=1
swift package --scratch-path .build-docs --allow-writing-to-directory .build-docs \
    generate-documentation --target TrackPlan --warnings-as-errors --output-path .build-docs/TrackPlan.doccarchive
echo "docs: .build-docs/TrackPlan.doccarchive"
