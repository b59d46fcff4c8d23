#!/usr/bin/env bash
# Runs controller-gen's schemapatch over the committed CRDs of real
# kubebuilder projects with two binaries (upstream v0.23.0's and ours, or
# any two), each in its own copy of the project, and requires the same
# bytes. No project's Makefile runs schemapatch, so the command line is
# ours: schemapatch over the directory its crd generator writes, patched in
# place, from its API packages.
#
#   hack/schemapatch-projects.sh UPSTREAM_BIN OURS_BIN [NAME...]
#
# Projects: jobset (sigs.k8s.io/jobset v0.10.1), lws (sigs.k8s.io/lws
# v0.7.0), kueue (sigs.k8s.io/kueue v0.15.0).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
# pc::module_dir: the module's directory, through the module proxy when the
# module cache lacks it.
source "${repo}/hack/projects-codegen.sh"

up="$1" ours="$2"
shift 2
names=("$@")
[ "${#names[@]}" -gt 0 ] || names=(jobset lws kueue)

# project NAME prints: module, CRD directory, API package pattern.
project() {
  case "$1" in
    jobset) echo "sigs.k8s.io/jobset@v0.10.1 config/components/crd/bases ./api/..." ;;
    lws) echo "sigs.k8s.io/lws@v0.7.0 config/crd/bases ./api/..." ;;
    kueue) echo "sigs.k8s.io/kueue@v0.15.0 config/components/crd/bases ./apis/..." ;;
    *) echo "unknown project $1 (known: jobset lws kueue)" >&2; return 1 ;;
  esac
}

work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
status=0
for name in "${names[@]}"; do
  read -r mod crds pkgs <<<"$(project "${name}")"
  src="$(pc::module_dir "${mod}")"
  for side in up ours; do
    cp -R "${src}" "${work}/${name}-${side}"
    chmod -R u+w "${work}/${name}-${side}"
  done
  (cd "${work}/${name}-up" && GOWORK=off GOFLAGS=-mod=mod go mod download)
  args=("schemapatch:manifests=./${crds}" "output:dir=./${crds}" "paths=${pkgs}")
  (cd "${work}/${name}-up" && GOWORK=off "${up}" "${args[@]}")
  (cd "${work}/${name}-ours" && GOWORK=off "${ours}" "${args[@]}" 2> >(grep -v ': warning: ' >&2))
  if diff -r "${work}/${name}-up/${crds}" "${work}/${name}-ours/${crds}"; then
    echo "${name}: SAME ($(ls "${work}/${name}-up/${crds}" | wc -l) files)"
  else
    echo "${name}: DIFFERENT"
    status=1
  fi
done
exit "${status}"
