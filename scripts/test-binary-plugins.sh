#!/usr/bin/env bash
# The binary plugins (BinaryPlugins/, Docs/Plugins.md) on a machine where json-c cannot be found: builds the artifact
# bundle, publishes BinaryPlugins/ into a throwaway directory as a release would (symlinks resolved, the bundle
# beside it by path), creates an app with the 25-event example plan (Schemas/) that depends on it and on the runtime
# by path, and inside a mount namespace that hides json-c builds the app and runs lint, diff, usage, generate and
# export through `swift package`. Fails when the app's build compiles any host-tool module (CJSONC, the parser,
# checker or generator, the plugins' tools) or when json-c is visible in the namespace.
#
#   scripts/test-binary-plugins.sh               build the bundle (incremental in .build-bundle), then test
#   TRACKPLAN_BUNDLE_DIR=DIR scripts/test-binary-plugins.sh   test DIR/trackplan.artifactbundle as it is
#
# json-c is hidden by `unshare -m` (a private mount namespace; needs root, as in CI's container or with sudo):
# an empty directory is bind-mounted over /usr/include/json-c, /dev/null over every libjson-c.* and json-c.pc, and
# PKG_CONFIG_PATH/PKG_CONFIG_LIBDIR point at an empty directory. The namespace proves it holds before building:
# pkg-config does not know json-c, the C preprocessor cannot include <json-c/json.h>, and the libraries are empty.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
if [ -z "${TRACKPLAN_BUNDLE_DIR:-}" ]; then
  scripts/build-artifact-bundle.sh >/dev/null
  TRACKPLAN_BUNDLE_DIR=$repo/.build-bundle/dist
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/trackplan-binary-plugins.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The package apps get: BinaryPlugins/ with its symlinks resolved, and the bundle by path.
cp -RL BinaryPlugins "$work/BinaryPlugins"
cp -R "$TRACKPLAN_BUNDLE_DIR/trackplan.artifactbundle" "$work/BinaryPlugins/"

app=$work/App
mkdir -p "$app/Sources/App"
cp -R Schemas "$app/Sources/App/TrackPlan"
cat >"$app/Sources/App/main.swift" <<'SWIFT'
import TrackPlan

// One typed call into the code the binary build plugin generated from the plan.
var options = TrackPlanOptions(writeKey: "test", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
options.flushPolicies = [.manual]
let client = try TrackPlanClient.start(options)
client.track(.cartScreen())
print("plan \(TrackPlanInfo.name) \(TrackPlanInfo.version)")
SWIFT
cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TrackPlan", path: "$repo"),
        .package(name: "TrackPlanBinaryPlugins", path: "$work/BinaryPlugins"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "TrackPlan", package: "TrackPlan")],
            plugins: [.plugin(name: "TrackPlanBinaryPlugin", package: "TrackPlanBinaryPlugins")]
        )
    ]
)
MANIFEST
# A breaking change for the diff: the new side lacks the search events.
cp -R Schemas "$app/new-plan"
rm "$app/new-plan/events/search.json"

cat >"$work/steps.sh" <<'STEPS'
set -euo pipefail
empty=$(mktemp -d)
[ -d /usr/include/json-c ] && mount --bind "$empty" /usr/include/json-c
for file in /usr/lib/*/libjson-c.* /usr/lib/libjson-c.* /usr/lib/*/pkgconfig/json-c.pc /usr/share/pkgconfig/json-c.pc; do
  [ -e "$file" ] && mount --bind /dev/null "$file"
