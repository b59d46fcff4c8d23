#!/usr/bin/env bash
# validation-errors.sh: rewrites generators/validation/testdata/want/errors-upstream.txt
# with upstream's verdict (validation-gen of code-generator v0.37.2, built
# from the module cache) on each input ours refuses (TestErrorsAtTheLineToFix's
# rows), run with the read-only packages and header ours' test uses. A
# verdict is "refuses" with upstream's last error line, or, when upstream
# exits 0, "accepts-builds" or "accepts-nobuild" with go vet's first
# complaint about the package holding upstream's output.
# TestErrorsAgreeWithUpstream reads the file: ours may refuse only what
# upstream refuses or accepts with output that does not build.
set -o errexit -o nounset -o pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
version="${STAGING_VERSION:-v0.37.2}"
pkgdir="${repo}/generators/validation"
want="${pkgdir}/testdata/want/errors-upstream.txt"
work="$(mktemp -d)"
trap 'chmod -R u+w "${work}"; rm -rf "${work}"' EXIT
export GOWORK=off GOFLAGS=-mod=mod GONOSUMDB='*' GOSUMDB=off

(cd "${work}" && GOBIN="${work}/bin" go install "k8s.io/code-generator/cmd/validation-gen@${version}")

# The cases, each with the lines to blank so that upstream meets its
# problem alone (the tags at the other cases of the same input).
(cd "${pkgdir}" && go test -count=1 -run '^TestErrorsAgreeWithUpstream$' . -args -error-cases "${work}/cases.tsv" >/dev/null)

# one_line TEXT: TEXT on one line, tabs as spaces, this run's paths gone.
one_line() {
	tr '\t\n' '  ' <<<"$1" | sed -e "s|${work}/mod/generators/validation/||g" -e "s|${work}/mod/||g" -e "s|${work}|.|g" -e 's/ *$//'
}

out="${work}/verdicts.txt"
: >"${out}"
while IFS=$'\t' read -r name input ro blank; do
	# A copy of this module's go.mod and go.sum holding the input alone,
	# so that import paths are the test's.
	rm -rf "${work}/mod"
	mkdir -p "${work}/mod/generators/validation/$(dirname "${input#./}")"
	cp "${repo}/go.mod" "${repo}/go.sum" "${work}/mod/"
	cp -r "${pkgdir}/${input#./}" "${work}/mod/generators/validation/${input#./}"
	if [ "${blank}" != "-" ]; then
		IFS=';' read -r -a files <<<"${blank}"
		for spec in "${files[@]}"; do
			f="${spec%%:*}" script=""
			IFS=',' read -r -a lines <<<"${spec#*:}"
			for l in "${lines[@]}"; do script+="${l}s|^\\([[:space:]]*\\).*|\\1//|;"; done
			sed -i "${script}" "${work}/mod/generators/validation/${input#./}/${f}"
		done
	fi
	args=()
	if [ "${ro}" != "-" ]; then
		IFS=',' read -r -a pkgs <<<"${ro}"
		for p in "${pkgs[@]}"; do args+=(--readonly-pkg "${p}"); done
	fi
	# The generated RegisterValidations registers with localSchemeBuilder:
	# an input that is no whole API package lacks it, which says nothing of
	# upstream's output, so the copy gets one.
	if ! grep -qs 'localSchemeBuilder[[:space:]]*runtime' "${work}/mod/generators/validation/${input#./}"/*.go; then
		printf 'package %s\n\nimport "k8s.io/apimachinery/pkg/runtime"\n\nvar localSchemeBuilder runtime.SchemeBuilder\n' \
			"$(basename "${input}")" >"${work}/mod/generators/validation/${input#./}/zz_schemebuilder.go"
	fi
	if msg="$(cd "${work}/mod/generators/validation" && "${work}/bin/validation-gen" \
		--go-header-file "${pkgdir}/testdata/header.txt" --output-file zz_generated.validations.go \
		"${args[@]}" "${input}" 2>&1)"; then
		if vet="$(cd "${work}/mod/generators/validation" && go vet "${input}" 2>&1)"; then
			verdict=accepts-builds message="go vet passes"
		else
			verdict=accepts-nobuild message="$(grep -m1 '\.go:[0-9]' <<<"${vet}" || echo "${vet}")"
		fi
	else
		# klog's prefix (level, time, process) goes: the line stays stable.
	verdict=refuses message="$(grep -v '^[[:space:]]*$' <<<"${msg}" | tail -n1 | sed -E 's/^[FEWI][0-9]{4} [0-9:.]+ +[0-9]+ //')"
	fi
	printf '%s\t%s\t%s\t%s\n' "${name}" "${input}" "${verdict}" "$(one_line "${message}")" >>"${out}"
	echo "${name}: ${verdict}"
done <"${work}/cases.tsv"
LC_ALL=C sort "${out}" >"${want}"
echo "wrote ${want}"
