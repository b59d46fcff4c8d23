#!/usr/bin/env bash
# Generator benchmark: upstream's three-tool invocation (hack/codegen-invocation.sh,
# the flags kube_codegen.sh passes) timed with upstream k8s.io/code-generator
# v0.37.2's client-gen, lister-gen and informer-gen and with ours, on the same
# input module, both prebuilt, with a warm Go build cache. Wall time of the
# three tools together and of each (package discovery excluded, it is
# shared), each the best of BENCH_RUNS rounds (default 3), both sides
# measured in the same run of this script. Rounds alternate which side runs first (upstream in rounds 1, 3,
# ..., ours in rounds 2, 4, ...); before each run, untimed, the output tree of
# the side's previous run is deleted. Our output must build (`go build`), or
# the benchmark fails.
#
# Prints per size the three tools together, then each main on its own (its
# process and its deletion of its earlier output, timed within the same
# runs), then applyconfiguration-gen, run after the three with the command
# line of gen_client --with-applyconfig into gen-<side>/applyconfiguration
# (timed on its own, not part of the three):
#   budget gen-<size> ours=<seconds>s upstream=<seconds>s ratio=<upstream/ours>x goal=10x PASS|MISS (client-gen, lister-gen, informer-gen)
#   budget gen-<size>-client-gen ...
#   budget gen-<size>-lister-gen ...
#   budget gen-<size>-informer-gen ...
#   budget gen-<size>-applyconfiguration-gen ...
# ratio is upstream's time divided by ours (higher is better; 10x means ours
# takes a tenth of upstream's time); PASS when ratio >= 10. BENCH_APPLYCONFIG=0
# (and BENCH_SMOKE) leaves applyconfiguration-gen out.
#
# Sizes (groups x kinds, one version each): 1x5, 10x10, 30x20 synthapi
# modules, and k8sapi: the 56 +genclient group-versions of k8s.io/api v0.37.2.
# BENCH_SMOKE=1 (CI): only 1x5, two rounds, one per order; timing never fails
# the script, only a broken tool or output that does not build does.
#
# Environment: BENCH_RUNS, BENCH_SIZES="1x5 10x10 30x20 k8sapi",
# BENCH_APPLYCONFIG, OURS_BIN=DIR (default: built into bin/), KEEP_WORK=1 to keep the modules.
# Synthetic modules come from hack/synthapi.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

goal=10
fixtures::bench_setup "1x5 10x10 30x20 k8sapi"
with_applyconfig="${BENCH_APPLYCONFIG:-1}"
[ -z "${BENCH_SMOKE:-}" ] || with_applyconfig=0 # CI's smoke run stays short
declare -A BIN=([upstream]="${upstream_bin}" [ours]="${ours_bin}")

# clean SIDE deletes the output tree of SIDE's last run.
clean() { rm -rf "gen-$1"; }

# generate SIDE is one run of SIDE's three tools into gen-SIDE of the current
# module, each timed as a step, then of applyconfiguration-gen. Needs
# codegen::discover.
generate() {
  CODEGEN_STEP=fixtures::step fixtures::step three codegen::run "${BIN[$1]}" "${IN_DIR}" "gen-$1" "${MOD_PKG}/gen-$1" "${BOILERPLATE}" || return
  [ "${with_applyconfig}" = 0 ] || fixtures::step applyconfiguration-gen applyconfig "$1"
}

# applyconfig SIDE runs SIDE's applyconfiguration-gen as gen_client
# --with-applyconfig does (no externals, no OpenAPI schema).
applyconfig() {
  [ "${#CODEGEN_INPUT_PKGS[@]}" -gt 0 ] || return 0
  codegen::remove_generated applyconfiguration-gen "gen-$1/applyconfiguration"
  "${BIN[$1]}/applyconfiguration-gen" \
    -v "${KUBE_VERBOSE:-0}" \
    --go-header-file "${BOILERPLATE}" \
    --output-dir "gen-$1/applyconfiguration" \
    --output-pkg "${MOD_PKG}/gen-$1/applyconfiguration" \
    --external-applyconfigurations "" \
    --openapi-schema "" \
    "${CODEGEN_INPUT_PKGS[@]}"
}


# bench SIZE, run in the size's module: prints the budget line; returns 1
# when a tool fails or our output does not build.
bench() {
  local name="gen-$1"
  IN_DIR="${FIXTURE_IN}"
  BOILERPLATE="$(pwd -P)/hack/boilerplate.go.txt"
  MOD_PKG="$(go list -m)" || return
  codegen::discover "${IN_DIR}" >>"${LOG}" 2>&1 || fixtures::fail "${name}" "discovery FAILED" || return
  fixtures::best_of "${runs}" clean generate upstream ours || fixtures::fail "${name}" "${FAILED_SIDE} FAILED" || return
  fixtures::finish . >>"${LOG}" 2>&1 || fixtures::fail "${name}" "go.mod update FAILED" || return
  go build ./gen-ours/... >>"${LOG}" 2>&1 ||
    fixtures::fail "${name}" "ours=${BEST[ours]}s upstream=${BEST[upstream]}s output does not build: MISS" || return
  fixtures::budget "${name}" "${STEP_BEST["ours three"]}" "${STEP_BEST["upstream three"]}" "${goal}" "(client-gen, lister-gen, informer-gen)"
  local tool tools=(client-gen lister-gen informer-gen)
  [ "${with_applyconfig}" = 0 ] || tools+=(applyconfiguration-gen)
  for tool in "${tools[@]}"; do
    fixtures::budget "${name}-${tool}" "${STEP_BEST["ours ${tool}"]}" "${STEP_BEST["upstream ${tool}"]}" "${goal}"
  done
}

fixtures::each_size bench
