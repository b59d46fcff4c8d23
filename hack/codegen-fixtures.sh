#!/usr/bin/env bash
# Input modules for compat-check.sh and the generator benchmarks (a library:
# source it). Each fixture is a writable Go module in a directory of its own,
# with go.sum complete for its inputs, ready for codegen::discover /
# codegen::run. Below the fixtures: what every bench-*.sh of the generators
# shares (sizes, best-of-N timing with the sides alternating, budget lines).
#
# Synthetic modules come from this repository's hack/synthapi command; nothing
# outside the clone is read.

# The repository root, resolved when sourced: callers may change directory.
FIXTURES_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"

# fixtures::repo is the repository root.
fixtures::repo() { echo "${FIXTURES_REPO}"; }

# fixtures::ours_bin prints the directory holding our commands (kubegen and
# the drop-in client-gen, lister-gen, informer-gen, deepcopy-gen, ...):
# OURS_BIN when set, else bin/ after building every command of cmd/ there.
fixtures::ours_bin() {
  if [ -n "${OURS_BIN:-}" ]; then
    (cd "${OURS_BIN}" && pwd -P)
    return
  fi
  (cd "$(fixtures::repo)" && go build -o bin/ ./cmd/...) >&2
  echo "$(fixtures::repo)/bin"
}

# fixtures::workdir sets work to a new temporary directory, removed when the
# calling script exits unless KEEP_WORK is set (then its path is printed).
fixtures::workdir() {
  work="$(mktemp -d)"
  if [ -n "${KEEP_WORK:-}" ]; then
    echo "work directory: ${work}" >&2
  else
    trap 'rm -rf "${work}"' EXIT
  fi
}

# fixtures::synthapi_bin WORKDIR builds hack/synthapi once into WORKDIR and
# prints the binary's path.
fixtures::synthapi_bin() {
  local work="$1"
  [ -x "${work}/synthapi" ] || (cd "$(fixtures::repo)" && go build -o "${work}/synthapi" ./hack/synthapi) >&2
  echo "${work}/synthapi"
}

# fixtures::synthapi WORKDIR DIR GROUPS VERSIONS KINDS writes a synthetic API
# module (module path example.com/synth, inputs under ./apis) into DIR.
fixtures::synthapi() {
  local work="$1" dir="$2" bin
  bin="$(fixtures::synthapi_bin "${work}")" || return 1
  rm -rf "${dir}"
  "${bin}" -out "${dir}" -module example.com/synth -groups "$3" -versions "$4" -kinds "$5" >&2
  (cd "${dir}" && GOWORK=off go mod tidy) >&2
}

# fixtures::k8sapi DIR copies k8s.io/api at the pinned version from the module
# cache (downloading it through the module proxy when absent) into DIR as a
# writable module; its inputs are the module root, ".".
fixtures::k8sapi() {
  local dir="$1" version="${K8S_API_VERSION:-v0.37.2}" src
  mkdir -p "$(dirname "${dir}")"
  # Run outside any module so no go.mod or go.sum is touched.
  src="$(cd "$(dirname "${dir}")" && GOWORK=off GO111MODULE=on go mod download -json "k8s.io/api@${version}" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
  if [ -z "${src}" ] || [ ! -f "${src}/go.mod" ]; then
    echo "cannot find k8s.io/api@${version} in the module cache" >&2
    return 1
  fi
  rm -rf "${dir}"
  cp -R "${src}" "${dir}"
  chmod -R u+w "${dir}"
  (cd "${dir}" && GOWORK=off go mod download) >&2
}

# fixtures::finish DIR makes the generated code of the module in DIR buildable:
# it requires client-go at the pinned version and this repository (for our
# runtime) through a replace directive, then tidies that module (never the
# repository's).
fixtures::finish() {
  local dir="$1" repo
  repo="$(fixtures::repo)"
  (
    cd "${dir}"
    export GOWORK=off
    go mod edit -require "github.com/kubegen/kubegen@v0.0.0-00010101000000-000000000000" \
      -replace "github.com/kubegen/kubegen=${repo}"
    go get "k8s.io/client-go@${K8S_CLIENT_VERSION:-v0.37.2}"
    go mod tidy
  ) >&2
}

