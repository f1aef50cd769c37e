#!/usr/bin/env bash
# Writes the binary plugins package as apps get it (Docs/Plugins.md, "Releasing"): BinaryPlugins/ with every
# symlink resolved into a file, and its binary target pointing at the released bundle's URL and checksum instead of
# the local path. The release workflow runs it into a checkout of the plugins repository, then commits and tags.
#
#   scripts/publish-binary-plugins.sh DEST URL CHECKSUM
#
# DEST's files are replaced (its .git is kept). URL: the release's trackplan.artifactbundle.zip; CHECKSUM: what
# `swift package compute-checksum` printed for it (scripts/build-artifact-bundle.sh writes it beside the zip).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 3 ] || { echo "usage: $0 DEST URL CHECKSUM" >&2; exit 2; }
dest=$1 url=$2 checksum=$3
[[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "error: the checksum is not 64 hex digits" >&2; exit 2; }
mkdir -p "$dest"
find "$dest" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
tar -C BinaryPlugins --exclude='./.build' --exclude='./.swiftpm' --exclude='./trackplan.artifactbundle*' -chf - . | tar -C "$dest" -xf -
local_line='.binaryTarget(name: "TrackPlanBinary", path: "trackplan.artifactbundle"),'
grep -qF "$local_line" "$dest/Package.swift" || { echo "error: BinaryPlugins/Package.swift has no local binary target line" >&2; exit 1; }
python3 - "$dest/Package.swift" "$local_line" "$url" "$checksum" <<'PY'
import sys
path, line, url, checksum = sys.argv[1:]
text = open(path).read()
text = text.replace(line, f'.binaryTarget(name: "TrackPlanBinary", url: "{url}", checksum: "{checksum}"),')
open(path, "w").write(text)
PY
cp LICENSE* "$dest/" 2>/dev/null || true
echo "wrote $dest (binary target: $url)"
