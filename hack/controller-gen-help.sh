#!/usr/bin/env bash
# Records the help data our controller-gen prints for -h and -w
# (generators/controllergen/help/*.json) from upstream controller-gen
# v0.23.0's JSON help: `-hhhh` (the options of the command line) and
# `<generator> -wwww` (the markers each generator reads). Our command
# renders every help level from these files, so review the diff before
# committing; the corpus cases cli-help* and cli-markers* check the result.
#
#   hack/controller-gen-help.sh            # build upstream from the module proxy
#   CONTROLLER_GEN=/path/to/bin hack/controller-gen-help.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bin="${CONTROLLER_GEN:-}"
if [ -z "${bin}" ]; then
  gobin="$(mktemp -d)"
  trap 'rm -rf "${gobin}"' EXIT
  echo "== building upstream controller-gen v0.23.0"
  (cd "${gobin}" && GOBIN="${gobin}" GOWORK=off GOFLAGS=-mod=mod go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0)
  bin="${gobin}/controller-gen"
fi
version="$("${bin}" --version)"
case "${version}" in
  *v0.23.0*) ;;
  *) echo "${bin} is not controller-gen v0.23.0: ${version}" >&2; exit 1 ;;
esac

out=generators/controllergen/help
"${bin}" -hhhh >"${out}/options.json" 2>/dev/null
# schemapatch registers the crd generator's markers: the command reads
# crd's file for it (the corpus case cli-markers-schemapatch checks it).
for gen in crd rbac:roleName=r webhook object; do
  "${bin}" "${gen}" -wwww >"${out}/markers-${gen%%:*}.json"
done
git status --short "${out}"
