#!/usr/bin/env bash
# Rewrites the recorded upstream behaviour of every case of the
# controller-gen corpus (testdata/controllergen/*/_want*) by running
# upstream controller-gen v0.23.0 on it, then runs the check once more to
# make sure the recording is stable. Review the diff before committing.
#
#   hack/controller-gen-corpus.sh            # build upstream from the module proxy
#   CONTROLLER_GEN=/path/to/bin hack/controller-gen-corpus.sh
#
# The recording logic is internal/cgtest's (Run, WriteWant); this script
# provides the binary: CONTROLLER_GEN, or hack/upstream-controller-gen.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(hack/upstream-controller-gen.sh)"
version="$("${bin}" --version)"

echo "== recording every case with ${version}"
KUBEGEN_UPSTREAM_CONTROLLER_GEN="${bin}" KUBEGEN_CG_CORPUS_UPDATE=1 \
  go test -count=1 -run '^TestCorpusIsUpstreams$' ./internal/cgtest/
echo "== checking the recording against another run"
KUBEGEN_UPSTREAM_CONTROLLER_GEN="${bin}" go test -count=1 -run '^TestCorpusIsUpstreams$' ./internal/cgtest/
git status --short testdata/controllergen
