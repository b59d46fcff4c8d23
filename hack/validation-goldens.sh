#!/usr/bin/env bash
# validation-goldens.sh [name...]: rewrites generators/validation/testdata/want/*.txt
# and want/coverage/ (and want/coverage<name>/) with upstream's validation-gen (code-generator v0.37.2, built from the
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
standalone_dirs=(union union/v1beta1 itemunion testfixture voptions vlistmap verrparity/optionopaque vsubrest)
# module_copy DIR makes ${work}/mod a copy of this module's go.mod and
# go.sum holding testdata/DIR alone.
module_copy() {
	rm -rf "${work}/mod"
	mkdir -p "${work}/mod/generators/validation/testdata/$(dirname "$1")"
	cp "${repo}/go.mod" "${repo}/go.sum" "${work}/mod/"
	cp -r "${testdata}/$1" "${work}/mod/generators/validation/testdata/$1"
}
standalone() {
	local dir="$1" mod="${work}/mod" golden="${testdata}/want/${1//\//-}.txt"
	module_copy "${dir}"
	(cd "${mod}/generators/validation" && "${work}/bin/validation-gen" --go-header-file "${testdata}/header.txt" \
		--output-file zz_generated.validations.go --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 "${args[@]}" "./testdata/${dir}")
	cp "${mod}/generators/validation/testdata/${dir}/zz_generated.validations.go" "${golden}"
	echo "wrote ${golden}"
	# +k8s:validation-gen-test-fixture's test file, when asked for.
	if [ -f "${mod}/generators/validation/testdata/${dir}/zz_generated.validations_test.go" ]; then
		cp "${mod}/generators/validation/testdata/${dir}/zz_generated.validations_test.go" "${golden%.txt}.test.txt"
		echo "wrote ${golden%.txt}.test.txt"
	fi
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

# coverage_goldens NAME: testdata/NAME is a directory of API version
# packages (testdata/NAME/<version>), generated with the coverage fixture
# options (no allow list) in a copy of this module, as standalone's, so
# that the import paths (and the union variables named by them) are the
# tests': its fixtures go to want/NAME/fixtures/<group>/<kind>/<file>.txt,
# each package's file to want/NAME/<version>/<file>.txt.
coverage_goldens() {
	local name="$1" mod="${work}/mod" f want
	module_copy "${name}"
	(cd "${mod}/generators/validation" && "${work}/bin/validation-gen" --go-header-file "${testdata}/header.txt" \
		--output-file zz_generated.validations.go --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1 "${args[@]}" \
		--test-output-root fixtures --test-output-file-prefix zz_generated.validations. \
		$(find "testdata/${name}" -mindepth 1 -maxdepth 1 -type d | LC_ALL=C sort | sed 's|^|./|'))
	# Upstream succeeded: the old goldens go (a file it no longer writes too).
	rm -rf "${testdata}/want/${name}"
	(cd "${mod}/generators/validation" && find fixtures "testdata/${name}" -name 'zz_generated.validations*' | LC_ALL=C sort) |
		while read -r f; do
			want="${testdata}/want/${name}/${f#"testdata/${name}/"}.txt"
			mkdir -p "$(dirname "${want}")"
			cp "${mod}/generators/validation/${f}" "${want}"
			echo "wrote ${want}"
		done
}

# With arguments, only the named test packages (testdata/<name>, reaching
# no validation of meta/v1) are generated, each into want/<name>.txt; a
# name starting with "coverage" other than coverage itself is
# coverage_goldens'.
if [ $# -gt 0 ]; then
	for name in "$@"; do
		if [[ "${name}" == coverage?* ]]; then
			coverage_goldens "${name}"
			continue
		fi
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

# testdata/coverage (API versions v1, v1beta1 and the package api) with
# upstream's coverage fixture options: its fixtures go to
# want/coverage/fixtures/<group>/<kind>/<file>.txt, each package's files to
# want/coverage/<package>/<file>.txt, the copy's import path put back as
# the test's (it is named in +k8s:validation-gen-test-targets' fixture).
rm -rf "${testdata}/want/coverage"
mkdir -p "${testdata}/want/coverage" "${work}/am/pkg/coverage"
for p in api v1 v1beta1; do cp -r "${testdata}/coverage/${p}" "${work}/am/pkg/coverage/${p}"; done
(cd "${work}/am" && "${work}/bin/validation-gen" --go-header-file "${testdata}/header.txt" \
	--output-file zz_generated.validations.go "${args[@]}" \
	--test-output-root fixtures --test-output-file-prefix zz_generated.validations. \
	--test-allowlist "${testdata}/coverage/allowlist.yaml" \
	./pkg/apis/meta/v1/validation ./pkg/coverage/api ./pkg/coverage/v1 ./pkg/coverage/v1beta1)
ours="github.com/kubegen/kubegen/generators/validation/testdata/coverage"
(cd "${work}/am" && find fixtures pkg/coverage -name 'zz_generated.validations*' | LC_ALL=C sort) | while read -r f; do
	want="${testdata}/want/coverage/${f#pkg/coverage/}.txt"
	mkdir -p "$(dirname "${want}")"
	sed "s|k8s.io/apimachinery/pkg/coverage/|${ours}/|g" "${work}/am/${f}" >"${want}"
	echo "wrote ${want}"
done

# testdata/coverageemits (the validators added after testdata/coverage).
coverage_goldens coverageemits
