#!/usr/bin/env bash
# Checks that our client-gen, lister-gen and informer-gen are a drop-in for
# upstream's (k8s.io/code-generator v0.37.2): for each input module, upstream's
# three-tool invocation (hack/codegen-invocation.sh) runs once with upstream's
# binaries and once with ours into two output trees of the same module; our
# tree must `go build` and `go vet`, and must hold every exported declaration
# of upstream's tree with the same signature (internal/apicompat). Prints one
# summary line per module and exits 1 on any failure or mismatch.
#
# Modules: "synth" (a synthapi module, 2 groups x 2 versions x 8 kinds, which
# covers namespaced and cluster kinds, noStatus and onlyVerbs) and "k8sapi"
# (all +genclient packages of k8s.io/api v0.37.2, 56 group-versions).
#
# Environment:
#   COMPAT_CASES="synth k8sapi"  the modules to check
#   OURS_BIN=DIR                 our binaries (default: built into bin/);
#                                OURS_BIN=.cache/upstream-bin checks upstream
#                                against itself, which must report no mismatch
#   KEEP_WORK=1                  keep the work directory (printed) for a look
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

cases="${COMPAT_CASES:-synth k8sapi}"
upstream_bin="$(hack/upstream-tools.sh)"
ours_bin="$(fixtures::ours_bin)"
fixtures::workdir
go build -o "${work}/apicompat" ./internal/apicompat/cmd/apicompat

# check NAME MODULE_DIR IN_DIR: generate both trees, then build, vet and
# compare ours. Prints the summary line; returns 1 on any failure.
check() {
  local name="$1" mod="$2" in_dir="$3" log="${work}/$1.log" pkg status=0
  local build=ok vet=ok api=ok
  # set -e does not apply inside a function called from `||`: chain with &&.
  (
    cd "${mod}" && export GOWORK=off && pkg="$(go list -m)" &&
      codegen::discover "${in_dir}" &&
      echo "${name}: ${#CODEGEN_GROUP_VERSIONS[@]} group-versions" &&
      codegen::run "${upstream_bin}" "${in_dir}" gen-upstream "${pkg}/gen-upstream" "${mod}/hack/boilerplate.go.txt" &&
      codegen::run "${ours_bin}" "${in_dir}" gen-ours "${pkg}/gen-ours" "${mod}/hack/boilerplate.go.txt"
  ) >"${log}" 2>&1 || {
    echo "compat ${name}: generation FAILED (log follows)"
    tail -n 40 "${log}"
    return 1
  }
  fixtures::finish "${mod}" >>"${log}" 2>&1 || {
    echo "compat ${name}: go.mod update FAILED"
    tail -n 20 "${log}"
    return 1
  }
  pkg="$(cd "${mod}" && GOWORK=off go list -m)"
  (cd "${mod}" && GOWORK=off go build ./gen-ours/...) >"${log}.build" 2>&1 || { build=FAIL status=1; }
  if [ "${build}" = ok ]; then
    (cd "${mod}" && GOWORK=off go vet ./gen-ours/...) >"${log}.vet" 2>&1 || { vet=FAIL status=1; }
  else
    vet=skipped
  fi
  (cd "${mod}" && GOWORK=off "${work}/apicompat" -upstream "${pkg}/gen-upstream" -ours "${pkg}/gen-ours") \
    >"${log}.api" 2>&1 || { api=MISMATCH status=1; }
  if [ "${build}" = FAIL ]; then head -n 40 "${log}.build"; fi
  if [ "${vet}" = FAIL ]; then head -n 40 "${log}.vet"; fi
  if [ "${api}" != ok ]; then
    head -n "${COMPAT_SHOW:-60}" "${log}.api"
    [ "$(wc -l <"${log}.api")" -le "${COMPAT_SHOW:-60}" ] || echo "... ($(wc -l <"${log}.api") lines in all)"
  fi
  echo "compat ${name}: build=${build} vet=${vet} api=${api}: $(tail -n 1 "${log}.api")"
  return "${status}"
}

failed=0
for c in ${cases}; do
  case "${c}" in
    synth)
      fixtures::synthapi "${work}" "${work}/synth" 2 2 8
      check synth "${work}/synth" ./apis || failed=1
      ;;
    k8sapi)
      fixtures::k8sapi "${work}/k8sapi"
      mkdir -p "${work}/k8sapi/hack"
      printf '/* k8s.io/api compatibility check */\n' >"${work}/k8sapi/hack/boilerplate.go.txt"
      check k8sapi "${work}/k8sapi" . || failed=1
      ;;
    *)
      echo "unknown case ${c}" >&2
      exit 2
      ;;
  esac
done
exit "${failed}"
