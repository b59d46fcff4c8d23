#!/usr/bin/env bash
# Checks that our client-gen, lister-gen, informer-gen and
# applyconfiguration-gen are a drop-in for upstream's (k8s.io/code-generator v0.37.2): for each case, kube_codegen.sh's
# gen_client command lines (hack/codegen-invocation.sh, codegen::gen_client:
# the same flags, discovery and tool invocations, --lint-rules included) run
# once with upstream's binaries and once with ours, into two output trees of
# the same module. Both must exit the same way (both succeed, or both
# reject the input); when they succeed, the module with our tree must
# `go build` and `go vet`, and our tree must hold every exported declaration
# of upstream's with the same signature (internal/apicompat). Prints one
# summary line per case and exits 1 on any failure or mismatch.
#
# Cases:
#   synth          a synthapi module (2 groups x 2 versions x 8 kinds)
#   k8sapi         all +genclient packages of k8s.io/api v0.37.2, no plural
#                  exceptions (so upstream names Endpointses)
#   corpus         every case of generators/testdata/corpus (see its README)
#   corpus/<name>  one of them
#
# Environment:
#   COMPAT_CASES="synth corpus k8sapi"  the cases to check
#   OURS_BIN=DIR                 our binaries (default: built into bin/);
#                                OURS_BIN=.cache/upstream-bin checks upstream
#                                against itself, which must report no mismatch
#   KEEP_WORK=1                  keep the work directory (printed) for a look
#   COMPAT_APPLYCONFIG=1         run every case with --with-applyconfig, so
#                                that the apply configurations (and the
#                                clients' Apply methods) are compared too
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

cases="${COMPAT_CASES:-synth corpus k8sapi}"
upstream_bin="$(hack/upstream-tools.sh)"
ours_bin="$(fixtures::ours_bin)"
corpus_root="$(pwd -P)/generators/testdata/corpus"
fixtures::workdir
go build -o "${work}/apicompat" ./internal/apicompat/cmd/apicompat

# check NAME MODULE_DIR OVERLAY_DIR EXPECT GEN_CLIENT_ARGS... : run gen_client both
# ways (IN_DIR is the last of the args, relative to MODULE_DIR), then build,
# vet and compare ours. OVERLAY_DIR ("" for none) holds hand-written files
# copied into both output trees first, as a project keeps them beside the
# generated code. EXPECT "upstream-fails" marks an input upstream cannot
# generate valid Go for: upstream must fail, ours must succeed, build and
# vet (there is no upstream API to compare). EXPECT "upstream-broken" marks
# an input upstream exits 0 on with a tree that does not build: its tree
# must indeed not build, ours must build and vet (no API to compare).
# Prints the summary line; returns 1 on any failure.
check() {
  local name="$1" mod="$2" overlay="$3" expect="$4" log="${work}/${1//\//_}.log" pkg status=0 up_rc=0 our_rc=0
  shift 4
  local build=ok vet=ok api=ok
  if [ -n "${COMPAT_APPLYCONFIG:-}" ]; then
    set -- --with-applyconfig "$@"
  fi
  pkg="$(cd "${mod}" && GOWORK=off go list -m)"
  : >"${log}"
  if [ -n "${overlay}" ]; then
    mkdir -p "${mod}/gen-upstream" "${mod}/gen-ours"
    cp -R "${overlay}/." "${mod}/gen-upstream/"
    cp -R "${overlay}/." "${mod}/gen-ours/"
  fi
  (
    cd "${mod}" && export GOWORK=off &&
      codegen::gen_client "${upstream_bin}" "${upstream_bin}" --output-dir gen-upstream --output-pkg "${pkg}/gen-upstream" \
        --boilerplate "${mod}/hack/boilerplate.go.txt" "$@"
  ) >>"${log}" 2>&1 || up_rc=$?
  (
    cd "${mod}" && export GOWORK=off &&
      codegen::gen_client "${ours_bin}" "${ours_bin}" --output-dir gen-ours --output-pkg "${pkg}/gen-ours" \
        --boilerplate "${mod}/hack/boilerplate.go.txt" "$@"
  ) >>"${log}" 2>&1 || our_rc=$?
  if [ "${expect}" = upstream-fails ] && [ "${up_rc}" -ne 0 ] && [ "${our_rc}" -eq 0 ]; then
    # Upstream writes invalid Go for this input; ours must build and vet.
    echo "compat ${name}: upstream fails (exit ${up_rc}) as expected; checking our tree alone"
    rm -rf "${mod}/gen-upstream"
  elif [ "${expect}" = upstream-broken ] && [ "${up_rc}" -eq 0 ] && [ "${our_rc}" -eq 0 ]; then
    : # both exit 0; upstream's tree is checked not to build below
  elif [ "${up_rc}" -ne 0 ] || [ "${our_rc}" -ne 0 ]; then
    if [ "${up_rc}" -ne 0 ] && [ "${our_rc}" -ne 0 ]; then
      echo "compat ${name}: both reject the input (upstream exit ${up_rc}, ours ${our_rc}): ok"
      return 0
    fi
    echo "compat ${name}: exit status differs (upstream ${up_rc}, ours ${our_rc}) (log follows)"
    tail -n 40 "${log}"
    return 1
  fi
  fixtures::finish "${mod}" >>"${log}" 2>&1 || {
    echo "compat ${name}: go.mod update FAILED"
    tail -n 20 "${log}"
    return 1
  }
  # Our tree and everything else of the module (inputs, hand-written files),
  # upstream's tree aside.
  (cd "${mod}" && export GOWORK=off && go list ./... | grep -v "/gen-upstream\(/\|$\)" | xargs go build) \
    >"${log}.build" 2>&1 || { build=FAIL status=1; }
  if [ "${build}" = ok ]; then
    (cd "${mod}" && GOWORK=off go vet ./gen-ours/...) >"${log}.vet" 2>&1 || { vet=FAIL status=1; }
  else
    vet=skipped
  fi
  if [ "${expect}" = upstream-broken ]; then
    if (cd "${mod}" && GOWORK=off go build ./gen-upstream/...) >>"${log}" 2>&1; then
      echo "apicompat: upstream's tree builds: the case's expect file is out of date" >"${log}.api"
      api=MISMATCH status=1
    else
      echo "apicompat: skipped, upstream's tree does not build (as expected)" >"${log}.api"
    fi
  elif [ "${expect}" = upstream-fails ]; then
    echo "apicompat: skipped, upstream's tree does not build" >"${log}.api"
  else
    (cd "${mod}" && GOWORK=off "${work}/apicompat" -upstream "${pkg}/gen-upstream" -ours "${pkg}/gen-ours") \
      >"${log}.api" 2>&1 || { api=MISMATCH status=1; }
  fi
  if [ "${build}" = FAIL ]; then head -n 40 "${log}.build"; fi
  if [ "${vet}" = FAIL ]; then head -n 40 "${log}.vet"; fi
  if [ "${api}" != ok ]; then
    head -n "${COMPAT_SHOW:-60}" "${log}.api"
    [ "$(wc -l <"${log}.api")" -le "${COMPAT_SHOW:-60}" ] || echo "... ($(wc -l <"${log}.api") lines in all)"
  fi
  echo "compat ${name}: build=${build} vet=${vet} api=${api}: $(tail -n 1 "${log}.api")"
  return "${status}"
}

