# Sourced by the plan benchmarks (benchmark-generate.sh, benchmark-lint.sh): json-c, a scratch directory removed on
# exit, the release builds of `trackplan` and `trackplan-benchmarks` ($bin), and the synthetic plan ($plan) with
# $events events x $properties properties (the script's first two arguments, default 1,000 x 20).
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
events=${1:-1000}
properties=${2:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
plan="$work/plan"
python3 scripts/synthetic-plan.py "$plan" --events "$events" --properties "$properties" >/dev/null
swift build -c release --product trackplan >/dev/null
swift build -c release --product trackplan-benchmarks >/dev/null
bin=$(swift build -c release --show-bin-path)
