#!/usr/bin/env bash
# The work of action.yml, runnable anywhere (the end-to-end test runs it on a throwaway app): in an app package that
# depends on TrackPlan, lint the plan, then diff it against the base ref: annotations (or text) in the log, a SARIF
# file, and a Markdown summary appended to $GITHUB_STEP_SUMMARY. Exits 1 when the plan has errors or the diff fails.
#
# Inputs (environment): TRACKPLAN_PACKAGE_PATH (.), TRACKPLAN_PLAN_DIRECTORY (the target's plan), TRACKPLAN_TARGET,
# TRACKPLAN_BASE_REF (GITHUB_BASE_REF, else main), TRACKPLAN_FORMAT (github|text), TRACKPLAN_CONFIG,
# TRACKPLAN_SARIF_FILE (trackplan-diff.sarif, relative to the starting directory). Outputs: sarif-file and breaking
# in $GITHUB_OUTPUT when set. TRACKPLAN_SWIFT_PACKAGE_OPTIONS: extra `swift package` options (--scratch-path …).
# TRACKPLAN_CATALOGUE_DIRECTORY (relative to the starting directory): also build the plan's catalogue there with
# `trackplan docs` (TRACKPLAN_CATALOGUE_HISTORY=true adds --history), the CLI built from this action's checkout;
# output catalogue-directory. Docs/Catalogue.md shows the Pages workflow.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
start="$PWD"
package="${TRACKPLAN_PACKAGE_PATH:-.}"
base="${TRACKPLAN_BASE_REF:-}"
base="${base:-${GITHUB_BASE_REF:-main}}"
format="${TRACKPLAN_FORMAT:-github}"
sarif="${TRACKPLAN_SARIF_FILE:-trackplan-diff.sarif}"
case "$sarif" in /*) ;; *) sarif="$start/$sarif" ;; esac
summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
read -r -a swift_options <<<"${TRACKPLAN_SWIFT_PACKAGE_OPTIONS:-}"

cd "$package" || exit 2
# An app on the binary plugins (Docs/Plugins.md) runs the bundle's prebuilt trackplan: nothing to build or install.
# Its graph also has TrackPlan's source command plugins (the runtime's package), with the same verbs, so each command
# names the binary package (`swift package plugin --package <identity> <verb>`). On the source plugins SwiftPM
# builds the plugins' tools, which need json-c; so does the catalogue (built from this checkout).
# show-dependencies writes each package's "identity" before its "name".
binary_plugins="$(swift package "${swift_options[@]}" show-dependencies --format json 2>/dev/null |
  sed -nE 's/.*"identity" *: *"([^"]*)".*/\1/p; s/.*"name" *: *"TrackPlanBinaryPlugins".*/=/p' | grep -B1 -m1 '^=$' | head -n1 || true)"
plugin=()
[[ -n "$binary_plugins" ]] && plugin=(plugin --package "$binary_plugins")
if [[ -n "${TRACKPLAN_CATALOGUE_DIRECTORY:-}" || -z "$binary_plugins" ]]; then
  "$here/ensure-json-c.sh" || exit 2
fi

# The old side is read from git objects, so only the base commit is needed, not its history: fetch it when missing.
if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null && ! git rev-parse --verify --quiet "origin/$base^{commit}" >/dev/null; then
  git fetch --no-tags --depth=1 origin "+refs/heads/$base:refs/remotes/origin/$base" >/dev/null 2>&1 || true
fi

target_options=()
[[ -n "${TRACKPLAN_TARGET:-}" ]] && target_options=(--target "$TRACKPLAN_TARGET")
lint_format=text
[[ "$format" == github ]] && lint_format=github
diff_options=(--against "$base")
[[ -n "${TRACKPLAN_CONFIG:-}" ]] && diff_options+=(--config "$TRACKPLAN_CONFIG")
diff_options+=("${target_options[@]}")
[[ -n "${TRACKPLAN_PLAN_DIRECTORY:-}" ]] && diff_options+=(-- "$TRACKPLAN_PLAN_DIRECTORY")

# Where the app uses the usage scanner's plugin (the Usage/ package), its call sites go to the Markdown review's
# "call sites that must change"; without it the review has no such section.
call_sites="$(mktemp)"
if swift package "${swift_options[@]}" --quiet "${plugin[@]}" trackplan-usage "${target_options[@]}" --format sites >"$call_sites" 2>/dev/null &&
  grep -q '"callSites"' "$call_sites"; then
  diff_options=(--call-sites "$call_sites" "${diff_options[@]}")
fi

status=0
echo "::group::trackplan lint"
swift package "${swift_options[@]}" --quiet "${plugin[@]}" trackplan-lint "${target_options[@]}" --format "$lint_format" || status=1
echo "::endgroup::"

diff() { swift package "${swift_options[@]}" --quiet "${plugin[@]}" trackplan-diff "${diff_options[@]}" --format "$1"; }
errors="$(mktemp)"
trap 'rm -f "$errors" "$call_sites"' EXIT
diff "$format" 2> >(tee "$errors" >&2)
diff_status=$?
wait
[[ $diff_status -ne 0 ]] && status=1
diff sarif >"$sarif" 2>/dev/null
{
  echo "## Tracking plan"
  diff markdown 2>/dev/null
} >>"$summary"

if [[ -n "${TRACKPLAN_CATALOGUE_DIRECTORY:-}" ]]; then
  catalogue="$TRACKPLAN_CATALOGUE_DIRECTORY"
  case "$catalogue" in /*) ;; *) catalogue="$start/$catalogue" ;; esac
  plan_directory="${TRACKPLAN_PLAN_DIRECTORY:-}"
  if [[ -z "$plan_directory" && -n "${TRACKPLAN_TARGET:-}" ]]; then plan_directory="Sources/$TRACKPLAN_TARGET/TrackPlan"; fi
  if [[ -z "$plan_directory" ]]; then
    mapfile -t manifests < <(find Sources -path '*/TrackPlan/trackplan.json' 2>/dev/null | LC_ALL=C sort)
    [[ ${#manifests[@]} -eq 1 ]] && plan_directory="$(dirname "${manifests[0]}")"
  fi
  echo "::group::trackplan docs"
  if [[ -z "$plan_directory" ]]; then
    echo "error: no single plan for the catalogue; set plan-directory or target" >&2
    status=1
  elif swift build -c release --package-path "$here/.." --product trackplan; then
    history_options=()
    [[ "${TRACKPLAN_CATALOGUE_HISTORY:-false}" == true ]] && history_options=(--history)
    "$(swift build -c release --package-path "$here/.." --show-bin-path)/trackplan" docs "$plan_directory" \
      --output "$catalogue" "${history_options[@]}" || status=1
  else
    status=1
  fi
  echo "::endgroup::"
  [[ -n "${GITHUB_OUTPUT:-}" ]] && echo "catalogue-directory=$catalogue" >>"$GITHUB_OUTPUT"
fi

# `swift package` exits 1 for every failure of a plugin; the plugin names the diff's own status (1: breaking).
breaking=false
grep -q '(status 1)' "$errors" && breaking=true
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  echo "sarif-file=$sarif" >>"$GITHUB_OUTPUT"
  echo "breaking=$breaking" >>"$GITHUB_OUTPUT"
fi
exit $status