# corpus_case NAME copies generators/testdata/corpus/NAME/src into a module
# of its own (module path from the case's "module" file) and checks it with
# the gen_client flags of its "args" file.
corpus_case() {
  local name="$1" src="${corpus_root}/$1" mod="${work}/corpus-$1" overlay="" expect="" require="" args module
  module="$(cat "${src}/module")"
  [ ! -f "${src}/require" ] || require="$(cat "${src}/require")"
  read -r -a args <"${src}/args"
  rm -rf "${mod}"
  mkdir -p "${mod}/hack"
  cp -R "${src}/src/." "${mod}/"
  printf '/* corpus case %s */\n' "${name}" >"${mod}/hack/boilerplate.go.txt"
  # Method tags name k8s.io/api types that no input imports: keep that
  # module required (and go.sum complete) through a tools-tagged import.
  printf '//go:build tools\n\npackage hack\n\nimport _ "k8s.io/api/autoscaling/v1"\n' >"${mod}/hack/deps.go"
  (cd "${mod}" && GOWORK=off go mod init "${module}" && GOWORK=off go mod edit -go=1.26 &&
    GOWORK=off go get "k8s.io/apimachinery@${K8S_CLIENT_VERSION:-v0.37.2}" "k8s.io/api@${K8S_CLIENT_VERSION:-v0.37.2}" ${require} &&
    GOWORK=off go mod tidy) \
    >"${work}/corpus-$1.setup.log" 2>&1 || {
    echo "compat corpus/${name}: module setup FAILED"
    tail -n 20 "${work}/corpus-$1.setup.log"
    return 1
  }
  [ ! -d "${src}/overlay" ] || overlay="${src}/overlay"
  [ ! -f "${src}/expect" ] || expect="$(cat "${src}/expect")"
  check "corpus/${name}" "${mod}" "${overlay}" "${expect}" "${args[@]}"
}

failed=0
for c in ${cases}; do
  case "${c}" in
    synth)
      fixtures::synthapi "${work}" "${work}/synth" 2 2 8
      check synth "${work}/synth" "" "" --with-watch ./apis || failed=1
      ;;
    k8sapi)
      fixtures::k8sapi "${work}/k8sapi"
      mkdir -p "${work}/k8sapi/hack"
      printf '/* k8s.io/api compatibility check */\n' >"${work}/k8sapi/hack/boilerplate.go.txt"
      check k8sapi "${work}/k8sapi" "" "" --with-watch . || failed=1
      ;;
    corpus)
      for d in "${corpus_root}"/*/; do
        # A case without gen_client flags is not a client-gen comparison
        # (kubebuilder-project is checked against controller-gen by
        # generators/deepcopy's tests).
        [ -f "${d}/args" ] || continue
        corpus_case "$(basename "${d}")" || failed=1
      done
      ;;
    corpus/*)
      corpus_case "${c#corpus/}" || failed=1
      ;;
    *)
      echo "unknown case ${c}" >&2
      exit 2
      ;;
  esac
done
exit "${failed}"