# fixtures::module WORK SIZE writes the input module of a benchmark size into
# WORK/SIZE and sets FIXTURE_IN to its input directory (relative to the
# module): GxK is a synthapi module of G groups with K kinds each (one
# version, inputs ./apis), k8sapi is k8s.io/api at the pinned version (inputs
# ".", its 56 +genclient group-versions) with a one-line boilerplate header.
fixtures::module() {
  local work="$1" size="$2"
  case "${size}" in
    k8sapi)
      fixtures::k8sapi "${work}/${size}" || return
      mkdir -p "${work}/${size}/hack"
      printf '/* k8s.io/api benchmark */\n' >"${work}/${size}/hack/boilerplate.go.txt"
      FIXTURE_IN=.
      ;;
    [1-9]*x[1-9]*)
      fixtures::synthapi "${work}" "${work}/${size}" "${size%x*}" 1 "${size#*x}" || return
      FIXTURE_IN=./apis
      ;;
    *)
      echo "unknown size ${size}: want GROUPSxKINDS (e.g. 10x10) or k8sapi" >&2
      return 2
      ;;
  esac
}

# fixtures::sizes DEFAULT_SIZES sets `sizes` (BENCH_SIZES, else DEFAULT_SIZES)
# and `runs` (BENCH_RUNS, else 3). BENCH_SMOKE=1 (CI) overrides both: 1x5 and
# two rounds, so each side runs once first and once second.
fixtures::sizes() {
  sizes="${BENCH_SIZES:-$1}"
  runs="${BENCH_RUNS:-3}"
  if [ -n "${BENCH_SMOKE:-}" ]; then
    sizes=1x5
    runs=2
  fi
}

# fixtures::order ROUND SIDE... prints the sides in the order round ROUND
# (from 0) runs them: the list rotated left by ROUND places. With two sides,
# round 0 runs them as given, round 1 the other way round, and so on, so
# neither side always meets a machine (page cache, CPU clocks, the other
# engineers' load) as the other left it.
fixtures::order() {
  local round="$1" i
  shift
  local sides=("$@")
  for ((i = 0; i < ${#sides[@]}; i++)); do
    printf '%s\n' "${sides[(round + i) % ${#sides[@]}]}"
  done
}

# fixtures::min A B prints the smaller of two decimals ("" counts as infinity).
fixtures::min() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || (b != "" && b + 0 < a + 0)) print b; else print a }'
}

# fixtures::step NAME CMD... runs CMD (in the current shell) and adds its
# wall time to STEP_TIME[NAME]: a part of a timed run that gets a budget
# line of its own (one tool of several). fixtures::best_of keeps each side's
# fastest time of each step in STEP_BEST["SIDE NAME"]. Returns CMD's status.
declare -gA STEP_TIME=() STEP_BEST=()
fixtures::step() {
  local name="$1" start status=0
  shift
  start="${EPOCHREALTIME}"
  "$@" || status=$?
  STEP_TIME[${name}]="$(awk -v s="${start}" -v e="${EPOCHREALTIME}" -v t="${STEP_TIME[${name}]:-0}" 'BEGIN { printf "%.3f", t + e - s }')"
  return "${status}"
}

