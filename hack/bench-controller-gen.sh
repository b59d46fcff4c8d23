#!/usr/bin/env bash
# controller-gen benchmark: real kubebuilder projects' own controller-gen
# command lines (hack/controller-gen-equivalence.sh reads them from their
# Makefiles), run with upstream controller-gen v0.23.0 and with ours, both
# sides in one run, each in its own copy of the project.
#
#   warm: both binaries prebuilt, the build cache filled by an untimed first
#         run of each side; then BENCH_RUNS rounds (default 3), the sides
#         alternating which goes first, best of each side. Goal 10x.
#   cold: an empty GOCACHE, GOBIN and KUBEGEN_CACHE on each side (the module
#         cache stays filled), install included: upstream's `go install
#         sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0`, ours
#         `go install ./cmd/controller-gen` in this repository, then the
#         project's lines. BENCH_COLD_RUNS rounds (default 1). Goal 1x
#         (never slower).
# After the warm rounds the two copies must be identical, or the budget
# line says so and the benchmark fails, as a broken one does (the
# equivalence itself is internal/projecttest's test).
#
# Prints per project:
#   budget controller-gen-<project> ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=10x PASS|MISS (N command lines)
#   budget controller-gen-<project>-cold ours=<s>s upstream=<s>s ratio=<r>x goal=1x PASS|MISS (install included)
# Timing never fails the run; a side that fails does.
#
# Environment: BENCH_PROJECTS (default "jobset lws kueue gateway-api"),
# BENCH_COLD_PROJECTS (default jobset; "" for none), BENCH_RUNS,
# BENCH_COLD_RUNS, BENCH_SMOKE=1 (CI: jobset, one warm round without the
# warm-up, no cold rounds), OURS_CONTROLLER_GEN=BIN (our side is BIN instead
# of ./cmd/controller-gen: any binary, e.g. to try the benchmark before ours
# exists), OURS_CONTROLLER_GEN_MODULE=MOD@VERSION (the cold rounds install
# that instead of ./cmd/controller-gen), KEEP_WORK=1.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-fixtures.sh
source hack/controller-gen-equivalence.sh

projects="${BENCH_PROJECTS:-jobset lws kueue gateway-api}"
cold_projects="${BENCH_COLD_PROJECTS-jobset}"
runs="${BENCH_RUNS:-3}"
cold_runs="${BENCH_COLD_RUNS:-1}"
warmup=1
if [ -n "${BENCH_SMOKE:-}" ]; then
  projects="${BENCH_PROJECTS:-jobset}"
  cold_projects=""
  runs=1
  warmup=""
fi

ours_bin="${OURS_CONTROLLER_GEN:-}"
if [ -z "${ours_bin}" ] && [ ! -d cmd/controller-gen ]; then
  echo "budget controller-gen skipped: no cmd/controller-gen in this repository yet (OURS_CONTROLLER_GEN=BIN benchmarks another binary)"
  exit 0
fi
if [ -z "${ours_bin}" ] && [ -n "${OURS_CONTROLLER_GEN_MODULE:-}" ]; then
  echo "budget controller-gen skipped: OURS_CONTROLLER_GEN_MODULE needs OURS_CONTROLLER_GEN for the warm rounds"
  exit 0
fi

fixtures::workdir
LOG="${work}/bench.log"
mkdir -p "${work}/bin/upstream" "${work}/bin/ours"
if ! up_bin="$(cg::upstream_bin "${work}/bin/upstream" 2>>"${LOG}")"; then
  echo "budget controller-gen skipped: upstream controller-gen v0.23.0 cannot be built (module proxy?) (log: ${LOG})"
  exit 0
fi
if [ -z "${ours_bin}" ]; then
  go build -o "${work}/bin/ours/controller-gen" ./cmd/controller-gen
  ours_bin="${work}/bin/ours/controller-gen"
fi
declare -A BIN=([upstream]="${up_bin}" [ours]="${ours_bin}")
declare -A TREE=() LINES=()

# lines_for SIDE BIN: the project's command lines with BIN.
lines_for() { cg::lines "${project}" "${TREE[$1]}" "$2"; }

