#!/usr/bin/env bash
# The concurrency suites under the thread sanitizer (a CI step of its own; a separate build directory).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
swift test --sanitize=thread --scratch-path .build-tsan \
    --filter 'ClientConcurrencyTests|ClientConsentConcurrencyTests|ClientIdentityTests|EntitlementConcurrencyTests|EntitlementLeakGuardTests|ActivityStreamTests|PendingClientTests|ClientSuperPropertiesTests|ClientLifecycleTests|FlushSchedulerTests|ClientFlushPolicyTests|ClientTrackTests|StorageFileEventStoreTests|DeliveryTable|Transport|Collector|ConcurrentReadingTests' "$@"
