#!/usr/bin/env bash
# Installs upstream k8s.io/code-generator's client-gen, lister-gen,
# informer-gen and applyconfiguration-gen, pinned to the version this project mirrors, into
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
# applyconfiguration-gen is not ours to replace: the compat check runs it for
# both trees when a case asks for apply configurations (--with-applyconfig).
tools=(client-gen lister-gen informer-gen applyconfiguration-gen)

present() {
  [ -f "${stamp}" ] && [ "$(cat "${stamp}")" = "${version}" ] || return 1
  for t in "${tools[@]}"; do [ -x "${bindir}/${t}" ] || return 1; done
}

if ! present; then
  mkdir -p "${bindir}"
  rm -f "${stamp}"
  pkgs=()
  for t in "${tools[@]}"; do pkgs+=("k8s.io/code-generator/cmd/${t}@${version}"); done
  # `go install pkg@version` ignores the enclosing module and workspace, so
  # the tools build with upstream's own pinned dependencies.
  (cd "${bindir}" && GOWORK=off GOBIN="${bindir}" go install "${pkgs[@]}") >&2
  echo "${version}" >"${stamp}"
fi
echo "${bindir}"
