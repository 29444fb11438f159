#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the data-layer tests and prints its URL;
# `stop DIR` stops it and removes its files. Installs PostgreSQL from Debian when missing.
set -euo pipefail

find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

case "${1:-start}" in
  start)
    if ! bin=$(find_bin); then
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "Installing PostgreSQL (apt-get)…" >&2
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2
        bin=$(find_bin)
      else
        echo "PostgreSQL is not installed and cannot be installed here (need root and apt-get)" >&2
        exit 1
      fi
    fi
    port=${VIGIL_TEST_PG_PORT:-$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')}
    dir=$(mktemp -d /tmp/vigil-pg.XXXXXX)
    if [ "$(id -u)" = 0 ]; then
      chown postgres:postgres "$dir"
      as_pg() { su postgres -s /bin/bash -c "$*"; }
    else
      as_pg() { bash -c "$*"; }
    fi
    as_pg "$bin/initdb -D $dir/data -U postgres -A trust -E UTF8 --no-locale" >/dev/null
    as_pg "$bin/pg_ctl -D $dir/data -l $dir/log -o '-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off' -w start" >/dev/null
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?usage: throwaway-postgres.sh stop DIR}
    bin=$(find_bin)
    if [ "$(id -u)" = 0 ]; then
      su postgres -s /bin/bash -c "$bin/pg_ctl -D $dir/data -m fast -w stop" >/dev/null 2>&1 || true
    else
      "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
esac
