#!/usr/bin/env bash
# validation-output-tests.sh: upstream's own validation-gen corpus
# (k8s.io/code-generator v0.37.2's cmd/validation-gen/output_tests) run
# with upstream's validation-gen (built from the module proxy) and with
# kubegen's, each in its own writable copy of the module and as the
# corpus' generate.go runs it (--output-file zz_generated.validations.go,
# the committed files' license block as the header, ./...). For each
# tool: the committed zz_generated.validations.go files it writes byte for
# byte ("identical N of 153"), its test fixture files
# (zz_generated.validations_test.go and _coverage_test.go) likewise, and
# every package that differs. Then `go test` of the corpus' packages with
# the files ours wrote in place.
#
# Ours refuses a whole run when a package has a problem: it runs again
# without the packages its errors name, until it writes (the packages left
# out are listed as refused). TestUpstreamOutputTests
# (cmd/validation-gen/outputtests_test.go) is the same comparison for ours
# alone, in `make test`, without the corpus' go test (minutes of builds).
#
# Env: STAGING_VERSION (v0.37.2), KEEP=1 keeps the work directory and
# prints it, TESTS=0 skips the go test.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
version="${STAGING_VERSION:-v0.37.2}"
work="$(mktemp -d)"
if [ "${KEEP:-}" = 1 ]; then
	echo "work directory: ${work}"
else
	trap 'chmod -R u+w "${work}"; rm -rf "${work}"' EXIT
fi
export GOWORK=off GOFLAGS=-mod=mod GONOSUMDB='*' GOSUMDB=off

# The tools and the corpus.
mkdir -p "${work}/bin"
(cd "${repo}" && go build -o "${work}/bin/ours" ./cmd/validation-gen)
(cd "${work}" && GOBIN="${work}/bin" go install "k8s.io/code-generator/cmd/validation-gen@${version}")
module="$(cd "${work}" && go mod download -json "k8s.io/code-generator@${version}" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
[ -d "${module}" ] || { echo "validation-output-tests: k8s.io/code-generator@${version} could not be downloaded" >&2; exit 1; }
corpus=cmd/validation-gen/output_tests
committed=()
while read -r f; do committed+=("${f}"); done < <(cd "${module}/${corpus}" && find . -name 'zz_generated.validations*.go' | sed 's|^\./||' | LC_ALL=C sort)
validations=0
for f in "${committed[@]}"; do [ "$(basename "${f}")" = zz_generated.validations.go ] && validations=$((validations + 1)); done
# The header the committed files were generated with: their license block.
sed -n '/^\/\*/,/^\*\//p' "${module}/${corpus}/${committed[0]}" >"${work}/boilerplate.go.txt"

