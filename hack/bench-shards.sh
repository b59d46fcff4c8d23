#!/usr/bin/env bash
# Sharded informers against a real API server (testenv, ShardedListAndWatch
# on): per-replica cache heap and initial sync bytes (LIST or streaming
# list) for 1, 2 and 3 replicas against one unsharded informer, 5000
# Widgets (BENCH_SMOKE=1: 300). Prints two budget lines per replica count
# (goal: about 1/N of the unsharded figures; each range is one informer,
# whose fixed cost shows at small N); details go to a log shown only on
# failure. The figures never fail the run.
set -euo pipefail
cd "$(dirname "$0")/../testenv"

n=5000
if [ -n "${BENCH_SMOKE:-}" ]; then n=300; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/" ./cmd/shard-bench
if ! "$tmp/shard-bench" -n "$n" 2>"$tmp/log"; then
  echo "bench-shards: shard-bench failed; its log ends with:" >&2
  tail -n 40 "$tmp/log" >&2
  exit 1
fi
