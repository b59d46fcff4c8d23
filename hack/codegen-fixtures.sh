#!/usr/bin/env bash
# Input modules for compat-check.sh and bench-generators.sh (a library: source
# it). Each fixture is a writable Go module in a directory of its own, with
# go.sum complete for its inputs, ready for codegen::discover / codegen::run.
#
# Synthetic modules come from this repository's hack/synthapi command; nothing
# outside the clone is read.

# The repository root, resolved when sourced: callers may change directory.
FIXTURES_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"

# fixtures::repo is the repository root.
fixtures::repo() { echo "${FIXTURES_REPO}"; }

# fixtures::ours_bin prints the directory holding our client-gen, lister-gen,
# informer-gen and applyconfiguration-gen: OURS_BIN when set, else bin/ after
# building them there.
fixtures::ours_bin() {
  if [ -n "${OURS_BIN:-}" ]; then
    (cd "${OURS_BIN}" && pwd -P)
    return
  fi
  (cd "$(fixtures::repo)" && go build -o bin/ ./cmd/client-gen ./cmd/lister-gen ./cmd/informer-gen ./cmd/applyconfiguration-gen) >&2
  echo "$(fixtures::repo)/bin"
}

# fixtures::workdir sets work to a new temporary directory, removed when the
# calling script exits unless KEEP_WORK is set (then its path is printed).
fixtures::workdir() {
  work="$(mktemp -d)"
  if [ -n "${KEEP_WORK:-}" ]; then
    echo "work directory: ${work}" >&2
  else
    trap 'rm -rf "${work}"' EXIT
  fi
}

# fixtures::synthapi_bin WORKDIR builds hack/synthapi once into WORKDIR and
# prints the binary's path.
fixtures::synthapi_bin() {
  local work="$1"
  [ -x "${work}/synthapi" ] || (cd "$(fixtures::repo)" && go build -o "${work}/synthapi" ./hack/synthapi) >&2
  echo "${work}/synthapi"
}

# fixtures::synthapi WORKDIR DIR GROUPS VERSIONS KINDS writes a synthetic API
# module (module path example.com/synth, inputs under ./apis) into DIR.
fixtures::synthapi() {
  local work="$1" dir="$2" bin
  bin="$(fixtures::synthapi_bin "${work}")" || return 1
  rm -rf "${dir}"
  "${bin}" -out "${dir}" -module example.com/synth -groups "$3" -versions "$4" -kinds "$5" >&2
  (cd "${dir}" && GOWORK=off go mod tidy) >&2
}

# fixtures::k8sapi DIR copies k8s.io/api at the pinned version from the module
# cache (downloading it through the module proxy when absent) into DIR as a
# writable module; its inputs are the module root, ".".
fixtures::k8sapi() {
  local dir="$1" version="${K8S_API_VERSION:-v0.37.2}" src
  mkdir -p "$(dirname "${dir}")"
  # Run outside any module so no go.mod or go.sum is touched.
  src="$(cd "$(dirname "${dir}")" && GOWORK=off GO111MODULE=on go mod download -json "k8s.io/api@${version}" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
  if [ -z "${src}" ] || [ ! -f "${src}/go.mod" ]; then
    echo "cannot find k8s.io/api@${version} in the module cache" >&2
    return 1
  fi
  rm -rf "${dir}"
  cp -R "${src}" "${dir}"
  chmod -R u+w "${dir}"
  (cd "${dir}" && GOWORK=off go mod download) >&2
}

# fixtures::finish DIR makes the generated code of the module in DIR buildable:
# it requires client-go at the pinned version and this repository (for our
# runtime) through a replace directive, then tidies that module (never the
# repository's).
fixtures::finish() {
  local dir="$1" repo
  repo="$(fixtures::repo)"
  (
    cd "${dir}"
    export GOWORK=off
    go mod edit -require "github.com/kubegen/kubegen@v0.0.0-00010101000000-000000000000" \
      -replace "github.com/kubegen/kubegen=${repo}"
    go get "k8s.io/client-go@${K8S_CLIENT_VERSION:-v0.37.2}"
    go mod tidy
  ) >&2
}
