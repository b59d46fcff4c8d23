#!/usr/bin/env bash
# Regenerates the deep copies, clientset, listers, informers and apply
# configurations of examples/crd from its
# API types with kubegen. Extra arguments go to kubegen: hack/verify-codegen.sh
# passes --verify.
#
# Environment:
#   EXAMPLES_DIR  the examples module to work on (default: examples/ of this
#                 repository; tests point it at a copy)
#   KUBEGEN       a kubegen binary to run instead of `go tool kubegen`
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
examples_dir="${EXAMPLES_DIR:-${repo_root}/examples}"

cd "${examples_dir}/crd"
if [[ -n "${KUBEGEN:-}" ]]; then
	kubegen=("${KUBEGEN}")
else
	kubegen=(go tool kubegen)
fi

# Keep these flags in step with the //go:generate line of examples/crd/generate.go.
"${kubegen[@]}" \
	--go-header-file hack/boilerplate.go.txt \
	--output-dir pkg/generated \
	--output-pkg github.com/kubegen/kubegen/examples/crd/pkg/generated \
	"$@" \
	./apis/samplecontroller/v1alpha1
