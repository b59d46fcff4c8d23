#!/usr/bin/env bash
# validation-equivalence.sh: regenerates the zz_generated.validations.go
# files k8s.io/kubernetes commits (58 packages below pkg/apis at v1.37.2)
# with kubegen's validation-gen and with upstream's (code-generator
# v0.37.2's, built from the module cache), each on its own copy of the
# tree and with the command line of k8s.io/kubernetes' hack/update-codegen.sh
# (codegen::validation), and counts the files equal to the committed ones:
# byte for byte, and with comments left out.
#
# The tree, its inputs and the command line are hack/validation-tree.sh's
# (sourced; bench-validation.sh uses the same).
#
# Both write the coverage fixtures too (--test-output-root
# test/declarative_validation, with its allow list): they are counted
# against the 223 k8s.io/kubernetes commits there.
#
# TESTS=1 then builds and tests what ours wrote, with its files in place
# of the committed ones in a copy of the tree (the committed ones stay
# where ours wrote none): `go build` and `go test` of the packages it
# wrote a validation file for, and `go test` of the
# test/declarative_validation/<group>/<kind> packages it wrote fixtures
# for. This compiles much of k8s.io/kubernetes (several minutes).
#
# Env: K8S_VERSION (v1.37.2), STAGING_VERSION (v0.37.2), KEEP=1 keeps the
# work directory and prints it, TESTS=1.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
# shellcheck source=validation-tree.sh
source "${repo}/hack/validation-tree.sh"

work="$(mktemp -d)"
if [ "${KEEP:-}" = 1 ]; then
	echo "work directory: ${work}"
else
	trap 'chmod -R u+w "${work}"; rm -rf "${work}"' EXIT
fi
export GOWORK=off GOFLAGS=-mod=mod GONOSUMDB='*' GOSUMDB=off

# The tools.
mkdir -p "${work}/bin"
(cd "${repo}" && go build -o "${work}/bin/ours" ./cmd/validation-gen)
(cd "${work}" && GOBIN="${work}/bin" go install "k8s.io/code-generator/cmd/validation-gen@${vt_staging_version}")

# One tree, copied once per tool (sets k8s, inputs and committed).
tree="${work}/tree"
vt::tree "${tree}" || { echo "validation-equivalence: the tree could not be set up" >&2; exit 1; }
fixtures=()
while read -r f; do fixtures+=("${f}"); done < <(cd "${k8s}" && find test/declarative_validation -name 'zz_generated.validations.*' | LC_ALL=C sort)
test_flags=(--test-output-root test/declarative_validation --test-output-file-prefix zz_generated.validations.
	--test-allowlist test/declarative_validation/coverage-allowlist.yaml)

# count_fixtures counts the coverage fixtures a tool wrote in its tree ($1)
# that equal the committed ones, and lists those that differ or that
# k8s.io/kubernetes does not commit.
count_fixtures() {
	local dir="$1" same=0 written=0 f
	local differ=()
	while read -r f; do
		written=$((written + 1))
		if [ -f "${k8s}/${f}" ] && cmp -s "${k8s}/${f}" "${dir}/${f}"; then same=$((same + 1)); else differ+=("${f}"); fi
	done < <(cd "${dir}" && find test/declarative_validation -name 'zz_generated.validations.*' 2>/dev/null | LC_ALL=C sort)
	printf '  coverage fixtures: %d of %d committed byte-identical; %d written, %d differ or are not committed\n' \
		"${same}" "${#fixtures[@]}" "${written}" "${#differ[@]}"
	for f in "${differ[@]:+"${differ[@]}"}"; do echo "    fixture differs: ${f}"; done | head -20
}

