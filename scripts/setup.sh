#!/usr/bin/env bash
# Installs what a fresh Debian machine with Node 20 lacks, then the workspace's packages:
# pnpm, the build tools better-sqlite3 compiles with, Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=false
apt_install() {
  if [ "$apt_updated" = false ]; then as_root apt-get update -qq; apt_updated=true; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

command -v node >/dev/null || { echo "Node.js 20 is required (https://nodejs.org)"; exit 1; }
command -v pnpm >/dev/null || npm install -g pnpm@10.34.9 >/dev/null
missing=()
for tool in make g++ python3; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then apt_install make g++ python3; fi
if [ "${SKIP_BROWSER:-}" != true ] && ! command -v chromium >/dev/null; then apt_install chromium; fi

# better-sqlite3 has no downloadable prebuilt binary here: node-gyp builds it against the
# installed Node's own headers instead of downloading them (TOOLCHAIN.md).
node_prefix=$(dirname "$(dirname "$(command -v node)")")
if [ -f "$node_prefix/include/node/node.h" ]; then export npm_config_nodedir="$node_prefix"; fi

pnpm install --frozen-lockfile
