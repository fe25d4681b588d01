#!/usr/bin/env bash
# Backs up HealthScreen's database into one file (`pnpm db:backup <file>`).
#   DATABASE_URL set: pg_dump's custom format (compressed; restored by db-restore.sh). It is a
#     consistent snapshot taken while the servers run (one repeatable-read transaction).
#   DATABASE_URL unset: the embedded PGlite directory (DATA_DIR/pglite, default .data/pglite) as a
#     .tar.gz. PGlite belongs to the server process: stop the server first (the copy of a running
#     one may be inconsistent); the script refuses while a server on this DATA_DIR answers.
# Both: the session secret in DATA_DIR is not copied (keep SESSION_SECRET in your secret store).
set -euo pipefail
out=${1:?usage: db-backup.sh <output file>}
root=$(cd "$(dirname "$0")/.." && pwd)

if [ -n "${DATABASE_URL:-}" ]; then
  command -v pg_dump >/dev/null || { echo "pg_dump not found (Debian: apt-get install postgresql-client)" >&2; exit 1; }
  pg_dump --format=custom --no-owner --no-privileges --file="$out" "$DATABASE_URL"
  echo "PostgreSQL backup written to $out ($(du -h "$out" | cut -f1))"
else
  data_dir=${DATA_DIR:-.data}
  case "$data_dir" in /*) ;; *) data_dir="$root/$data_dir" ;; esac
  [ -d "$data_dir/pglite" ] || { echo "no PGlite database at $data_dir/pglite" >&2; exit 1; }
  if [ -n "${PORT:-}" ] && curl -fsS -o /dev/null "http://127.0.0.1:${PORT}/api/health/live" 2>/dev/null; then
    echo "a server answers on port $PORT: stop it before copying its PGlite directory" >&2
    exit 1
  fi
  tar -czf "$out" -C "$data_dir" pglite
  echo "PGlite backup of $data_dir/pglite written to $out ($(du -h "$out" | cut -f1))"
fi
