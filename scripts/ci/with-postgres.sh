#!/usr/bin/env bash
# Usage: scripts/ci/with-postgres.sh CMD [ARGS...]
#
# Runs CMD against a private, throw-away PostgreSQL cluster: initdb into a temporary directory,
# start it on 127.0.0.1 at a free port, export TEST_DATABASE_URL and DATABASE_URL (superuser
# "postgres", random password), run CMD, then stop the cluster and delete it. Exits with CMD's
# status. PostgreSQL refuses to run as root, so as root the cluster runs as the "postgres" user
# (or "nobody"); CMD itself runs as the caller. PG_BIN selects the server binaries' directory.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

find_pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; return; fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$newest" ] && [ -x "$newest/initdb" ]; then echo "$newest"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  echo "with-postgres: no PostgreSQL server binaries found (set PG_BIN)" >&2
  exit 1
}
PG_BIN=$(find_pg_bin)

if [ "$(id -u)" -eq 0 ]; then
  if id postgres >/dev/null 2>&1; then CLUSTER_OWNER=postgres; else CLUSTER_OWNER=nobody; fi
  as_owner() { runuser -u "$CLUSTER_OWNER" -- "$@"; }
else
  CLUSTER_OWNER=$(id -un)
  as_owner() { "$@"; }
fi

free_port() {
  node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")
DATA_DIR="$CLUSTER_DIR/data"
PASSWORD=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
STARTED=0

cleanup() {
  if [ "$STARTED" -eq 1 ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$CLUSTER_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

printf '%s\n' "$PASSWORD" >"$CLUSTER_DIR/pwfile"
chown -R "$CLUSTER_OWNER" "$CLUSTER_DIR"
chmod 700 "$CLUSTER_DIR"

as_owner "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --pwfile="$CLUSTER_DIR/pwfile" -A scram-sha-256 \
  -E UTF8 --locale=C --no-sync >"$CLUSTER_DIR/initdb.log" 2>&1 || {
  cat "$CLUSTER_DIR/initdb.log" >&2
  exit 1
}

# A port can be taken between choosing and binding it: try a few.
for attempt in 1 2 3; do
  PORT=$(free_port)
  if as_owner "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$CLUSTER_DIR/server.log" -w -t 30 start \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $CLUSTER_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null; then
    STARTED=1
    break
  fi
  if [ "$attempt" -eq 3 ]; then
    cat "$CLUSTER_DIR/server.log" >&2
    exit 1
  fi
done

export TEST_DATABASE_URL="postgresql://postgres:$PASSWORD@127.0.0.1:$PORT/postgres"
export DATABASE_URL="$TEST_DATABASE_URL"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throw-away)" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