# fixtures::best_of RUNS PREP RUN SIDE... times RUNS rounds; each round calls,
# for every side in fixtures::order's order, `PREP SIDE` (untimed: clear what
# the last run left) then `RUN SIDE` (timed: wall clock). Both write to LOG,
# which also gets one line per timed run. Sets BEST[SIDE] to each side's
# fastest time in seconds. When a call fails it sets FAILED_SIDE and returns
# its status: PREP and RUN run where `set -e` does not apply, so they must
# return on the first error themselves.
declare -gA BEST=()
fixtures::best_of() {
  local runs="$1" prep="$2" run="$3" round side start end t status order
  shift 3
  BEST=()
  STEP_BEST=()
  FAILED_SIDE=""
  for ((round = 0; round < runs; round++)); do
    mapfile -t order < <(fixtures::order "${round}" "$@")
    for side in "${order[@]}"; do
      "${prep}" "${side}" >>"${LOG}" 2>&1 || { status=$?; FAILED_SIDE="${side}"; return "${status}"; }
      STEP_TIME=()
      start="${EPOCHREALTIME}"
      "${run}" "${side}" >>"${LOG}" 2>&1 || { status=$?; FAILED_SIDE="${side}"; return "${status}"; }
      end="${EPOCHREALTIME}"
      t="$(awk -v s="${start}" -v e="${end}" 'BEGIN { printf "%.3f", e - s }')"
      echo "round $((round + 1)) ${side}: ${t}s" >>"${LOG}"
      BEST[${side}]="$(fixtures::min "${BEST[${side}]:-}" "${t}")"
      local step
      for step in "${!STEP_TIME[@]}"; do
        echo "round $((round + 1)) ${side} ${step}: ${STEP_TIME[${step}]}s" >>"${LOG}"
        STEP_BEST["${side} ${step}"]="$(fixtures::min "${STEP_BEST["${side} ${step}"]:-}" "${STEP_TIME[${step}]}")"
      done
    done
  done
}

# fixtures::budget NAME OURS UPSTREAM GOAL [NOTE] prints a speed budget line,
#   budget NAME ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=<GOAL>x PASS|MISS [NOTE]
# ratio is upstream's time over ours (higher is better); PASS when >= GOAL.
fixtures::budget() {
  awk -v n="$1" -v o="$2" -v u="$3" -v goal="$4" -v note="${5:-}" 'BEGIN {
    r = (o > 0) ? u / o : 0
    printf "budget %s ours=%.2fs upstream=%.2fs ratio=%.1fx goal=%gx %s%s\n", n, o, u, r, goal,
      (r >= goal ? "PASS" : "MISS"), (note == "" ? "" : " " note)
  }'
}

# fixtures::fail NAME WHAT prints `budget NAME WHAT` and the end of LOG, and
# returns 1: a benchmark that cannot measure says why in its budget line.
fixtures::fail() {
  echo "budget $1 $2 (log: ${LOG})"
  tail -n 20 "${LOG}"
  return 1
}

# fixtures::bench_setup DEFAULT_SIZES is how every generator benchmark starts:
# `sizes` and `runs` (fixtures::sizes), upstream's tools installed
# (upstream_bin), ours built (ours_bin), a work directory (work) and GOWORK
# off, so each input module stands alone.
fixtures::bench_setup() {
  fixtures::sizes "$1"
  upstream_bin="$("$(fixtures::repo)/hack/upstream-tools.sh")"
  ours_bin="$(fixtures::ours_bin)"
  fixtures::workdir
  export GOWORK=off
}

# fixtures::each_size BENCH writes each size's input module (fixtures::module)
# and calls `BENCH SIZE` in a subshell from inside it, LOG set to the size's
# log; then deletes WORK/SIZE and any WORK/SIZE-* copies (the modules are
# large) unless KEEP_WORK is set. A size that fails does not stop the others;
# returns 1 when any failed.
fixtures::each_size() {
  local size failed=0
  for size in ${sizes}; do
    fixtures::module "${work}" "${size}" || return
    (cd "${work}/${size}" && LOG="${work}/${size}.log" && "$1" "${size}") || failed=1
    [ -n "${KEEP_WORK:-}" ] || rm -rf "${work:?}/${size}" "${work:?}/${size}"-*
  done
  return "${failed}"
}
