#!/usr/bin/env bash
# Conversion equivalence: upstream v0.37.2's conversion-gen and ours run on
# the same command line over writable copies of k8s.io/apiextensions-apiserver,
# k8s.io/kube-aggregator and k8s.io/sample-apiserver (v0.37.2, from the module
# cache or proxy), and their files are compared apart from doc comments.
# `go test ./generators/conversion` (without -short) also compares ours with
# the modules' committed files, which are upstream's output.
set -euo pipefail
cd "$(dirname "$0")/.."
bindir="$(hack/upstream-tools.sh)"
KUBEGEN_CONVERSION_EQUIV=1 UPSTREAM_CONVERSION_GEN="${bindir}/conversion-gen" \
	go test -count=1 -timeout 30m -v -run TestUpstreamEquivalence ./generators/conversion/ "$@"
