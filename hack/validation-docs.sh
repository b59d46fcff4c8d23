#!/usr/bin/env bash
# validation-docs.sh: rewrites generators/validation/tagdocs.json with the
# output of upstream's `validation-gen --docs` (code-generator v0.37.2,
# built from the module cache): the documentation of every tag upstream's
# validators register, which kubegen's --docs prints for the tags it
# generates.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
version="${STAGING_VERSION:-v0.37.2}"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
export GOWORK=off GOFLAGS=-mod=mod

(cd "${work}" && GOBIN="${work}/bin" go install "k8s.io/code-generator/cmd/validation-gen@${version}")
"${work}/bin/validation-gen" --docs >"${repo}/generators/validation/tagdocs.json"
echo "wrote ${repo}/generators/validation/tagdocs.json"
