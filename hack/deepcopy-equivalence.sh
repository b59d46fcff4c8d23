#!/usr/bin/env bash
# Deepcopy equivalence over all of k8s.io/api: generates every package's
# deepcopy file with kubegen's deepcopy-gen and with upstream v0.37.2's into
# scratch copies, compares the files, then deep-copies random values of every
# type with both builds (equal, no shared memory). Slow (compiles k8s.io/api
# twice); `go test ./generators/deepcopy` runs the same checks on the corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
bindir="$(hack/upstream-tools.sh)"
KUBEGEN_DEEPCOPY_EQUIV=1 UPSTREAM_DEEPCOPY_GEN="${bindir}/deepcopy-gen" \
	go test -count=1 -timeout 60m -v -run TestKubeAPIEquivalence ./generators/deepcopy/ "$@"
