#!/usr/bin/env bash
# Defaulter equivalence: runs upstream v0.37.2's defaulter-gen and kubegen's
# on the same inputs in scratch copies and compares the files (comment lines
# aside): generators/defaulter's test data, upstream's own output tests, the
# versioned APIs of apiextensions-apiserver, kube-aggregator and
# sample-apiserver, and every group version of k8s.io/api defaulted through
# +k8s:defaulter-gen-input. Modules come from the module cache or proxy.
set -euo pipefail
cd "$(dirname "$0")/.."
bindir="$(hack/upstream-tools.sh)"
KUBEGEN_DEFAULTER_EQUIV=1 UPSTREAM_DEFAULTER_GEN="${bindir}/defaulter-gen" \
	go test -count=1 -timeout 30m -v -run TestUpstreamBinary ./generators/defaulter/ "$@"
