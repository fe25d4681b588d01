#!/usr/bin/env bash
# `pnpm bench`: the API's benchmarks (apps/api/scripts/bench.ts: cold start, Lighthouse, the routes
# against a bare route, the open-loop saves), then the results page's paint in Chromium
# (apps/web/scripts/bench-paint.mjs). BENCH_ONLY=paint runs only the paint; another BENCH_ONLY
# only the API's part it names. Exits 1 when either misses a goal.
set -u
cd "$(dirname "$0")/.."
api=0
web=0
if [ "${BENCH_ONLY:-}" != "paint" ]; then
  pnpm --filter @healthscreen/api bench || api=1
fi
if [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY}" = "paint" ]; then
  pnpm --filter @healthscreen/web bench:paint || web=1
fi
exit $(( api || web ))
