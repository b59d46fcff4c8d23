#!/usr/bin/env bash
# validation-goldens.sh [name...]: rewrites generators/validation/testdata/want/*.txt
# with upstream's validation-gen (code-generator v0.37.2, built from the
# module cache). Upstream writes every package it generates, including
# k8s.io/apimachinery's meta/v1/validation (which testdata/ref's types
# reach), so it runs in a writable copy of k8s.io/apimachinery with the
# test package copied in as pkg/ref, with kube_codegen.sh's read-only
# packages and testdata/header.txt as the header.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
version="${STAGING_VERSION:-v0.37.2}"
testdata="${repo}/generators/validation/testdata"
work="$(mktemp -d)"
trap 'chmod -R u+w "${work}"; rm -rf "${work}"' EXIT
export GOWORK=off GOFLAGS=-mod=mod GONOSUMDB='*' GOSUMDB=off

(cd "${work}" && GOBIN="${work}/bin" go install "k8s.io/code-generator/cmd/validation-gen@${version}")
cp -r "$(go env GOMODCACHE)/k8s.io/apimachinery@${version}" "${work}/am"
chmod -R u+w "${work}/am"

readonly_pkgs=(k8s.io/apimachinery/pkg/api/resource k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/types
	k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/version time)
args=()
for p in "${readonly_pkgs[@]}"; do args+=(--readonly-pkg "${p}"); done

# Standalone test packages (testdata/<dir>, golden want/<dir, / as ->.txt)
# run in a copy of this module, so that their import paths, which upstream
# writes into generated names (union membership variables), are the tests'.
# They are regenerated with the others, or alone when named as arguments.
standalone_dirs=(union union/v1beta1 itemunion)
standalone() {
	local dir="$1" mod="${work}/mod" golden="${testdata}/want/${1//\//-}.txt"
	rm -rf "${mod}"
	mkdir -p "${mod}/generators/validation/testdata/$(dirname "${dir}")"
	cp "${repo}/go.mod" "${repo}/go.sum" "${mod}/"
	cp -r "${testdata}/${dir}" "${mod}/generators/validation/testdata/${dir}"
	(cd "${mod}/generators/validation" && "${work}/bin/validation-gen" --go-header-file "${testdata}/header.txt" \
		--output-file zz_generated.validations.go --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 "${args[@]}" "./testdata/${dir}")
	cp "${mod}/generators/validation/testdata/${dir}/zz_generated.validations.go" "${golden}"
	echo "wrote ${golden}"
}
if [ $# -eq 0 ]; then
	for dir in "${standalone_dirs[@]}"; do standalone "${dir}"; done
else
	rest=()
	for name in "$@"; do
		case " ${standalone_dirs[*]} " in
		*" ${name} "*) standalone "${name}" ;;
		*) rest+=("${name}") ;;
		esac
	done
	[ "${#rest[@]}" -gt 0 ] || exit 0
	set -- "${rest[@]}"
fi

# With arguments, only the named test packages (testdata/<name>, reaching
# no validation of meta/v1) are generated, each into want/<name>.txt.
if [ $# -gt 0 ]; then
	for name in "$@"; do
		cp -r "${testdata}/${name}" "${work}/am/pkg/${name}"
		(cd "${work}/am" && "${work}/bin/validation-gen" --go-header-file "${testdata}/header.txt" \
			--output-file zz_generated.validations.go --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 "${args[@]}" "./pkg/${name}")
		cp "${work}/am/pkg/${name}/zz_generated.validations.go" "${testdata}/want/${name}.txt"
		echo "wrote ${testdata}/want/${name}.txt"
	done
	exit 0
fi

# testdata/ref, beside meta/v1/validation.
cp -r "${testdata}/ref" "${work}/am/pkg/ref"
(cd "${work}/am" && "${work}/bin/validation-gen" --go-header-file "${testdata}/header.txt" \
	--output-file zz_generated.validations.go "${args[@]}" ./pkg/apis/meta/v1/validation ./pkg/ref)
cp "${work}/am/pkg/ref/zz_generated.validations.go" "${testdata}/want/ref.txt"
cp "${work}/am/pkg/apis/meta/v1/validation/zz_generated.validations.go" "${testdata}/want/metav1validation.txt"
echo "wrote ${testdata}/want/ref.txt and metav1validation.txt"
