#!/usr/bin/env bash
# TrackPlan beside Segment's analytics-swift 1.10.0 on the same 100k events: total time per event until stored,
# each round its own processes, the contestants' order alternating, median of the rounds (Docs/Performance.md).
# Release build of Benchmarks/segment-side-by-side, its own package, so apps never resolve analytics-swift.
# Prints figures only.
#
#   scripts/benchmark-segment.sh [--rounds 5] [--events 100000] [--warm-up 1000] [--only trackplan,segment-dictionary,segment-codable]
#
# With internet, SwiftPM fetches analytics-swift and its two dependencies from GitHub. Without it, set
# SEGMENT_MIRRORS to a directory (outside the repository) for git clones named analytics-swift, sovran-swift and
# jsonsafeencoding-swift, with their version tags: a clone missing there is made from SEGMENT_ANALYTICS_GIT,
# SEGMENT_SOVRAN_GIT or SEGMENT_JSONSAFEENCODING_GIT (a URL or a local git directory; GitHub by default), and
# SwiftPM is pointed at the clones by a mirrors file in $SEGMENT_MIRRORS/swiftpm-config.
# SEGMENT_BUILD=0 runs the binary already built, without building (the figures then are for the TrackPlan it was
# built with).
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks/segment-side-by-side"
config=()
if [[ -n "${SEGMENT_MIRRORS:-}" ]]; then
    mkdir -p "$SEGMENT_MIRRORS/swiftpm-config"
    mirrors="$(cd "$SEGMENT_MIRRORS" && pwd)"
    clone() {
        [[ -d "$mirrors/$1" ]] || git clone --quiet "$2" "$mirrors/$1"
    }
    clone analytics-swift "${SEGMENT_ANALYTICS_GIT:-https://github.com/segmentio/analytics-swift.git}"
    clone sovran-swift "${SEGMENT_SOVRAN_GIT:-https://github.com/segmentio/sovran-swift.git}"
    clone jsonsafeencoding-swift "${SEGMENT_JSONSAFEENCODING_GIT:-https://github.com/segmentio/jsonsafeencoding-swift.git}"
    cat >"$mirrors/swiftpm-config/mirrors.json" <<JSON
{
  "object": [
    { "original": "https://github.com/segmentio/analytics-swift.git", "mirror": "$mirrors/analytics-swift" },
    { "original": "https://github.com/segmentio/sovran-swift.git", "mirror": "$mirrors/sovran-swift" },
    { "original": "https://github.com/segmentio/jsonsafeencoding-swift.git", "mirror": "$mirrors/jsonsafeencoding-swift" }
  ],
  "version": 1
}
JSON
    config=(--config-path "$mirrors/swiftpm-config")
fi
if [[ "${SEGMENT_BUILD:-1}" != 0 ]]; then
    swift build -c release "${config[@]}" --product segment-side-by-side
fi
echo "== $(uptime)"
"$(swift build -c release "${config[@]}" --show-bin-path)/segment-side-by-side" "$@"
echo "== $(uptime)"
