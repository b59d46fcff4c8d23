#!/usr/bin/env bash
# validation-gen benchmark: upstream's validation-gen (code-generator
# v0.37.2, built from the module cache) vs ours, both sides in one run, on
# k8s.io/kubernetes v1.37.2's tree with k8s.io/kubernetes' update-codegen.sh
# command line (hack/validation-tree.sh, as hack/validation-equivalence.sh),
# over the inputs ours generates today: those of the 70 tagged directories
# left once the ones ours refuses (a tag it does not generate yet) are left
# out (vt::generating). Each side has its own copy of the tree; before each
# run its validation files are removed, as update-codegen.sh removes them.
#
#   warm: both binaries prebuilt, the build cache filled by an untimed first
#         run of each side; then BENCH_RUNS rounds (default 3), the sides
#         alternating which goes first, best of each side. Goal 10x.
#   cold: an empty GOCACHE, GOBIN and KUBEGEN_CACHE on each side (the module
#         cache stays filled), install included: upstream's `go install
#         k8s.io/code-generator/cmd/validation-gen@v0.37.2`, ours `go install
#         ./cmd/validation-gen` in this repository, then the run.
#         BENCH_COLD_RUNS rounds (default 1). Goal 1x (never slower).
# After the warm rounds both sides' validation files must be the same, or
# the budget line says so and the benchmark fails, as a broken one does.
#
# Prints:
#   budget validation-gen-warm ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=10x PASS|MISS (N of M inputs ...)
#   budget validation-gen-cold ours=<s>s upstream=<s>s ratio=<r>x goal=1x PASS|MISS (install included ...)
# Timing never fails the run; a side that fails does.
#
# Environment: BENCH_RUNS (0: no warm rounds), BENCH_COLD_RUNS, BENCH_SMOKE=1 (CI: the first
# BENCH_SMOKE_INPUTS tagged directories (default 8) and apimachinery's,
# before ours' refusals are left out, one warm round without the warm-up, no cold round),
# KEEP_WORK=1.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-fixtures.sh
source hack/validation-tree.sh

runs="${BENCH_RUNS:-3}"
cold_runs="${BENCH_COLD_RUNS:-1}"
warmup=1
smoke=""
if [ -n "${BENCH_SMOKE:-}" ]; then
  smoke="${BENCH_SMOKE_INPUTS:-8}"
  runs=1
  cold_runs=0
  warmup=""
fi

fixtures::workdir
LOG="${work}/bench.log"
mkdir -p "${work}/bin/upstream" "${work}/bin/ours"
# The tree's go.mod is edited (staging replaces): the go command may
# complete its go.sum, without checksum database look-ups for the copies.
tree_env=(GOWORK=off GOFLAGS=-mod=mod GONOSUMDB='*' GOSUMDB=off)
if ! (cd "${work}" && env "${tree_env[@]}" GOBIN="${work}/bin/upstream" \
  go install "k8s.io/code-generator/cmd/validation-gen@${vt_staging_version}") >>"${LOG}" 2>&1; then
  echo "budget validation-gen skipped: upstream validation-gen ${vt_staging_version} cannot be built (module proxy?) (log: ${LOG})"
  exit 0
fi
go build -o "${work}/bin/ours/validation-gen" ./cmd/validation-gen
# From here on the go command (the tools' go list) works in the tree.
export "${tree_env[@]}"
declare -A BIN=([upstream]="${work}/bin/upstream/validation-gen" [ours]="${work}/bin/ours/validation-gen")
declare -A TREE=([upstream]="${work}/upstream" [ours]="${work}/ours")

if ! vt::tree "${TREE[upstream]}" >>"${LOG}" 2>&1; then
  echo "budget validation-gen skipped: k8s.io/kubernetes ${vt_k8s_version} is not available (log: ${LOG})"
  exit 0
