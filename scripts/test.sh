#!/usr/bin/env bash
# Runs every test. Installs json-c first when it is missing.
#
# One pass: no test blocks a thread of Swift concurrency's pool on a child process, a socket or a sleep
# (`ChildProcess` waits on threads of its own), so the runtime suites run beside the suites that spawn compilers,
# as in a contributor's plain `swift test` (README, "Tests").
#
# `--traits CrashPoints` compiles the crash-point test's hooks into the runtime (Docs/Runtime.md, "Proof: the
# crash-point test"); plain `swift test` builds the runtime as apps get it and skips the tests that need them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
swift build --build-tests --traits CrashPoints -Xswiftc -warnings-as-errors
swift test --skip-build --traits CrashPoints "$@"
# trackplan-usage (its own package in Usage/: swift-syntax). The end-to-end test above already built its tool there.
scripts/test-usage.sh
# The plan catalogue (`trackplan docs`) in headless Chromium with axe-core: search, links, a hostile plan, the
# keyboard, requests. Installs chromium, chromium-driver and the PyPI packages.
scripts/test-catalogue.sh
# trackplan-collector (its own package in Collector/: Hummingbird, GRDB): Swift tests, the official Segment Python
# client and a headless Chromium against the built binary. Installs chromium, chromium-driver and the PyPI packages.
scripts/test-collector.sh
