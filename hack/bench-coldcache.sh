#!/usr/bin/env bash
# Cold build cache benchmark: what a fresh CI runner pays for a CRD project's
# update-codegen.sh, with an empty Go build cache (GOCACHE a new empty
# directory for every run, and KUBEGEN_CACHE another; the module cache stays as it is, every module
# already downloaded). The same kube_codegen.sh v0.37.2 command lines
# (hack/codegen-invocation.sh)
#   gen_helpers IN_DIR                    (deepcopy-gen)
#   gen_register IN_DIR                   (register-gen)
#   gen_client --with-watch --with-applyconfig ... IN_DIR
#                                         (applyconfiguration-gen, client-gen,
#                                          lister-gen, informer-gen)
# run with upstream k8s.io/code-generator v0.37.2's tools and with ours, each
# side in its own copy of the input module. Two ways of counting the tools'
# own build, one budget line each:
#   cold-cache-<case>        tools prebuilt (built before, outside the empty
#                            cache): the generators' own cost
#   cold-cache-<case>-build  the six tools built first, timed, into the same
#                            empty cache, as kube_codegen.sh's `go install`
#                            does on a fresh runner (upstream: go install
#                            k8s.io/code-generator/cmd/...@v0.37.2; ours: go
#                            build ./cmd/... of this repository)
# Each prints
#   budget cold-cache-<case>[-build] ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=1x PASS|MISS
# ratio is upstream's time over ours; PASS when ours is not slower (>= 1x).
#
# Cases: kubebuilder (generators/testdata/corpus/kubebuilder-project: api/v1,
# controller-runtime's scheme builder; `--one-input-api api` of ".") and
# synth-<GxK> (a hack/synthapi module, deep copies deleted first, inputs
# ./apis). Best of BENCH_RUNS rounds (default 2, one per order: upstream
# first, then ours first). BENCH_SMOKE=1 (CI): synth-1x5 prebuilt only, one
# round. Timing never fails the script; a failing tool does.
#
# Environment: BENCH_RUNS, BENCH_COLD_CASES="kubebuilder synth-3x5",
# BENCH_COLD_BUILD=0 to leave out the -build lines, BENCH_SMOKE,
# OURS_BIN=DIR (default: built into bin/), KEEP_WORK=1.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

goal=1
cases="${BENCH_COLD_CASES:-kubebuilder synth-3x5}"
runs="${BENCH_RUNS:-2}"
with_build="${BENCH_COLD_BUILD:-1}"
if [ -n "${BENCH_SMOKE:-}" ]; then
  cases=synth-1x5
  runs=1
  with_build=0
fi
upstream_bin="$("$(fixtures::repo)/hack/upstream-tools.sh")"
ours_bin="$(fixtures::ours_bin)"
fixtures::workdir
export GOWORK=off
repo="$(fixtures::repo)"
version="${UPSTREAM_CODEGEN_VERSION:-v0.37.2}"
tools=(deepcopy-gen register-gen applyconfiguration-gen client-gen lister-gen informer-gen)
declare -A BIN=([upstream]="${upstream_bin}" [ours]="${ours_bin}") MODS=()
COLD=""

# prep SIDE: SIDE's module back to its first state (outputs deleted) and a
# new empty build cache in COLD (the last one removed).
prep() {
  [ -z "${COLD}" ] || rm -rf "${COLD}" "${COLD}.kubegen"
  COLD="$(mktemp -d "${work}/gocache.XXXXXX")" || return
  rm -rf "${MODS[$1]:?}/gen" || return
  find "${MODS[$1]}/${IN}" -type f \( -name zz_generated.deepcopy.go -o -name zz_generated.register.go \) -delete
}

