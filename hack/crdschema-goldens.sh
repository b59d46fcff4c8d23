#!/usr/bin/env bash
# Regenerates the goldens of generators/crdschema: for each case
# generators/crdschema/internal/testapi/<case> (or testdata/input/<case>,
# for inputs go vet would flag), the CRDs upstream controller-gen v0.23.0
# writes for it, into generators/crdschema/testdata/<case>/. The tests compare our schemas
# with the openAPIV3Schema of these files.
#
#   hack/crdschema-goldens.sh            # all cases
#   hack/crdschema-goldens.sh basic      # one case
#   CONTROLLER_GEN=/path/to/controller-gen hack/crdschema-goldens.sh
set -euo pipefail
cd "$(dirname "$0")/.."

version=v0.23.0
cg="${CONTROLLER_GEN:-}"
if [ -z "${cg}" ]; then
  bindir="$(pwd)/.cache/upstream-bin/controller-gen-${version}"
  cg="${bindir}/controller-gen"
  if [ ! -x "${cg}" ]; then
    mkdir -p "${bindir}"
    # go install pkg@version builds with upstream's own pinned dependencies.
    (cd "${bindir}" && GOWORK=off GOBIN="${bindir}" go install "sigs.k8s.io/controller-tools/cmd/controller-gen@${version}") >&2
  fi
fi

cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  for d in generators/crdschema/internal/testapi/*/ generators/crdschema/testdata/input/*/; do cases+=("$(basename "${d}")"); done
fi
for c in "${cases[@]}"; do
  out="generators/crdschema/testdata/${c}"
  in="generators/crdschema/internal/testapi/${c}"
  [ -d "${in}" ] || in="generators/crdschema/testdata/input/${c}"
  rm -rf "${out}"
  mkdir -p "${out}"
  # Each case may set crd options in a file "options" (e.g. maxDescLen=40).
  opts=""
  if [ -f "${in}/options" ]; then
    opts=":$(tr -d '\n' < "${in}/options")"
  fi
  "${cg}" "crd${opts}" paths="./${in}/..." output:crd:dir="${out}"
  echo "${c}: $(ls "${out}" | wc -l) CRDs"
done
