#!/usr/bin/env bash
# In-process informer pipeline, ours against client-go's, measured in one
# process: a LIST of 100k objects, then 500k WATCH events, through the
# informer to a counting handler. Prints one budget line per phase; the goal
# is three times client-go's throughput. Rounds alternate which side runs
# first (4 rounds; BENCH_SMOKE=1: a tiny size, 2k + 10k, and 2 rounds, so
# both orders run there too).
# Timing never fails the run; a broken benchmark does.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(BENCH_PIPELINE=1 go test -count=1 -run '^TestBenchPipeline$' -v ./runtime/ 2>&1) || {
  echo "$out" >&2
  exit 1
}
budget() { # name ours theirs
  awk -v name="$1" -v ours="$2" -v theirs="$3" 'BEGIN {
    r = (theirs > 0) ? ours / theirs : 0
    printf "budget %s ours=%.0f client-go=%.0f ratio=%.2f goal=3.0 %s\n", name, ours, theirs, r, (r >= 3.0) ? "PASS" : "MISS"
  }'
}
for phase in pipeline-list pipeline-watch; do
  line=$(grep "^$phase " <<<"$out") || { echo "$out" >&2; echo "no $phase result" >&2; exit 1; }
  ours=$(sed -E 's/.* ours=([0-9.]+).*/\1/' <<<"$line")
  theirs=$(sed -E 's/.* client-go=([0-9.]+).*/\1/' <<<"$line")
  budget "$phase" "$ours" "$theirs"
done
