#!/usr/bin/env bash
# Regenerates the goldens of generators/crd: for each case
# generators/crd/internal/testapi/<case>, the CRD files upstream
# controller-gen v0.23.0 writes for it, into generators/crd/testdata/<case>/.
# TestGoldens compares our files with these byte for byte.
#
#   hack/crd-goldens.sh                 # all cases
#   hack/crd-goldens.sh spec            # one case
#   CONTROLLER_GEN=/path/to/controller-gen hack/crd-goldens.sh
#
# A case may hold a file "options" with crd options (maxDescLen=40,...).
set -euo pipefail
cd "$(dirname "$0")/.."

# Upstream's binary: CONTROLLER_GEN, else go run at the released version
# (built with upstream's own pinned dependencies, outside any workspace).
if [ -n "${CONTROLLER_GEN:-}" ]; then
  cg=("${CONTROLLER_GEN}")
else
  cg=(env GOWORK=off go run sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0)
fi

testapi=generators/crd/internal/testapi
names=("$@")
[ ${#names[@]} -gt 0 ] || for d in "${testapi}"/*/; do names+=("$(basename "${d}")"); done
for name in "${names[@]}"; do
  dest="generators/crd/testdata/${name}"
  opts=""
  [ ! -f "${testapi}/${name}/options" ] || opts=":$(tr -d '\n' < "${testapi}/${name}/options")"
  rm -rf "${dest}" && mkdir -p "${dest}"
  "${cg[@]}" "crd${opts}" paths="./${testapi}/${name}/..." output:crd:dir="${dest}"
  echo "${name}: $(find "${dest}" -name '*.yaml' | wc -l) files"
done
