#!/usr/bin/env bash
# Installs upstream k8s.io/code-generator's client-gen, lister-gen, informer-gen,
# deepcopy-gen, register-gen, applyconfiguration-gen, defaulter-gen and
# conversion-gen, and k8s.io/kube-openapi's openapi-gen (built in
# code-generator's module, as kube_codegen.sh builds it),
# pinned to the version this project mirrors, into
# .cache/upstream-bin (gitignored). Idempotent: when the binaries of the pinned
# version are present it returns at once. Prints the binary directory.
#
#   hack/upstream-tools.sh            # install if needed, print the directory
#   UPSTREAM_CODEGEN_VERSION=v0.37.2  # override the pinned version
set -euo pipefail
cd "$(dirname "$0")/.."

version="${UPSTREAM_CODEGEN_VERSION:-v0.37.2}"
bindir="$(pwd)/.cache/upstream-bin"
stamp="${bindir}/.version"
tools=(client-gen lister-gen informer-gen deepcopy-gen register-gen applyconfiguration-gen defaulter-gen conversion-gen)
all_tools=("${tools[@]}" openapi-gen)

present() {
  [ -f "${stamp}" ] && [ "$(cat "${stamp}")" = "${version}+openapi" ] || return 1
  for t in "${all_tools[@]}"; do [ -x "${bindir}/${t}" ] || return 1; done
}

if ! present; then
  mkdir -p "${bindir}"
  rm -f "${stamp}"
  pkgs=()
  for t in "${tools[@]}"; do pkgs+=("k8s.io/code-generator/cmd/${t}@${version}"); done
  # `go install pkg@version` ignores the enclosing module and workspace, so
  # the tools build with upstream's own pinned dependencies.
  (cd "${bindir}" && GOWORK=off GOBIN="${bindir}" go install "${pkgs[@]}") >&2
  # kube_codegen.sh builds openapi-gen inside code-generator's module, so
  # with code-generator's versions of kube-openapi and gengo; so do we.
  codegen_dir="$(cd "${bindir}" && GOWORK=off GOFLAGS=-mod=mod go list -m -f '{{.Dir}}' "k8s.io/code-generator@${version}" 2>/dev/null || true)"
  if [ -z "${codegen_dir}" ]; then
    codegen_dir="$(cd "${bindir}" && GOWORK=off go mod download -json "k8s.io/code-generator@${version}" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  fi
  (cd "${codegen_dir}" && GOWORK=off GOFLAGS=-mod=readonly GOBIN="${bindir}" go install k8s.io/kube-openapi/cmd/openapi-gen) >&2
  echo "${version}+openapi" >"${stamp}"
fi
echo "${bindir}"
