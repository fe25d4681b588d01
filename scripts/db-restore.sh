#!/usr/bin/env bash
# Restores a backup made by db-backup.sh (`pnpm db:restore <file>`) into an EMPTY database.
#   DATABASE_URL set: pg_restore into that database, in one transaction (all or nothing); it
#     refuses a database that already has HealthScreen's tables. Create it first, e.g.
#     `createdb -O healthscreen healthscreen_restored`.
#   DATABASE_URL unset: unpacks the PGlite directory into DATA_DIR (default .data), which must not
#     hold one yet.
# Then start the server as usual: it applies any newer migrations (or run `pnpm db:migrate`).
set -euo pipefail
file=${1:?usage: db-restore.sh <backup file>}
root=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$file" ] || { echo "no backup file $file" >&2; exit 1; }

if [ -n "${DATABASE_URL:-}" ]; then
  command -v pg_restore >/dev/null || { echo "pg_restore not found (Debian: apt-get install postgresql-client)" >&2; exit 1; }
  taken=$(psql "$DATABASE_URL" -qAtc "select to_regclass('users') is not null")
  if [ "$taken" = "t" ]; then
    echo "the target database already has a users table: restore into an empty database" >&2
    exit 1
  fi
  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
  echo "restored $file into the database of DATABASE_URL"
else
  data_dir=${DATA_DIR:-.data}
  case "$data_dir" in /*) ;; *) data_dir="$root/$data_dir" ;; esac
  if [ -e "$data_dir/pglite" ]; then
    echo "$data_dir/pglite exists: move it away first (restore never overwrites a database)" >&2
    exit 1
  fi
  mkdir -p "$data_dir"
  tar -xzf "$file" -C "$data_dir"
  echo "restored $file into $data_dir/pglite"
fi
