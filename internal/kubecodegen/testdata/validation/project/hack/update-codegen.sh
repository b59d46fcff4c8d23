#!/usr/bin/env bash
# The project's code generation, as a project using code-generator's
# kube_codegen.sh writes it: gen_helpers over pkg/apis, where shelf/v1
# asks for validations (+k8s:validation-gen=TypesWithField=TypeMeta) and
# deep copies, plain/v1 for deep copies only. CODEGEN_PKG names the
# directory holding kube_codegen.sh (code-generator's module, or kubegen's).
set -o errexit
set -o nounset
set -o pipefail

SCRIPT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
source "${CODEGEN_PKG}/kube_codegen.sh"

kube::codegen::gen_helpers \
    --boilerplate "${SCRIPT_ROOT}/hack/boilerplate.go.txt" \
    --lint-rules known-tags-only \
    "${SCRIPT_ROOT}/pkg/apis"