# generate BIN DIR LOG [PKG...] runs a tool in the corpus of DIR on the
# packages (./... without any), its output in LOG; returns its exit code.
generate() {
	local bin="$1" dir="$2" log="$3"
	shift 3
	[ $# -gt 0 ] || set -- ./...
	(cd "${dir}/${corpus}" && "${bin}" --output-file zz_generated.validations.go \
		--go-header-file="${work}/boilerplate.go.txt" "$@") >"${log}" 2>&1
}

# The package directories of the corpus, as ./... lists them.
packages=()
while read -r d; do packages+=("${d}"); done < <(cd "${module}/${corpus}" &&
	find . -mindepth 1 \( -name '_*' -o -name '.*' -o -name testdata \) -prune -o -name '*.go' ! -name '*_test.go' -printf '%h\n' |
	sed 's|^\./||; s|^\.$|.|' | LC_ALL=C sort -u)

for tool in upstream ours; do
	dir="${work}/${tool}"
	cp -r "${module}" "${dir}"
	chmod -R u+w "${dir}"
	find "${dir}/${corpus}" -name 'zz_generated.validations*.go' -delete
	bin="${work}/bin/ours"
	[ "${tool}" = upstream ] && bin="${work}/bin/validation-gen"
	log="${work}/${tool}.log"
	start=$(date +%s.%N)
	set +o errexit
	generate "${bin}" "${dir}" "${log}"
	code=$?
	set -o errexit
	end=$(date +%s.%N)
	# Left out after a refusal: the packages the errors name, again until
	# the run writes.
	refused=()
	pass=0
	while [ "${code}" != 0 ] && [ "${tool}" = ours ] && [ "${pass}" -lt 10 ]; do
		pass=$((pass + 1))
		new=()
		while read -r p; do
			case " ${refused[*]:-} " in *" ${p} "*) ;; *) new+=("${p}") ;; esac
		done < <(grep -v ': warning: ' "${log}" | grep -oE '^[^ :]+\.go:[0-9]+: ' | sed 's|/[^/]*$||' | LC_ALL=C sort -u)
		[ "${#new[@]}" -gt 0 ] || break
		refused+=("${new[@]}")
		rest=()
		for p in "${packages[@]}"; do
			case " ${refused[*]} " in *" ${p} "*) ;; *) rest+=("./${p}") ;; esac
		done
		cp "${log}" "${work}/${tool}-pass${pass}.log"
		set +o errexit
		generate "${bin}" "${dir}" "${log}" "${rest[@]}"
		code=$?
		set -o errexit
	done
	same=0 fixtures=0 fixtures_same=0
	differ=()
	for f in "${committed[@]}"; do
		got="${dir}/${corpus}/${f}"
		ok=
		[ -f "${got}" ] && cmp -s "${module}/${corpus}/${f}" "${got}" && ok=1
		if [ "$(basename "${f}")" = zz_generated.validations.go ]; then
			[ -z "${ok}" ] || same=$((same + 1))
		else
			fixtures=$((fixtures + 1))
			[ -z "${ok}" ] || fixtures_same=$((fixtures_same + 1))
		fi
		[ -n "${ok}" ] || differ+=("$(dirname "${f}")")
	done
	# Files the tool wrote where upstream commits none.
	while read -r f; do
		[ -f "${module}/${corpus}/${f}" ] || differ+=("$(dirname "${f}")")
	done < <(cd "${dir}/${corpus}" && find . -name 'zz_generated.validations*.go' | sed 's|^\./||')
	printf '%-8s exit %d (./... in %.1fs): identical %d of %d zz_generated.validations.go, %d of %d test fixture files\n' \
		"${tool}" "${code}" "$(echo "${end} - ${start}" | bc)" "${same}" "${validations}" "${fixtures_same}" "${fixtures}"
	[ "${#refused[@]}" -eq 0 ] || printf '  %d packages refused: left out, and the rest generated again\n' "${#refused[@]}"
	while read -r p; do
		[ -n "${p}" ] || continue
		case " ${refused[*]:-} " in
		*" ${p} "*) echo "    refused: ${p}: $(cat "${work}/${tool}"*.log | grep -v ': warning: ' | grep -m1 "^${p}/[^/ ]*\.go:" | cut -c1-200)" ;;
		*) echo "    differs: ${p}" ;;
		esac
	done < <(printf '%s\n' "${differ[@]:+"${differ[@]}"}" | LC_ALL=C sort -u)
	if [ "${code}" != 0 ]; then
		echo "  ${tool}'s last errors (first 10 lines):"
		head -10 "${log}" | sed 's/^/    /'
	fi
done

[ "${TESTS:-1}" != 0 ] || exit 0

# go test of the packages ours wrote, with its files in place (the corpus'
# own tests: testscheme fixtures against the generated validations).
tested=()
while read -r d; do tested+=("./${d}"); done < <(cd "${work}/ours/${corpus}" &&
	find . -name 'zz_generated.validations.go' -printf '%h\n' | sed 's|^\./||' | LC_ALL=C sort -u)
echo "go test of the ${#tested[@]} packages ours wrote, its files in place:"
set +o errexit
(cd "${work}/ours/${corpus}" && go test "${tested[@]}") >"${work}/gotest.log" 2>&1
rc=$?
set -o errexit
printf '  exit %d: %d ok, %d FAIL, %d no test files\n' "${rc}" "$(grep -c '^ok ' "${work}/gotest.log")" \
	"$(grep -c $'^FAIL\t' "${work}/gotest.log")" "$(grep -c 'no test files' "${work}/gotest.log")"
grep -E $'^(FAIL\t|# )' "${work}/gotest.log" | head -20 | sed 's/^/    /' || true
exit "${rc}"
