#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on a free loopback port, exported as TEST_DATABASE_URL.
# The server and its files are removed afterwards, whatever the command's outcome.
set -euo pipefail

pg_bin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && pg_bin="$dir"; done
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL server binaries not found: install Debian's postgresql package (apt-get install -y postgresql)." >&2
  exit 1
fi

datadir=$(mktemp -d /tmp/anamnesis-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$datadir"

cleanup() {
  run_pg "$pg_bin/pg_ctl" -D "$datadir" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$datadir"
}
trap cleanup EXIT

# -N: no fsync while creating it, the cluster is thrown away afterwards.
run_pg "$pg_bin/initdb" -N -D "$datadir" -U app --auth=trust >/dev/null
run_pg "$pg_bin/pg_ctl" -D "$datadir" -o "-p $port -c listen_addresses=127.0.0.1 -k $datadir -c fsync=off -c max_connections=200" -l "$datadir/log" -w start >/dev/null

export TEST_DATABASE_URL="postgres://app@127.0.0.1:$port/postgres"
export PG_DATA_DIR="$datadir" PG_BIN="$pg_bin" PG_PORT="$port"
"$@"
