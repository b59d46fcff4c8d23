#!/usr/bin/env bash
# The project's code generation, as a project using code-generator's
# kube_codegen.sh writes it: CODEGEN_PKG names the directory holding
# kube_codegen.sh (code-generator's module, or kubegen's).
set -o errexit
set -o nounset
set -o pipefail

SCRIPT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
source "${CODEGEN_PKG}/kube_codegen.sh"

THIS_PKG="example.com/shop"

kube::codegen::gen_helpers \
    --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" \
    --lint-rules known-tags-only \
    "${SCRIPT_ROOT}/pkg/apis"

kube::codegen::gen_register \
    --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" \
    --lint-rules known-tags-only,require-explicit-disablement \
    "${SCRIPT_ROOT}/pkg/apis"

# The test sets WITH_OPENAPI when kubegen generates OpenAPI definitions.
if [[ -n "${WITH_OPENAPI:-}" ]]; then
    kube::codegen::gen_openapi \
        --output-dir "${SCRIPT_ROOT}/pkg/generated/openapi" \
        --output-pkg "${THIS_PKG}/pkg/generated/openapi" \
        --report-filename "${SCRIPT_ROOT}/hack/api-violations.list" \
        --update-report \
        --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" \
        "${SCRIPT_ROOT}/pkg/apis"
fi

# Clients of the shop group only (inventory has +genclient types too),
# every output directory renamed.
kube::codegen::gen_client \
    --with-watch \
    --with-applyconfig \
    --one-input-api shop \
    --plural-exceptions "Octopus:Octopodes" \
    --clientset-name clients \
    --versioned-name shopclient \
    --listers-name listing \
    --informers-name informing \
    --applyconfig-name applying \
    --prefers-protobuf \
    --lint-rules known-tags-only \
    --output-dir "${SCRIPT_ROOT}/pkg/generated" \
    --output-pkg "${THIS_PKG}/pkg/generated" \
    --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" \
    "${SCRIPT_ROOT}/pkg/apis"
