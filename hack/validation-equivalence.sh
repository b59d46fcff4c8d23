#!/usr/bin/env bash
# validation-equivalence.sh: regenerates the zz_generated.validations.go
# files k8s.io/kubernetes commits (58 packages below pkg/apis at v1.37.2)
# with kubegen's validation-gen and with upstream's (code-generator
# v0.37.2's, built from the module cache), each on its own copy of the
# tree and with the command line of k8s.io/kubernetes' hack/update-codegen.sh
# (codegen::validation), and counts the files equal to the committed ones:
# byte for byte, and with comments left out.
#
# The tree is k8s.io/kubernetes' pkg/ from the module cache with its
# go.mod; the two staging modules holding +k8s:validation-gen packages
# (k8s.io/api, k8s.io/apimachinery) are copied beside it as
# staging/src/k8s.io/..., the other staging modules resolve to their
# released versions. code-generator's own output_tests (staging in
# k8s.io/kubernetes) are not inputs here: they reach no pkg/apis type.
#
# Env: K8S_VERSION (v1.37.2), STAGING_VERSION (v0.37.2), KEEP=1 keeps the
# work directory and prints it.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
k8s_version="${K8S_VERSION:-v1.37.2}"
staging_version="${STAGING_VERSION:-v0.37.2}"
modcache="$(go env GOMODCACHE)"
k8s="${modcache}/k8s.io/kubernetes@${k8s_version}"
[ -d "${k8s}" ] || go mod download "k8s.io/kubernetes@${k8s_version}"

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
(cd "${work}" && GOBIN="${work}/bin" go install "k8s.io/code-generator/cmd/validation-gen@${staging_version}")

# One tree, copied once per tool.
tree="${work}/tree"
mkdir -p "${tree}/staging/src/k8s.io" "${tree}/hack/boilerplate" "${tree}/test/declarative_validation"
cp -r "${k8s}/pkg" "${k8s}/go.mod" "${k8s}/go.sum" "${tree}/"
cp "${k8s}/hack/boilerplate/boilerplate.generatego.txt" "${tree}/hack/boilerplate/"
cp "${k8s}/test/declarative_validation/coverage-allowlist.yaml" "${tree}/test/declarative_validation/"
for m in api apimachinery; do
	cp -r "${modcache}/k8s.io/${m}@${staging_version}" "${tree}/staging/src/k8s.io/${m}"
done
chmod -R u+w "${tree}"
(
	cd "${tree}"
	for m in $(awk '$2 == "=>" && $3 ~ /^\.\/staging\// {print $1}' go.mod); do
		case "${m}" in
		k8s.io/api | k8s.io/apimachinery) ;;
		*)
			if [ -d "${modcache}/${m}@${staging_version}" ]; then
				go mod edit -replace "${m}=${m}@${staging_version}"
			else
				go mod edit -dropreplace "${m}"
			fi
			;;
		esac
	done
)

# update-codegen.sh's inputs: every directory with a +k8s:validation-gen=
# tag in a file with a column-0 +k8s: tag, testdata left out.
# A staging directory is named by its import path (the go.mod replaces its
# module with the copy), as k8s.io/kubernetes' go.work lets ./staging/...
# name it.
inputs=()
while read -r dir; do
	case "${dir}" in
	staging/src/*) inputs+=("${dir#staging/src/}") ;;
	*) inputs+=("./${dir}") ;;
	esac
done < <(
	cd "${tree}" && grep -rl --include='*.go' -e '^// *+k8s:validation-gen=' pkg staging |
		grep -v '/testdata/' | xargs -n1 dirname | LC_ALL=C sort -u)
committed=()
while read -r f; do committed+=("${f}"); done < <(cd "${k8s}" && find pkg -name zz_generated.validations.go | LC_ALL=C sort)

# generate runs a validation-gen ($1) in a tree ($2) with update-codegen.sh's
# flags and the further arguments.
generate() {
	local bin="$1" dir="$2"
	shift 2
	(cd "${dir}" && "${bin}" -v 0 \
		--go-header-file hack/boilerplate/boilerplate.generatego.txt \
		--output-file zz_generated.validations.go \
		--lint-rules=known-tags-only,require-explicit-disablement \
		--readonly-pkg k8s.io/apimachinery/pkg/api/resource \
		--readonly-pkg k8s.io/apimachinery/pkg/runtime \
		--readonly-pkg k8s.io/apimachinery/pkg/types \
		--readonly-pkg k8s.io/apimachinery/pkg/util/intstr \
		--readonly-pkg time \
		"$@")
}

for tool in upstream ours; do
	cp -r "${tree}" "${work}/${tool}"
	find "${work}/${tool}" -name 'zz_generated.validations.*' -delete
	bin="${work}/bin/ours"
	[ "${tool}" = upstream ] && bin="${work}/bin/validation-gen"
	start=$(date +%s.%N)
	set +o errexit
	generate "${bin}" "${work}/${tool}" \
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
		# Ours refuses the packages reaching a tag it does not generate yet,
		# and then writes nothing. Progress: run it again without the
		# packages it reported (and again without those the next run reports,
		# as the types of a package left out are no longer walked), so that
		# a file equal to the committed one shows ours writes upstream's
		# output for that package.
		rest=("${inputs[@]}")
		log="${work}/${tool}.log"
		for pass in 1 2 3 4 5 6; do
			dropped=()
			while read -r p; do dropped+=("${p}"); done < <(grep -oE '^[^ ]+:[0-9]+: [^ ]+:' "${log}" | awk '{print $2}' | sed 's/:$//' | sort -u)
			kept=()
			for i in "${rest[@]}"; do
				path="${i#./}"
				case "${path}" in pkg/*) path="k8s.io/kubernetes/${path}" ;; esac
				skip=
				for p in "${dropped[@]:+"${dropped[@]}"}"; do [ "${p}" = "${path}" ] && skip=1; done
				[ -n "${skip}" ] || kept+=("${i}")
			done
			[ "${#kept[@]}" -lt "${#rest[@]}" ] || break
			rest=("${kept[@]}")
			find "${work}/${tool}" -name 'zz_generated.validations.*' -delete
			log="${work}/${tool}-pass${pass}.log"
			set +o errexit
			generate "${bin}" "${work}/${tool}" "${rest[@]}" >"${log}" 2>&1
			rest_code=$?
			set -o errexit
			[ "${rest_code}" != 0 ] || break
		done
		same=0 differ=()
		for f in "${committed[@]}"; do
			[ -f "${work}/${tool}/${f}" ] || continue
			if cmp -s "${k8s}/${f}" "${work}/${tool}/${f}"; then same=$((same + 1)); else differ+=("${f}"); fi
		done
		printf '  on the %d of %d inputs it generates (the others left out): exit %d, %d of %d committed files byte-identical, %d written differ\n' \
			"${#rest[@]}" "${#inputs[@]}" "${rest_code:-1}" "${same}" "${#committed[@]}" "${#differ[@]}"
		for f in "${differ[@]:+"${differ[@]}"}"; do echo "    differs: ${f}"; done
	fi
	if [ "${code}" != 0 ]; then
		echo "  ${tool}'s errors (first 20 lines):"
		head -20 "${work}/${tool}.log" | sed 's/^/    /'
		echo "  validation tags ours reported, by tag:"
		grep -o ': +k8s:[A-Za-z]*: kubegen' "${work}/${tool}.log" | sort | uniq -c | sort -rn | sed 's/^/    /' || true
	fi
done
