#!/usr/bin/env bash
# validation-equivalence.sh: regenerates the zz_generated.validations.go
# files k8s.io/kubernetes commits (58 packages below pkg/apis at v1.37.2)
# with kubegen's validation-gen and with upstream's (code-generator
# v0.37.2's, built from the module cache), each on its own copy of the
# tree and with the command line of k8s.io/kubernetes' hack/update-codegen.sh
# (codegen::validation), and counts the files equal to the committed ones:
# byte for byte, and with comments left out.
#
# The tree and the command line are hack/validation-tree.sh's.
#
# Env: K8S_VERSION (v1.37.2), STAGING_VERSION (v0.37.2), KEEP=1 keeps the
# work directory and prints it.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
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

# One tree, copied once per tool.
tree="${work}/tree"
vt::tree "${tree}"

for tool in upstream ours; do
	cp -r "${tree}" "${work}/${tool}"
	find "${work}/${tool}" -name 'zz_generated.validations.*' -delete
	bin="${work}/bin/ours"
	[ "${tool}" = upstream ] && bin="${work}/bin/validation-gen"
	start=$(date +%s.%N)
	set +o errexit
	vt::generate "${bin}" "${work}/${tool}" \
		--test-output-root test/declarative_validation \
		--test-output-file-prefix zz_generated.validations. \
		--test-allowlist test/declarative_validation/coverage-allowlist.yaml \
		"${inputs[@]}" >"${work}/${tool}.log" 2>&1
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
	if [ "${tool}" = ours ] && [ "${code}" != 0 ]; then
		# Progress: ours writes nothing when it refuses a package, so it
		# runs again on the inputs it generates (vt::generating); a file
		# equal to the committed one shows it writes upstream's output for
		# that package.
		vt::generating "${bin}" "${work}/${tool}" "${work}/${tool}.log" "${inputs[@]}"
		same=0 differ=()
		for f in "${committed[@]}"; do
			[ -f "${work}/${tool}/${f}" ] || continue
			if cmp -s "${k8s}/${f}" "${work}/${tool}/${f}"; then same=$((same + 1)); else differ+=("${f}"); fi
		done
		printf '  on the %d of %d inputs it generates (the others left out): exit %d, %d of %d committed files byte-identical, %d written differ\n' \
			"${#rest[@]}" "${#inputs[@]}" "${rest_code}" "${same}" "${#committed[@]}" "${#differ[@]}"
		for f in "${differ[@]:+"${differ[@]}"}"; do echo "    differs: ${f}"; done
	fi
	if [ "${code}" != 0 ]; then
		echo "  ${tool}'s errors (first 20 lines):"
		head -20 "${work}/${tool}.log" | sed 's/^/    /'
		echo "  validation tags ours reported, by tag:"
		grep -o ': +k8s:[A-Za-z]*: kubegen' "${work}/${tool}.log" | sort | uniq -c | sort -rn | sed 's/^/    /' || true
	fi
done
