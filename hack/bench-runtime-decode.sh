#!/usr/bin/env bash
# Decode CPU per object, the runtime's generated-decoder path against the
# reflective one, for LIST items and WATCH events of a typical Pod (1000
# objects, 20 repetitions; BENCH_SMOKE=1: 200 objects, 3 repetitions). The
# figure is process CPU time (GC included) per object, best of 4 rounds (2 in
# smoke mode); rounds come in pairs, the second in reverse order, so that no
# side always runs first. Goal: ours at most 0.35 of the reflective path.
# Timing never fails the run; a broken benchmark does.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(BENCH_DECODE=1 go test -count=1 -run '^TestBenchDecode$' -v ./internal/decodertest/ 2>&1) || {
  echo "$out" >&2
  exit 1
}
for phase in decode-cpu-list decode-cpu-watch; do
  line=$(grep "^$phase " <<<"$out") || { echo "$out" >&2; echo "no $phase result" >&2; exit 1; }
  ours=$(sed -E 's/.* ours=([0-9]+).*/\1/' <<<"$line")
  theirs=$(sed -E 's/.* reflective=([0-9]+).*/\1/' <<<"$line")
  awk -v name="$phase" -v ours="$ours" -v theirs="$theirs" 'BEGIN {
    r = (theirs > 0) ? ours / theirs : 0
    printf "budget %s ours=%dns/object reflective=%dns/object ratio=%.2f goal=0.35 %s\n", name, ours, theirs, r, (r > 0 && r <= 0.35) ? "PASS" : "MISS"
  }'
done
