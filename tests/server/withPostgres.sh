#!/usr/bin/env bash
# The server suite against a real PostgreSQL server: the same migrations must hold on PostgreSQL 15 as on PGlite.
# With DATABASE_URL set, that server is used (the suite creates and drops its own database on it). Without it,
# a throw-away cluster is made in a temp folder, listening on 127.0.0.1 on a free port, and always removed.
# Installs Debian's postgresql when missing (needs root).
set -euo pipefail
cd "$(dirname "$0")/../.."

run_suite() { npx vitest run --config tests/vitest.config.ts --project server; }

if [ -n "${DATABASE_URL:-}" ]; then
  run_suite
  exit
fi

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(pg_bin || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "withPostgres.sh: PostgreSQL is not installed; run as root to install it (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "withPostgres.sh: installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  BIN="$(pg_bin)"
fi

# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK="$(mktemp -d /tmp/server-pg.XXXXXX)"
chmod 755 "$WORK"
if [ "$(id -u)" = 0 ]; then chown postgres: "$WORK"; fi
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_pg "$BIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Durability is worthless for a cluster that lives for one run: skip the fsyncs.
as_pg "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres console_test

echo "withPostgres.sh: $("$BIN/postgres" --version) on 127.0.0.1:$PORT"
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/console_test"
run_suite