# pipeline SIDE BIN_DIR: the update script's three functions with the tools
# of BIN_DIR, in SIDE's module, with the empty build cache.
pipeline() {
  (
    # A fresh runner has no kubegen cache either (upstream's tools ignore
    # it): the first of our processes fills it for the others, as there.
    export GOCACHE="${COLD}" KUBEGEN_CACHE="${COLD}.kubegen"
    cd "${MODS[$1]}" || exit
    local b=hack/boilerplate.go.txt one=()
    [ -z "${ONE}" ] || one=(--one-input-api "${ONE}")
    codegen::gen_helpers "$2" --boilerplate "${b}" "${IN}" || exit
    codegen::gen_register "$2" --boilerplate "${b}" "${IN}" || exit
    codegen::gen_client "$2" "$2" "${one[@]:+"${one[@]}"}" --with-watch --with-applyconfig \
      --output-dir gen --output-pkg "${PKG}/gen" --boilerplate "${b}" "${IN}"
  )
}

# prebuilt SIDE: the pipeline with SIDE's prebuilt tools.
prebuilt() { pipeline "$1" "${BIN[$1]}"; }

# build SIDE: SIDE's six tools built into the empty cache, then the pipeline
# with them.
build() {
  local dir="${work}/tools-$1" pkgs=() t
  rm -rf "${dir}" && mkdir -p "${dir}" || return
  case "$1" in
    upstream)
      for t in "${tools[@]}"; do pkgs+=("k8s.io/code-generator/cmd/${t}@${version}"); done
      (cd "${work}" && GOCACHE="${COLD}" GOBIN="${dir}" go install "${pkgs[@]}") || return
      ;;
    ours)
      for t in "${tools[@]}"; do pkgs+=("./cmd/${t}"); done
      (cd "${repo}" && GOWORK='' GOCACHE="${COLD}" go build -o "${dir}/" "${pkgs[@]}") || return
      ;;
  esac
  pipeline "$1" "${dir}"
}

# setup CASE writes the case's module into WORK/CASE and sets IN, ONE, PKG.
setup() {
  local dir="${work}/$1"
  ONE=""
  case "$1" in
    kubebuilder)
      local src="${repo}/generators/testdata/corpus/kubebuilder-project"
      rm -rf "${dir}" && mkdir -p "${dir}" && cp -R "${src}/src/." "${dir}/" || return
      (cd "${dir}" && go mod init "$(cat "${src}/module")" && go mod edit -go=1.26 &&
        go get sigs.k8s.io/controller-runtime@v0.25.2 k8s.io/api@v0.37.2 k8s.io/apimachinery@v0.37.2 \
          k8s.io/client-go@v0.37.2 && go mod tidy) >&2 || return
      IN=.
      ONE=api
      ;;
    synth-*)
      fixtures::synthapi "${work}" "${dir}" "$(cut -dx -f1 <<<"${1#synth-}")" 1 "$(cut -dx -f2 <<<"${1#synth-}")" || return
      find "${dir}/apis" -name zz_generated.deepcopy.go -delete
      IN=./apis
      ;;
    *)
      echo "unknown case $1: want kubebuilder or synth-GxK" >&2
      return 2
      ;;
  esac
  PKG="$(cd "${dir}" && go list -m)"
}

failed=0
for c in ${cases}; do
  setup "${c}" || { echo "budget cold-cache-${c} setup FAILED"; failed=1; continue; }
  MODS[upstream]="${work}/${c}-upstream"
  MODS[ours]="${work}/${c}-ours"
  rm -rf "${MODS[upstream]}" "${MODS[ours]}"
  cp -R "${work}/${c}" "${MODS[upstream]}"
  cp -R "${work}/${c}" "${MODS[ours]}"
  LOG="${work}/${c}.log"
  kinds=(prebuilt)
  [ "${with_build}" = 0 ] || kinds+=(build)
  for kind in "${kinds[@]}"; do
    name="cold-cache-${c}"
    [ "${kind}" = prebuilt ] || name+="-build"
    if fixtures::best_of "${runs}" prep "${kind}" upstream ours; then
      fixtures::budget "${name}" "${BEST[ours]}" "${BEST[upstream]}" "${goal}"
    else
      fixtures::fail "${name}" "${FAILED_SIDE} FAILED" || failed=1
    fi
  done
  [ -z "${COLD}" ] || rm -rf "${COLD}" "${COLD}.kubegen"
  COLD=""
  [ -n "${KEEP_WORK:-}" ] || rm -rf "${work:?}/${c}" "${MODS[upstream]}" "${MODS[ours]}"
done
exit "${failed}"
