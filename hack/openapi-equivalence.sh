#!/usr/bin/env bash
# OpenAPI equivalence: runs upstream's openapi-gen (the one kube_codegen.sh
# v0.37.2 builds) and kubegen's over k8s.io/sample-apiserver,
# k8s.io/kube-aggregator and k8s.io/apiextensions-apiserver v0.37.2, as
# gen_openapi calls it, and compares the definitions files and the API rule
# violation reports byte for byte; then all of k8s.io/api v0.37.2 the same way
# (KUBEGEN_OPENAPI_KUBEAPI=1; upstream takes about 100 s there).
set -euo pipefail
cd "$(dirname "$0")/.."
bindir="$(hack/upstream-tools.sh)"
KUBEGEN_OPENAPI_KUBEAPI=1 UPSTREAM_OPENAPI_GEN="${bindir}/openapi-gen" \
	go test -count=1 -timeout 30m -v -run TestOpenAPIEquivalence ./generators/ "$@"
