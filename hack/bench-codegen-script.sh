#!/usr/bin/env bash
# Whole-script benchmark: a real project's own update script (one of
# hack/projects-codegen.sh's projects, unchanged), run with upstream
# k8s.io/code-generator v0.37.2's kube_codegen.sh and with ours, both sides
# in one run, each in its own copy of the project and with its own GOBIN.
# Everything the script does is timed: kube_codegen.sh's `go install` of the
# tools, the deletions, every generator, the project's own `go run` steps.
#
#   warm: a first run of each side, untimed, fills the build cache and GOBIN;
#         then BENCH_RUNS rounds (default 3), the sides alternating which
#         goes first, best of each side.
#   cold: each side once with an empty GOCACHE, an empty GOBIN and an empty
#         KUBEGEN_CACHE (kubegen's parse and dependency caches) (a fresh CI
#         runner; the module cache stays filled), BENCH_COLD_RUNS rounds
#         (default 1).
#
# Prints:
#   budget script-warm ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=15x PASS|MISS (project P)
#   budget script-cold ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=1x PASS|MISS (project P)
# Timing never fails the run; a script that fails on either side does.
#
# Environment: BENCH_PROJECT (default kueue), BENCH_RUNS, BENCH_COLD_RUNS,
# BENCH_SMOKE=1 (CI: project snapshotter, one round without the warm-up
# run, no cold rounds: about a minute on an idle machine), KEEP_WORK=1 to keep the copies and logs.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-fixtures.sh

project="${BENCH_PROJECT:-kueue}"
runs="${BENCH_RUNS:-3}"
cold_runs="${BENCH_COLD_RUNS:-1}"
if [ -n "${BENCH_SMOKE:-}" ]; then
  project="${BENCH_PROJECT:-snapshotter}"
  runs=1
  cold_runs=0
fi
note="(project ${project})"

# KUBEGEN_PROJECT_OURS_CODEGEN (see hack/projects-codegen.sh) tries the
# benchmark itself with another directory on our side.
if [ ! -f "${KUBEGEN_PROJECT_OURS_CODEGEN:-.}/kube_codegen.sh" ]; then
  echo "budget script-warm skipped: no kube_codegen.sh at the repository root yet ${note}"
  exit 0
fi

fixtures::workdir
LOG="${work}/bench.log"
pc="$(pwd)/hack/projects-codegen.sh"
declare -A TREE=([upstream]="${work}/upstream/${project}" [ours]="${work}/ours/${project}")
declare -A TOOLS=([upstream]="${work}/upstream-tools" [ours]="${work}/ours-tools")

if ! "${pc}" prepare "${project}" "${TREE[upstream]}" >>"${LOG}" 2>&1; then
  echo "budget script-warm skipped: project ${project} not available (module proxy?) (log: ${LOG})"
  exit 0
fi
mkdir -p "$(dirname "${TREE[ours]}")"
cp -R "${TREE[upstream]}" "${TREE[ours]}"

# script SIDE runs the project's script on SIDE with SIDE's tool directory.
script() { "${pc}" run "${project}" "${TREE[$1]}" "$1" "${TOOLS[$1]}"; }

# cold SIDE: the script with an empty build cache, an empty GOBIN and
# empty kubegen caches (upstream's tools ignore KUBEGEN_CACHE).
cold_prep() {
  rm -rf "${TOOLS[$1]}" "${work}/gocache-$1" "${work}/kubegen-cache-$1" &&
    mkdir -p "${work}/gocache-$1" "${work}/kubegen-cache-$1"
}
cold() { GOCACHE="${work}/gocache-$1" KUBEGEN_CACHE="${work}/kubegen-cache-$1" script "$1"; }

# Warm-up, untimed: builds each side's tools and whatever the script builds.
# The smoke run skips it (it checks that the benchmark runs, in a minute).
if [ -z "${BENCH_SMOKE:-}" ]; then
  for side in upstream ours; do
    script "${side}" >>"${LOG}" 2>&1 || fixtures::fail script-warm "${side} side FAILED ${note}"
  done
else
  note="(project ${project}, smoke: one round, no warm-up)"
fi
fixtures::best_of "${runs}" : script upstream ours || fixtures::fail script-warm "${FAILED_SIDE} side FAILED ${note}"
fixtures::budget script-warm "${BEST[ours]}" "${BEST[upstream]}" 15 "${note}"

if [ "${cold_runs}" -gt 0 ]; then
  fixtures::best_of "${cold_runs}" cold_prep cold upstream ours || fixtures::fail script-cold "${FAILED_SIDE} side FAILED ${note}"
  fixtures::budget script-cold "${BEST[ours]}" "${BEST[upstream]}" 1 "${note}"
fi
