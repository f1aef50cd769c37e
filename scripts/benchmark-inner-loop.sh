#!/usr/bin/env bash
# What TrackPlan adds to an app's edit-build loop (issue 41, Docs/Performance.md "The inner loop"): throwaway app
# packages built with `swift build` through the build plugin, each step timed with /usr/bin/time (CPU = user + system
# of the build and every process it waited for; peak = the largest single process's resident memory).
#
# Apps (each a package of its own in a scratch directory, depending on this checkout by path):
#   synthetic  the synthetic plan (scripts/synthetic-plan.py, EVENTS x 20 properties) in Sources/App/TrackPlan
#   example    the bundled 25-event plan (Schemas/)
#   none       the runtime alone, no plan and no plugin (the plugin refuses a target without a plan): what linking
#              TrackPlan costs (the runtime, swift-crypto on Linux); the example app's clean build minus this is
#              roughly the plugin's tool and the 25-event plan
#   segment    Segment's analytics-swift 1.10.0 instead of TrackPlan (no generator): what a user compares against.
#              Offline, set SEGMENT_MIRRORS as for scripts/benchmark-segment.sh.
# Steps per app and configuration: clean build; no-op rebuild; one event's description edited; one event added;
# one property's type changed (for the segment and none apps: a one-line edit of main.swift instead); then the
# plugin's tool alone on the app's plan. Prints one Markdown table; asserts nothing.
#
#   scripts/benchmark-inner-loop.sh [--events 1000] [--configs debug,release] [--apps synthetic,example,none,segment]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
events=1000
configs=debug,release
apps=synthetic,example,none,segment
while [[ $# -gt 0 ]]; do
    case "$1" in
    --events) events=$2; shift 2 ;;
    --configs) configs=$2; shift 2 ;;
    --apps) apps=$2; shift 2 ;;
    *) echo "usage: $0 [--events N] [--configs debug,release] [--apps synthetic,example,none,segment]" >&2; exit 2 ;;
    esac
done
scripts/ensure-json-c.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# SwiftPM names a path dependency after its directory: the apps depend on "TrackPlan", a link to this checkout.
ln -s "$root" "$work/TrackPlan"
segment_config=()
if [[ -n "${SEGMENT_MIRRORS:-}" ]]; then
    # benchmark-segment.sh makes the clones and the mirrors file; reuse them.
    segment_config=(--config-path "$(cd "$SEGMENT_MIRRORS" && pwd)/swiftpm-config")
fi

# Writes the app package $1 (an app kind) into directory $2.
make_app() {
    local kind=$1 dir=$2
    mkdir -p "$dir/Sources/App"
    if [[ $kind == segment ]]; then
        cat >"$dir/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(url: "https://github.com/segmentio/analytics-swift.git", exact: "1.10.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Segment", package: "analytics-swift")])]
)
SWIFT
        cat >"$dir/Sources/App/main.swift" <<'SWIFT'
import Segment

let analytics = Analytics(configuration: Configuration(writeKey: "benchmark"))
analytics.track(name: "Order Completed", properties: ["order_id": "o_1", "total": 9.99])
SWIFT
        return
    fi
    local plugins='plugins: [.plugin(name: "TrackPlanPlugin", package: "TrackPlan")]'
    [[ $kind == none ]] && plugins='plugins: []'
    cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$work/TrackPlan")],
    targets: [
        .executableTarget(
            name: "App", dependencies: [.product(name: "TrackPlan", package: "TrackPlan")],
            $plugins)
    ]
)
SWIFT
    case $kind in
    synthetic) python3 scripts/synthetic-plan.py "$dir/Sources/App/TrackPlan" --events "$events" --properties 20 >/dev/null ;;
    example) cp -R Schemas "$dir/Sources/App/TrackPlan" ;;
    esac
    if [[ $kind == none ]]; then
        printf 'import TrackPlan\n\nprint(TrackPlanClient.self)\n' >"$dir/Sources/App/main.swift"
    else
        printf 'import TrackPlan\n\nprint(TrackPlanInfo.planStamp)\n' >"$dir/Sources/App/main.swift"
    fi
}

# Runs "$@" under /usr/bin/time and prints "cpu wall peak_mib".
measure() {
    local out=$work/time
    /usr/bin/time -f '%U %S %e %M' -o "$out" "$@" >"$work/last.log" 2>&1 || {
        cat "$work/last.log" >&2
        return 1
    }
    awk '{ printf "%.1f %.1f %.0f\n", $1 + $2, $3, $4 / 1024 }' "$out"
}

row() { # app config step "cpu wall peak"
    local cpu wall peak
    read -r cpu wall peak <<<"$4"
    printf '| %s | %s | %s | %s s | %s s | %s MiB | %s |\n' "$1" "$2" "$3" "$cpu" "$wall" "$peak" "$(cut -d' ' -f1-3 /proc/loadavg)"
}

build() { # dir config
    (cd "$1" && measure swift build -c "$2" ${segment_args[@]+"${segment_args[@]}"})
}

echo "| app | config | step | CPU | wall | peak process | load |"
echo "|---|---|---|---|---|---|---|"
IFS=, read -ra app_list <<<"$apps"
IFS=, read -ra config_list <<<"$configs"
for app in "${app_list[@]}"; do
    segment_args=()
    [[ $app == segment ]] && segment_args=(${segment_config[@]+"${segment_config[@]}"})
    for config in "${config_list[@]}"; do
        dir=$work/$app-$config
        make_app "$app" "$dir"
        echo "== $app $config" >&2
        figures=$(build "$dir" "$config")
        row "$app" "$config" "clean build" "$figures"
        figures=$(build "$dir" "$config")
        row "$app" "$config" "no-op rebuild" "$figures"
        if [[ $app == synthetic || $app == example ]]; then
            python3 "$root/scripts/inner-loop-edit.py" "$dir/Sources/App/TrackPlan" describe
            figures=$(build "$dir" "$config")
            row "$app" "$config" "one event's description edited" "$figures"
            python3 "$root/scripts/inner-loop-edit.py" "$dir/Sources/App/TrackPlan" add
            figures=$(build "$dir" "$config")
            row "$app" "$config" "one event added" "$figures"
            python3 "$root/scripts/inner-loop-edit.py" "$dir/Sources/App/TrackPlan" retype
            figures=$(build "$dir" "$config")
            row "$app" "$config" "one property's type changed" "$figures"
            tool=$(find "$dir/.build" -type f -perm -u+x \( -name trackplan-build-tool -o -name trackplan-build-tool-tool \) | head -1)
            [[ -n $tool ]] || { echo "no trackplan-build-tool in $dir/.build" >&2; find "$dir/.build" -name 'trackplan-build-tool*' >&2; exit 1; }
            figures=$(measure "$tool" generate "$dir/Sources/App/TrackPlan" --output "$work/tool-out" --module-name App)
            row "$app" "$config" "the plugin's tool alone" "$figures"
        else
            echo '// edited' >>"$dir/Sources/App/main.swift"
            figures=$(build "$dir" "$config")
            row "$app" "$config" "main.swift edited" "$figures"
        fi
        rm -rf "$dir"
    done
done
