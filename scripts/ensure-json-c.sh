#!/usr/bin/env bash
# Installs json-c's development files when pkg-config cannot find them (Debian/Ubuntu: apt, macOS: Homebrew).
set -euo pipefail
if pkg-config --exists json-c 2>/dev/null; then exit 0; fi
echo "trackplan: json-c not found; installing it" >&2
sudo_cmd=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo_cmd="sudo"; fi
if command -v apt-get >/dev/null; then
  $sudo_cmd apt-get install -y libjson-c-dev pkg-config >/dev/null 2>&1 \
    || { $sudo_cmd apt-get update >/dev/null && $sudo_cmd apt-get install -y libjson-c-dev pkg-config >/dev/null; }
elif command -v brew >/dev/null; then
  brew install json-c pkg-config
else
  echo "trackplan: please install json-c (apt: libjson-c-dev, brew: json-c)" >&2
  exit 2
fi
pkg-config --exists json-c