for tool in upstream ours; do
	cp -r "${tree}" "${work}/${tool}"
	find "${work}/${tool}" -name 'zz_generated.validations.*' -delete
	bin="${work}/bin/ours"
	[ "${tool}" = upstream ] && bin="${work}/bin/validation-gen"
	start=$(date +%s.%N)
	set +o errexit
	vt::generate "${bin}" "${work}/${tool}" "${test_flags[@]}" "${inputs[@]}" >"${work}/${tool}.log" 2>&1
	code=$?
	set -o errexit
	end=$(date +%s.%N)
	exact=0 modulo=0
	for f in "${committed[@]}"; do
		got="${work}/${tool}/${f}"
		[ -f "${got}" ] || continue
		if cmp -s "${k8s}/${f}" "${got}"; then exact=$((exact + 1)); fi
		# Comments left out: whole comment lines and trailing // comments.
		if diff -q <(sed -e 's|^[[:space:]]*//.*$||' -e 's|[[:space:]]//[^"]*$||' "${k8s}/${f}") \
			<(sed -e 's|^[[:space:]]*//.*$||' -e 's|[[:space:]]//[^"]*$||' "${got}") >/dev/null; then
			modulo=$((modulo + 1))
		fi
	done
	printf '%-8s exit %d in %.1fs: %d of %d committed files byte-identical, %d modulo comments\n' \
		"${tool}" "${code}" "$(echo "${end} - ${start}" | bc)" "${exact}" "${#committed[@]}" "${modulo}"
	count_fixtures "${work}/${tool}"
	if [ "${tool}" = ours ] && [ "${code}" != 0 ]; then
		# Ours refuses the packages reaching a tag it does not generate yet,
		# and then writes nothing. Progress: run it again without the
		# packages it reported (and again without those the next run reports,
		# as the types of a package left out are no longer walked), so that
		# a file equal to the committed one shows ours writes upstream's
		# output for that package.
		vt_flags=("${test_flags[@]}")
		vt::generating "${bin}" "${work}/${tool}" "${work}/${tool}.log" "${inputs[@]}"
		same=0 differ=()
		for f in "${committed[@]}"; do
			[ -f "${work}/${tool}/${f}" ] || continue
			if cmp -s "${k8s}/${f}" "${work}/${tool}/${f}"; then same=$((same + 1)); else differ+=("${f}"); fi
		done
		printf '  on the %d of %d inputs it generates (the others left out): exit %d, %d of %d committed files byte-identical, %d written differ\n' \
			"${#rest[@]}" "${#inputs[@]}" "${rest_code:-1}" "${same}" "${#committed[@]}" "${#differ[@]}"
		for f in "${differ[@]:+"${differ[@]}"}"; do echo "    differs: ${f}"; done
		count_fixtures "${work}/${tool}"
	fi
	if [ "${code}" != 0 ]; then
		echo "  ${tool}'s errors (first 20 lines):"
		head -20 "${work}/${tool}.log" | sed 's/^/    /'
		echo "  validation tags ours reported, by tag:"
		grep -o ': +k8s:[A-Za-z]*: kubegen' "${work}/${tool}.log" | sort | uniq -c | sort -rn | sed 's/^/    /' || true
	fi
done

[ "${TESTS:-}" = 1 ] || exit 0

# Ours' files in place of the committed ones, in a copy of the tree with
# the committed test/declarative_validation (and plugin/, which some
# registries' tests import); the tested packages are those ours wrote.
tested="${work}/tested"
cp -r "${tree}" "${tested}"
rm -rf "${tested}/test/declarative_validation"
cp -r "${k8s}/test/declarative_validation" "${tested}/test/"
[ -d "${k8s}/plugin" ] && cp -r "${k8s}/plugin" "${tested}/"
chmod -R u+w "${tested}"
pkgs=() suites=()
while read -r f; do
	mkdir -p "$(dirname "${tested}/${f}")"
	cp "${work}/ours/${f}" "${tested}/${f}"
	case "${f}" in
	test/*) suites+=("./$(dirname "${f}")") ;;
	pkg/*) pkgs+=("./$(dirname "${f}")") ;;
	staging/src/*) d="$(dirname "${f}")"; pkgs+=("${d#staging/src/}") ;;
	esac
done < <(cd "${work}/ours" && find pkg staging test -name 'zz_generated.validations*' 2>/dev/null | LC_ALL=C sort)
# A fixture package ours wrote holds its files only, as after
# update-codegen.sh's deletion of the generated files.
while read -r d; do
	find "${tested}/${d}" -maxdepth 1 -name 'zz_generated.validations.*' -delete
done < <(cd "${work}/ours" && find test -name 'zz_generated.validations.main_test.go' 2>/dev/null | xargs -r -n1 dirname)
while read -r f; do cp "${work}/ours/${f}" "${tested}/${f}"; done < <(cd "${work}/ours" && find test -name 'zz_generated.validations*' 2>/dev/null)
mapfile -t pkgs < <(printf '%s\n' "${pkgs[@]:+"${pkgs[@]}"}" | sed '/^$/d' | LC_ALL=C sort -u)
mapfile -t suites < <(printf '%s\n' "${suites[@]:+"${suites[@]}"}" | sed '/^$/d' | LC_ALL=C sort -u)
echo "TESTS: ${#pkgs[@]} packages ours wrote a validation file for, ${#suites[@]} coverage test packages it wrote fixtures for"
[ "${#pkgs[@]}" -gt 0 ] || exit 1
# run_go runs a go command in the tested tree and counts the packages'
# results from its output.
run_go() {
	local what="$1" log
	log="${work}/$(echo "$1" | tr -c "a-z0-9\n" -).log"
	shift
	set +o errexit
	(cd "${tested}" && go "$@") >"${log}" 2>&1
	local rc=$?
	set -o errexit
	if [ "$1" = build ]; then
		# go build prints nothing for a package that builds.
		printf '  %-28s exit %d (%d packages)\n' "${what}" "${rc}" "$(($# - 1))"
	else
		printf '  %-28s exit %d: %d ok, %d FAIL, %d no test files\n' "${what}" "${rc}" \
			"$(grep -c '^ok ' "${log}")" "$(grep -c $'^FAIL\t' "${log}")" "$(grep -c 'no test files' "${log}")"
	fi
	grep -E $'^(FAIL\t|# )' "${log}" | head -20 | sed 's/^/    /' || true
}
run_go "go build (written pkgs)" build "${pkgs[@]}"
run_go "go test (written pkgs)" test "${pkgs[@]}"
[ "${#suites[@]}" -eq 0 ] || run_go "go test (fixture pkgs)" test "${suites[@]}"
