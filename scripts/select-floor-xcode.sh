#!/usr/bin/env bash
# Selects the oldest installed Xcode 26 (/Applications/Xcode_26*.app): the toolchain floor the package declares
# (Swift 6.2, `swift-tools-version:6.2`; README, "Requirements"). CI's macOS jobs run on it, so an API of a newer
# Swift or SDK fails there rather than for a user on the floor. Prints the Xcode and Swift it selected.
set -euo pipefail
oldest=$(ls -d /Applications/Xcode_26*.app 2>/dev/null \
    | sed -E 's#^/Applications/Xcode_([0-9.]+)\.app$#\1 &#' | grep -E '^[0-9.]+ ' \
    | sort -t. -k1,1n -k2,2n -k3,3n | head -1 | cut -d' ' -f2)
if [ -z "$oldest" ]; then
    echo "select-floor-xcode: no /Applications/Xcode_26*.app on this runner" >&2
    exit 1
fi
sudo xcode-select -s "$oldest"
xcodebuild -version
swift --version
