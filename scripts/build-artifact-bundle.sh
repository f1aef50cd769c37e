#!/usr/bin/env bash
# Builds the prebuilt `trackplan` (every CLI command plus `usage`) for this machine's platform, self-contained, and
# puts it in an artifact bundle for the binary plugins (BinaryPlugins/, Docs/Plugins.md):
#
#   scripts/build-artifact-bundle.sh [--output DIR]      build this platform's variant, then assemble
#   scripts/build-artifact-bundle.sh --no-usage [...]    the same without `trackplan usage` (no swift-syntax, whose
#                                                      optimised build is most of the bundle's build time)
#   scripts/build-artifact-bundle.sh --assemble [--output DIR]
#                                                      only assemble: info.json, zip and checksum from the variants
#                                                      already in DIR/trackplan.artifactbundle (the release workflow
#                                                      gathers the Linux and macOS variants there first)
#
# Result (DIR defaults to .build-bundle/dist):
#   DIR/trackplan.artifactbundle/info.json                       schemaVersion 1.0, one artifact `trackplan`
#   DIR/trackplan.artifactbundle/trackplan-<version>-<platform>/bin/trackplan
#   DIR/trackplan.artifactbundle.zip, DIR/trackplan.artifactbundle.zip.checksum (swift package compute-checksum)
# <version> is TrackPlanVersion.current, the version `trackplan --version` prints and generated files carry.
#
# Linux: json-c is linked from its static archive (libjson-c.a, Debian's libjson-c-dev) and the Swift runtime and
# Foundation with --static-swift-stdlib; the binary then loads only glibc's libraries and libstdc++/libgcc_s
# (the script prints `ldd`). macOS (run by .github/workflows/release.yml): arm64 and x86_64 built apart and joined
# with lipo; json-c from Homebrew's libjson-c.a; the Swift runtime is the OS's.
set -euo pipefail
cd "$(dirname "$0")/.."
output=.build-bundle/dist
assemble_only=false
bundle_env=TRACKPLAN_BUNDLE=1
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output="$2"; shift 2 ;;
    --assemble) assemble_only=true; shift ;;
    --no-usage) bundle_env=TRACKPLAN_BUNDLE_NO_USAGE=1; shift ;;
    *) echo "usage: $0 [--assemble] [--no-usage] [--output DIR]" >&2; exit 2 ;;
  esac
done
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/TrackPlanGenerate/TrackPlanVersion.swift)
bundle="$output/trackplan.artifactbundle"
mkdir -p "$bundle"

# json-c's static archive, found through a pkg-config file of our own whose -L directory holds only the archive:
# the linker takes the first directory with either libjson-c.so or libjson-c.a, and ours is searched first.
static_json_c() {
  local archive_dir="$1" shim="$2"
  local libdir; libdir=$(pkg-config --variable=libdir json-c)
  [ -f "$libdir/libjson-c.a" ] || { echo "error: $libdir/libjson-c.a not found (apt: libjson-c-dev, brew: json-c)" >&2; exit 2; }
  mkdir -p "$archive_dir" "$shim"
  ln -sf "$libdir/libjson-c.a" "$archive_dir/libjson-c.a"
  printf 'Name: json-c\nDescription: json-c, static (scripts/build-artifact-bundle.sh)\nVersion: %s\nCflags: %s\nLibs: -L%s -ljson-c\n' \
    "$(pkg-config --modversion json-c)" "$(pkg-config --cflags json-c)" "$archive_dir" >"$shim/json-c.pc"
}

build_variant() {
  local scratch=.build-bundle
  local shim="$PWD/$scratch/pkgconfig" archive_dir="$PWD/$scratch/json-c-static"
  static_json_c "$archive_dir" "$shim"
  case "$(uname -s)" in
    Linux)
      local arch; arch=$(uname -m)
      local variant="trackplan-$version-linux-$arch"
      env "$bundle_env" PKG_CONFIG_PATH="$shim${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
        swift build -c release --product trackplan --scratch-path "$scratch" --static-swift-stdlib
      local built; built=$(env "$bundle_env" swift build -c release --scratch-path "$scratch" --show-bin-path)/trackplan
      mkdir -p "$bundle/$variant/bin"
      cp "$built" "$bundle/$variant/bin/trackplan"
      strip "$bundle/$variant/bin/trackplan"
      echo "shared libraries of $variant/bin/trackplan:"
      ldd "$bundle/$variant/bin/trackplan" | sed 's/ (0x[0-9a-f]*)//'
      if ldd "$bundle/$variant/bin/trackplan" | grep -Eq 'json-c|libswift|libFoundation|libdispatch'; then
        echo "error: the binary still loads json-c or the Swift runtime dynamically" >&2; exit 1
      fi
      ;;
    Darwin)
      local variant="trackplan-$version-macos"
      local arches=()
      for arch in arm64 x86_64; do
        env "$bundle_env" PKG_CONFIG_PATH="$shim${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
          swift build -c release --product trackplan --scratch-path "$scratch" --arch "$arch"
        arches+=("$(env "$bundle_env" swift build -c release --scratch-path "$scratch" --arch "$arch" --show-bin-path)/trackplan")
      done
      mkdir -p "$bundle/$variant/bin"
      lipo -create -output "$bundle/$variant/bin/trackplan" "${arches[@]}"
      strip -rSTx "$bundle/$variant/bin/trackplan"
      echo "shared libraries of $variant/bin/trackplan:"
      otool -L "$bundle/$variant/bin/trackplan"
      if otool -L "$bundle/$variant/bin/trackplan" | grep -q json-c; then echo "error: json-c is linked dynamically" >&2; exit 1; fi
      ;;
    *) echo "error: no bundle variant for $(uname -s)" >&2; exit 2 ;;
  esac
  "$bundle/$variant/bin/trackplan" --version
}

# info.json lists every variant directory present; the triples follow from the directory's platform suffix.
write_info() {
  local variants=() dir triples
  for dir in "$bundle"/trackplan-"$version"-*/; do
    [ -x "$dir/bin/trackplan" ] || continue
    dir=$(basename "$dir")
    case "$dir" in
      *-linux-x86_64) triples='"x86_64-unknown-linux-gnu"' ;;
      *-linux-aarch64) triples='"aarch64-unknown-linux-gnu"' ;;
      *-macos) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
      *) echo "error: unknown variant $dir" >&2; exit 2 ;;
    esac
    variants+=("        { \"path\": \"$dir/bin/trackplan\", \"supportedTriples\": [$triples] }")
  done
  [ ${#variants[@]} -gt 0 ] || { echo "error: no variant in $bundle" >&2; exit 2; }
  {
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "trackplan": {\n      "version": "%s",\n' "$version"
    printf '      "type": "executable",\n      "variants": [\n'
    local IFS=$'\n'; local joined; joined=$(printf '%s,\n' "${variants[@]}"); printf '%s\n' "${joined%,}"
    printf '      ]\n    }\n  }\n}\n'
  } >"$bundle/info.json"
}

$assemble_only || build_variant
write_info
rm -f "$output/trackplan.artifactbundle.zip"
(cd "$output" && zip -qry trackplan.artifactbundle.zip trackplan.artifactbundle)
swift package compute-checksum "$output/trackplan.artifactbundle.zip" >"$output/trackplan.artifactbundle.zip.checksum"
echo "bundle: $bundle (version $version)"
echo "zip: $output/trackplan.artifactbundle.zip $(du -h "$output/trackplan.artifactbundle.zip" | cut -f1), checksum $(cat "$output/trackplan.artifactbundle.zip.checksum")"
