#!/usr/bin/env bash
# A throwaway PostgreSQL server for the API suite's second pass (issue 15), on loopback only.
#   pg-test-server.sh start [--install]  starts (or reuses) the cluster; prints its URL on stdout
#   pg-test-server.sh stop               stops it and removes its files
# --install first installs Debian's `postgresql` package when no server binaries are found.
# Without binaries (and without --install) it prints nothing and exits 1: callers skip the pass.
set -euo pipefail

port=${PG_TEST_PORT:-55432}
dir=${PG_TEST_DIR:-/tmp/civics-pg-test}
url="postgres://civics@127.0.0.1:$port/postgres"

find_bindir() {
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/initdb" ]; then echo "$candidate"; return 0; fi
  done
  command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ] && pg_config --bindir && return 0
  return 1
}

# The server refuses to run as root: as root, the cluster belongs to the `postgres` user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

install_server() {
  local sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  echo "installing Debian's postgresql package" >&2
  $sudo apt-get update -qq >&2
  # The package's own cluster is not used; policy-rc.d keeps it from starting where services can.
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
}

start() {
  local bindir
  if ! bindir=$(find_bindir); then
    if [ "${1:-}" = --install ]; then install_server || true; fi
    bindir=$(find_bindir) || { echo "no PostgreSQL server binaries found" >&2; exit 1; }
  fi
  if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" 2>/dev/null; then echo "$url"; return 0; fi
  rm -rf "$dir" && mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_owner "'$bindir/initdb' -D '$dir/data' -A trust -U civics -E UTF8 --no-locale" >"$dir.initdb.log" 2>&1 \
    || { cat "$dir.initdb.log" >&2; exit 1; }
  # Test settings: no fsync (a throwaway cluster), enough connections for parallel test files.
  as_owner "'$bindir/pg_ctl' -D '$dir/data' -w -l '$dir/pg.log' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start" >&2 \
    || { cat "$dir/pg.log" >&2; exit 1; }
  echo "$url"
}

stop() {
  local bindir
  bindir=$(find_bindir) || exit 0
  [ -d "$dir/data" ] && as_owner "'$bindir/pg_ctl' -D '$dir/data' -m fast stop" >&2 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) stop ;;
  *) echo "usage: $0 start [--install] | stop" >&2; exit 2 ;;
esac