fi
if [ -n "${smoke}" ]; then
  # apimachinery's meta/v1 validations are every kind's (its TypeMeta and
  # ObjectMeta): that input stays.
  some=()
  for i in "${inputs[@]}"; do
    case "${i}" in
    k8s.io/apimachinery/*) some+=("${i}") ;;
    *) [ "${#some[@]}" -ge "${smoke}" ] || some+=("${i}") ;;
    esac
  done
  inputs=("${some[@]}")
fi
cp -r "${TREE[upstream]}" "${TREE[ours]}"

# clean SIDE removes the validation files of the side's tree.
clean() { find "${TREE[$1]}/pkg" "${TREE[$1]}/staging" -name 'zz_generated.validations.go' -delete; }

# The inputs ours generates today.
clean ours
code=0
vt::generate "${BIN[ours]}" "${TREE[ours]}" "${inputs[@]}" >"${work}/ours-all.log" 2>&1 || code=$?
rest=("${inputs[@]}")
if [ "${code}" != 0 ]; then
  vt::generating "${BIN[ours]}" "${TREE[ours]}" "${work}/ours-all.log" "${inputs[@]}"
  code="${rest_code}"
fi
if [ "${code}" != 0 ] || [ "${#rest[@]}" = 0 ]; then
  cat "${work}"/ours-all.log* >>"${LOG}"
  fixtures::fail validation-gen "skipped: ours generates none of the ${#inputs[@]} inputs, or fails on them (exit ${code})"
  exit 1
fi
note_inputs="${#rest[@]} of ${#inputs[@]} inputs, those ours generates"

# run SIDE: the side's validation-gen over those inputs.
run() { vt::generate "${BIN[$1]}" "${TREE[$1]}" "${rest[@]}"; }

# warm: the warm rounds, then the check that both sides wrote the same files.
warm() {
  if [ -n "${warmup}" ]; then
    for side in upstream ours; do
      { clean "${side}" && run "${side}"; } >>"${LOG}" 2>&1 || { fixtures::fail validation-gen-warm "${side} side FAILED"; exit 1; }
    done
  fi
  fixtures::best_of "${runs}" clean run upstream ours || { fixtures::fail validation-gen-warm "${FAILED_SIDE} side FAILED"; exit 1; }

  # Both sides wrote the same files.
  written() { (cd "${TREE[$1]}" && find pkg staging -name 'zz_generated.validations.go' | LC_ALL=C sort); }
  files="$(written upstream)"
  differ=0
  if [ "${files}" != "$(written ours)" ]; then
    differ=1
  else
    while read -r f; do
      cmp -s "${TREE[upstream]}/${f}" "${TREE[ours]}/${f}" || { echo "differs: ${f}" >>"${LOG}"; differ=1; }
    done <<<"${files}"
  fi
  n="$(grep -c . <<<"${files}" || true)"
  if [ "${differ}" != 0 ]; then
    fixtures::fail validation-gen-warm "ours=${BEST[ours]}s upstream=${BEST[upstream]}s output differs from upstream's: MISS"
    exit 1
  fi
  note="(${note_inputs}, ${n} files written, the same on both sides)"
  [ -n "${warmup}" ] || note="(${note_inputs}, ${n} files written, the same on both sides; smoke: one round, no warm-up)"
  fixtures::budget validation-gen-warm "${BEST[ours]}" "${BEST[upstream]}" 10 "${note}"
}
if [ "${runs}" -gt 0 ]; then
  warm
fi

# cold_prep SIDE: an empty build cache, GOBIN and kubegen cache; no
# validation files.
cold_prep() {
  clean "$1"
  rm -rf "${work}/cold-$1" && mkdir -p "${work}/cold-$1/gocache" "${work}/cold-$1/bin" "${work}/cold-$1/kubegen-cache"
}

# install_side SIDE DIR: the side's go install into DIR/bin.
install_side() {
  if [ "$1" = upstream ]; then
    (cd "$2" && GOBIN="$2/bin" go install "k8s.io/code-generator/cmd/validation-gen@${vt_staging_version}")
  else
    GOBIN="$2/bin" GOFLAGS= GOWORK= go install ./cmd/validation-gen
  fi
}

# cold SIDE: install the side's validation-gen into its empty GOBIN with an
# empty build cache, then run it; the two steps' times go to the log. A
# subshell: the caches it sets are the cold round's only.
cold() (
  dir="${work}/cold-$1"
  export GOCACHE="${dir}/gocache" KUBEGEN_CACHE="${dir}/kubegen-cache"
  fixtures::step install install_side "$1" "${dir}" || return
  fixtures::step run vt::generate "${dir}/bin/validation-gen" "${TREE[$1]}" "${rest[@]}" || return
  echo "cold $1 steps: install=${STEP_TIME[install]}s run=${STEP_TIME[run]}s"
)

if [ "${cold_runs}" -gt 0 ]; then
  fixtures::best_of "${cold_runs}" cold_prep cold upstream ours ||
    { fixtures::fail validation-gen-cold "${FAILED_SIDE} side FAILED"; exit 1; }
  steps="$(grep '^cold [a-z]* steps:' "${LOG}" | tail -n 2 | sed 's/^cold \([a-z]*\) steps: /\1 /' | paste -sd ';' | sed 's/;/; /')"
  fixtures::budget validation-gen-cold "${BEST[ours]}" "${BEST[upstream]}" 1 "(install included, empty GOCACHE; ${note_inputs}; last round: ${steps})"
fi
