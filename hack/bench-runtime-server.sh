#!/usr/bin/env bash
# Informer initial sync against a real API server (testenv): kubegen's
# informer, client-go's informer (each at its defaults and with managedFields
# stripped by a transform, each then forced to relist after 410 Gone) and a
# raw paged LIST, 20k Widgets
# (BENCH_SMOKE=1: 500). Prints the sync-time, peak-RSS and heap-per-object
# budget lines plus one info line; details go to a log that is shown only on
# failure. Rounds come in pairs, the second in reverse order, so that no side
# always runs first (smoke mode too). Timing never fails the run.
set -euo pipefail
cd "$(dirname "$0")/../testenv"

n=20000 rounds=4
if [ -n "${BENCH_SMOKE:-}" ]; then n=500 rounds=2; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/" ./cmd/syncbench ./cmd/syncbench-side
if ! "$tmp/syncbench" -side-binary "$tmp/syncbench-side" -n "$n" -rounds "$rounds" 2>"$tmp/log"; then
  echo "bench-runtime-server: syncbench failed; its log ends with:" >&2
  tail -n 40 "$tmp/log" >&2
  exit 1
fi