# run_lines SIDE: the side's command lines, in its copy.
run_lines() {
  local line
  while IFS= read -r line; do
    (cd "${TREE[$1]}" && GOWORK=off GOFLAGS=-mod=mod bash -c "${line}") || return
  done <<<"${LINES[$1]}"
}

# cold_prep SIDE: an empty build cache, GOBIN and kubegen cache.
cold_prep() {
  rm -rf "${work}/cold-$1" && mkdir -p "${work}/cold-$1/gocache" "${work}/cold-$1/bin" "${work}/cold-$1/kubegen-cache"
}

# cold SIDE: install the side's controller-gen into its empty GOBIN, then
# run the project's lines with it. A subshell: the caches it sets are the
# cold round's only.
cold() (
  dir="${work}/cold-$1"
  export GOCACHE="${dir}/gocache" KUBEGEN_CACHE="${dir}/kubegen-cache"
  if [ "$1" = upstream ]; then
    (cd "${dir}" && GOBIN="${dir}/bin" GOWORK=off GOFLAGS=-mod=mod go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0) || return
  elif [ -n "${OURS_CONTROLLER_GEN_MODULE:-}" ]; then
    (cd "${dir}" && GOBIN="${dir}/bin" GOWORK=off GOFLAGS=-mod=mod go install "${OURS_CONTROLLER_GEN_MODULE}") || return
  else
    GOBIN="${dir}/bin" go install ./cmd/controller-gen || return
  fi
  LINES[$1]="$(lines_for "$1" "${dir}/bin/controller-gen")" || return
  run_lines "$1"
)

# bench PROJECT prints the project's budget lines; returns 1 when a side
# fails.
bench() {
  project="$1"
  local note side n
  TREE[upstream]="${work}/upstream/${project}"
  TREE[ours]="${work}/ours/${project}"
  if ! cg::prepare "${project}" "${TREE[upstream]}" >>"${LOG}" 2>&1; then
    echo "budget controller-gen-${project} skipped: project not available (module proxy?) (log: ${LOG})"
    return 0
  fi
  mkdir -p "${work}/ours"
  cp -R "${TREE[upstream]}" "${TREE[ours]}"
  for side in upstream ours; do
    LINES[${side}]="$(lines_for "${side}" "${BIN[${side}]}")" || return
  done
  n="$(wc -l <<<"${LINES[upstream]}")"
  note="(${n} command lines)"
  [ -n "${warmup}" ] || note="(${n} command lines, smoke: one round, no warm-up)"
  if [ -n "${warmup}" ]; then
    for side in upstream ours; do
      run_lines "${side}" >>"${LOG}" 2>&1 || { fixtures::fail "controller-gen-${project}" "${side} side FAILED"; return 1; }
    done
  fi
  fixtures::best_of "${runs}" : run_lines upstream ours || { fixtures::fail "controller-gen-${project}" "${FAILED_SIDE} side FAILED"; return 1; }
  if ! diff -r "${TREE[upstream]}" "${TREE[ours]}" >>"${LOG}" 2>&1; then
    fixtures::fail "controller-gen-${project}" "ours=${BEST[ours]}s upstream=${BEST[upstream]}s output differs from upstream's: MISS"
    return 1
  fi
  fixtures::budget "controller-gen-${project}" "${BEST[ours]}" "${BEST[upstream]}" 10 "${note}"

  case " ${cold_projects} " in *" ${project} "*) ;; *) return 0 ;; esac
  if [ "${cold_runs}" -gt 0 ]; then
    fixtures::best_of "${cold_runs}" cold_prep cold upstream ours ||
      { fixtures::fail "controller-gen-${project}-cold" "${FAILED_SIDE} side FAILED"; return 1; }
    fixtures::budget "controller-gen-${project}-cold" "${BEST[ours]}" "${BEST[upstream]}" 1 "(install included, empty GOCACHE)"
  fi
}

failed=0
for p in ${projects}; do
  bench "${p}" || failed=1
done
exit "${failed}"
