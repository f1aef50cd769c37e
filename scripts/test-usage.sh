#!/usr/bin/env bash
# Builds and tests trackplan-usage (the Usage/ package: swift-syntax call sites against the plan). Its own package,
# so apps never resolve swift-syntax; scripts/test-collector.sh checks the example app's resolved packages.
set -euo pipefail
cd "$(dirname "$0")/../Usage"
../scripts/ensure-json-c.sh
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
