#!/usr/bin/env bash
# Prints the path of upstream controller-gen v0.23.0 for the scripts that
# record what it does: CONTROLLER_GEN when set, else a binary `go install`
# builds into .cache/upstream-bin/controller-gen-v0.23.0 (gitignored) the
# first time. Fails when the binary is not v0.23.0.
#
#   bin="$(hack/upstream-controller-gen.sh)"
set -euo pipefail
cd "$(dirname "$0")/.."

bin="${CONTROLLER_GEN:-}"
if [ -z "${bin}" ]; then
  dir="$(pwd)/.cache/upstream-bin/controller-gen-v0.23.0"
  bin="${dir}/controller-gen"
  if [ ! -x "${bin}" ]; then
    mkdir -p "${dir}"
    echo "== building upstream controller-gen v0.23.0" >&2
    (cd "${dir}" && GOBIN="${dir}" GOWORK=off GOFLAGS=-mod=mod go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0) >&2
  fi
fi
version="$("${bin}" --version)"
case "${version}" in
  *v0.23.0*) ;;
  *) echo "${bin} is not controller-gen v0.23.0: ${version}" >&2; exit 1 ;;
esac
echo "${bin}"
