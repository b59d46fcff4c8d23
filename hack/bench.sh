#!/usr/bin/env bash
# Runs every side-by-side benchmark and prints one `budget ...` line per
# budget (docs/contributing.md, "Benchmarks"). BENCH_SMOKE=1 runs each in a short form (CI); timing
# never fails the run, only a broken benchmark does.
set -euo pipefail
cd "$(dirname "$0")/.."
for b in hack/bench-*.sh; do
  [ -e "$b" ] || continue
  echo "== $b"
  bash "$b"
done
