#!/usr/bin/env bash
# kube-codegen-validation.sh: runs the project in
# internal/kubecodegen/testdata/validation/project (a gen_helpers call over a
# +k8s:validation-gen package) through code-generator v0.37.2's
# kube_codegen.sh and through this repository's, each in its own copy with
# its own GOBIN, and compares the two trees byte for byte; both must build.
#
#   --update   also rewrites testdata/validation/want/ (the files upstream's
#              run generates, which TestGenHelpersValidationGoldens compares
#              ours with) from upstream's run.
#
# Environment: KEEP_WORK=1 keeps the temporary directory.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
testdata="${repo}/internal/kubecodegen/testdata/validation"
update=""
if [[ "${1:-}" == "--update" ]]; then
	update=1
fi

work="$(mktemp -d)"
if [[ -z "${KEEP_WORK:-}" ]]; then
	trap 'chmod -R u+w "${work}"; rm -rf "${work}"' EXIT
else
	echo "work directory: ${work}"
fi
export GOWORK=off GOFLAGS= KUBE_CODEGEN_TAG= KUBE_VERBOSE=

upstream="$(go mod download -json k8s.io/code-generator@v0.37.2 | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')"
if [[ -z "${upstream}" ]]; then
	echo "kube-codegen-validation.sh: k8s.io/code-generator@v0.37.2 is not in the module cache" >&2
	exit 1
fi

run() { # run SIDE CODEGEN_PKG
	local dir="${work}/$1"
	cp -r "${testdata}/project" "${dir}"
	mkdir "${work}/gobin-$1"
	echo "== $1: hack/update-codegen.sh"
	(cd "${dir}" && GOBIN="${work}/gobin-$1" CODEGEN_PKG="$2" bash hack/update-codegen.sh)
	(cd "${dir}" && go build ./...)
}
run upstream "${upstream}"
run ours "${repo}"

if ! diff -r "${work}/upstream" "${work}/ours"; then
	echo "FAIL: kubegen's kube_codegen.sh wrote other files than code-generator's" >&2
	exit 1
fi
echo "same files, both trees build"

if [[ -n "${update}" ]]; then
	rm -rf "${testdata}/want"
	(cd "${work}/upstream" && find . -name 'zz_generated.*.go' -type f) | while read -r f; do
		mkdir -p "$(dirname "${testdata}/want/${f}")"
		cp "${work}/upstream/${f}" "${testdata}/want/${f}"
	done
	echo "wrote ${testdata}/want from upstream's run"
fi
