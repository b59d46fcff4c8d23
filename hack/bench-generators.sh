#!/usr/bin/env bash
# Generator benchmark: upstream's three-tool invocation (hack/codegen-invocation.sh,
# the flags kube_codegen.sh passes) timed with upstream k8s.io/code-generator
# v0.37.2's client-gen, lister-gen and informer-gen and with ours, on the same
# input module, both prebuilt, with a warm Go build cache. Wall time of the
# three tools together (package discovery excluded, it is shared), best of
# BENCH_RUNS runs (default 3), both sides measured in the same run of this
# script. Our output must build (`go build`), or the benchmark fails.
#
# Prints exactly one line per size:
#   budget gen-<size> ours=<seconds>s upstream=<seconds>s ratio=<upstream/ours>x goal=10x PASS|MISS
# ratio is upstream's time divided by ours (higher is better; 10x means ours
# takes a tenth of upstream's time); PASS when ratio >= 10.
#
# Sizes (groups x kinds, one version each): 1x5, 10x10, 30x20 synthapi
# modules, and k8sapi: the 56 +genclient group-versions of k8s.io/api v0.37.2.
# BENCH_SMOKE=1: only 1x5, one run (CI); timing never fails the script, only a
# broken tool or output that does not build does.
#
# Environment: BENCH_RUNS, BENCH_SIZES="1x5 10x10 30x20 k8sapi",
# OURS_BIN=DIR (default: built into bin/), KEEP_WORK=1 to keep the modules.
# Synthetic modules come from hack/synthapi.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

goal=10
runs="${BENCH_RUNS:-3}"
sizes="${BENCH_SIZES:-1x5 10x10 30x20 k8sapi}"
if [ -n "${BENCH_SMOKE:-}" ]; then
  runs=1
  sizes=1x5
fi

upstream_bin="$(hack/upstream-tools.sh)"
ours_bin="$(fixtures::ours_bin)"
fixtures::workdir

# timed BIN OUT_DIR: one run of the invocation into a fresh OUT_DIR of the
# current module; prints the wall time in seconds. Needs codegen::discover.
timed() {
  local bin="$1" out="$2" start end
  rm -rf "${out}"
  start="${EPOCHREALTIME}"
  codegen::run "${bin}" "${IN_DIR}" "${out}" "${MOD_PKG}/${out}" "${BOILERPLATE}" >>"${LOG}" 2>&1 || return
  end="${EPOCHREALTIME}"
  awk -v s="${start}" -v e="${end}" 'BEGIN { printf "%.3f\n", e - s }'
}

# min A B prints the smaller of two decimals ("" counts as infinity).
min() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || (b != "" && b + 0 < a + 0)) print b; else print a }'; }

# bench SIZE MODULE_DIR IN_DIR: prints the budget line; returns 1 when a tool
# fails or our output does not build.
bench() {
  local size="$1" ours="" upstream="" t i
  LOG="${work}/${size}.log"
  IN_DIR="$3"
  BOILERPLATE="$2/hack/boilerplate.go.txt"
  cd "$2"
  export GOWORK=off
  MOD_PKG="$(go list -m)"
  codegen::discover "${IN_DIR}" >>"${LOG}" 2>&1 || { echo "budget gen-${size} discovery FAILED"; return 1; }
  for ((i = 0; i < runs; i++)); do
    # Alternate sides so neither always runs on a machine warmed by the other.
    t="$(timed "${upstream_bin}" gen-upstream)" || { echo "budget gen-${size} upstream FAILED (${LOG})"; tail -n 20 "${LOG}"; return 1; }
    upstream="$(min "${upstream}" "${t}")"
    t="$(timed "${ours_bin}" gen-ours)" || { echo "budget gen-${size} ours FAILED"; tail -n 20 "${LOG}"; return 1; }
    ours="$(min "${ours}" "${t}")"
  done
  fixtures::finish "$2" >>"${LOG}" 2>&1 || { echo "budget gen-${size} go.mod update FAILED"; tail -n 20 "${LOG}"; return 1; }
  if ! go build ./gen-ours/... >>"${LOG}" 2>&1; then
    echo "budget gen-${size} ours=${ours}s upstream=${upstream}s output does not build: MISS"
    tail -n 20 "${LOG}"
    return 1
  fi
  awk -v size="${size}" -v o="${ours}" -v u="${upstream}" -v goal="${goal}" 'BEGIN {
    r = (o > 0) ? u / o : 0
    printf "budget gen-%s ours=%.2fs upstream=%.2fs ratio=%.1fx goal=%dx %s\n", size, o, u, r, goal, (r >= goal ? "PASS" : "MISS")
  }'
}

failed=0
for size in ${sizes}; do
  case "${size}" in
    k8sapi)
      fixtures::k8sapi "${work}/${size}"
      mkdir -p "${work}/${size}/hack"
      printf '/* k8s.io/api benchmark */\n' >"${work}/${size}/hack/boilerplate.go.txt"
      in_dir=.
      ;;
    *x*)
      fixtures::synthapi "${work}" "${work}/${size}" "${size%x*}" 1 "${size#*x}"
      in_dir=./apis
      ;;
    *)
      echo "unknown size ${size}: want GROUPSxKINDS or k8sapi" >&2
      exit 2
      ;;
  esac
  (bench "${size}" "${work}/${size}" "${in_dir}") || failed=1
  # Each module is large; keep the disk small unless asked to keep it.
  [ -n "${KEEP_WORK:-}" ] || rm -rf "${work:?}/${size}"
done
exit "${failed}"
