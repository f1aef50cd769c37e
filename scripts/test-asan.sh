#!/usr/bin/env bash
# The runtime, delivery and entitlement suites under AddressSanitizer (a CI step of its own; a separate build
# directory), the crash-point test included: `--traits CrashPoints` builds its hooks into the runtime and the crash
# harness, which then run instrumented too.
#
# Not in .ci/run yet: its first run (07:52 UTC, Swift 6.3.1) reported no AddressSanitizer memory error but failed
# three process tests whose child exits differently under ASan (FatalSignalTests' stack overflow ends with status 1,
# ASan's own SEGV handler, not SIGSEGV; SessionCrashTests' and StorageFaultTests' harness runs finish but exit
# non-zero, not yet explained: LeakSanitizer at the child's exit is the first suspect). See the CHANGELOG.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
# LeakSanitizer runs at exit too; the toolchain's XCTest runner leaks its own suite objects (scripts/lsan-suppressions.txt).
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
swift test --sanitize=address --scratch-path .build-asan --traits CrashPoints \
    --filter 'TrackPlanRuntimeTests|TrackPlanDeliveryTests|TrackPlanEntitlementTests' "$@"