done
export PKG_CONFIG_PATH="$empty" PKG_CONFIG_LIBDIR="$empty"
if pkg-config --exists json-c; then echo "FAIL: pkg-config still finds json-c" >&2; exit 1; fi
if printf '#include <json-c/json.h>\n' | cc -E -x c - >/dev/null 2>&1; then echo "FAIL: <json-c/json.h> still found" >&2; exit 1; fi
for file in /usr/lib/*/libjson-c.so*; do [ -s "$file" ] && { echo "FAIL: $file readable" >&2; exit 1; }; done
echo "json-c hidden: no pkg-config entry, no header, empty libraries"

cd "$APP"
swift build 2>&1 | tee build.log
if grep -E 'Compiling (CJSONC|TrackPlanModel|TrackPlanParse|TrackPlanCheck|TrackPlanGenerate|TrackPlanDiff|TrackPlanFiles|trackplan)\b' build.log; then
  echo "FAIL: the app's build compiled a host-tool module" >&2; exit 1
fi
grep -q 'Generating typed events for App' build.log || { echo "FAIL: the build plugin did not run" >&2; exit 1; }
# SwiftPM writes a folder for every module of the graph; a compiled one holds object files.
for module in TrackPlanParse TrackPlanCheck TrackPlanGenerate trackplan_build_tool; do
  if compgen -G ".build/debug/$module.build/*.o" >/dev/null; then echo "FAIL: $module was compiled" >&2; exit 1; fi
done

# The app's graph holds TrackPlan's source command plugins too, with the same verbs: every command names the binary
# package, as Docs/Plugins.md says ("Running the commands"); the Action below finds it on its own.
if swift package trackplan-lint >bare.log 2>&1 || ! grep -q '2 plugins found' bare.log; then
  echo "note: a bare 'swift package trackplan-lint' no longer stops at two plugins; update Docs/Plugins.md" >&2
fi
swift package plugin --package binaryplugins trackplan-lint | tee lint.log
grep -q 'no problems' lint.log || { echo "FAIL: lint" >&2; exit 1; }
swift package plugin --package binaryplugins trackplan-diff Sources/App/TrackPlan Sources/App/TrackPlan
if swift package plugin --package binaryplugins trackplan-diff Sources/App/TrackPlan new-plan >diff.log 2>&1; then echo "FAIL: a removed event is not breaking" >&2; cat diff.log; exit 1; fi
cat diff.log
grep -q 'status 1' diff.log || { echo "FAIL: the diff did not report breaking changes (status 1)" >&2; exit 1; }
if [ "$HAS_USAGE" = 1 ]; then
  swift package plugin --package binaryplugins trackplan-usage | tee usage.log
  grep -q 'unused-event' usage.log || { echo "FAIL: usage reported no unused events" >&2; exit 1; }
else
  echo "trackplan-usage: skipped, the bundle was built with --no-usage"
fi
swift package plugin --allow-writing-to-package-directory --package binaryplugins trackplan-export segment Sources/App/TrackPlan --output exported.json
[ -s exported.json ] || { echo "FAIL: export wrote nothing" >&2; exit 1; }
# The GitHub Action's script on this app: it sees the binary plugins and installs nothing.
printf '.build/\n' >.gitignore
git init -q -b main . && git add -A && git -c user.name=test -c user.email=test@example.com commit -qm app
TRACKPLAN_BASE_REF=main TRACKPLAN_FORMAT=text TRACKPLAN_SARIF_FILE="$APP/diff.sarif" GITHUB_STEP_SUMMARY="$APP/summary.md" \
  bash "$REPO/scripts/trackplan-action.sh" | tee action.log
grep -q 'no problems' action.log || { echo "FAIL: the Action's lint did not run on the binary plugins" >&2; exit 1; }
grep -q '"runs"' diff.sarif || { echo "FAIL: the Action wrote no SARIF" >&2; exit 1; }
echo "binary plugins: built, lint, diff, usage (if in the bundle), export and the Action ran with json-c hidden"
STEPS
unshare -m true 2>/dev/null || { echo "error: unshare -m is not permitted (needs root or CAP_SYS_ADMIN; in Docker --privileged)" >&2; exit 2; }
has_usage=0
# `trackplan usage --help` exits 0 without the subcommand too (the root help): read the list of subcommands.
"$work"/BinaryPlugins/trackplan.artifactbundle/trackplan-*-linux-*/bin/trackplan --help | grep -Eq '^ +usage +' && has_usage=1
APP=$app REPO=$repo HAS_USAGE=$has_usage unshare -m bash "$work/steps.sh"
