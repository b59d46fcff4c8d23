#!/usr/bin/env bash
# validation-tree.sh (a library: source it): the k8s.io/kubernetes tree
# validation-gen runs on, its inputs, update-codegen.sh's command line, and
# the inputs kubegen's validation-gen generates today, as
# hack/validation-equivalence.sh sets them up; hack/bench-validation.sh
# sources it. (validation-equivalence.sh is to source it too, once the
# changes other branches make to it meanwhile are merged: until then the
# two hold the same steps.)
#
# The tree is k8s.io/kubernetes' pkg/ from the module cache with its
# go.mod; the two staging modules holding +k8s:validation-gen packages
# (k8s.io/api, k8s.io/apimachinery) are copied beside it as
# staging/src/k8s.io/..., the other staging modules resolve to their
# released versions. code-generator's own output_tests (staging in
# k8s.io/kubernetes) are not inputs here: they reach no pkg/apis type.
#
# Env: K8S_VERSION (v1.37.2), STAGING_VERSION (v0.37.2).

vt_k8s_version="${K8S_VERSION:-v1.37.2}"
vt_staging_version="${STAGING_VERSION:-v0.37.2}"

# vt::tree DIR writes the tree into DIR and sets k8s (the module's
# directory in the module cache), inputs (update-codegen.sh's inputs, as
# validation-gen's arguments) and committed (the committed generated files,
# relative to the tree). Returns 1 when a step fails (errexit does not
# hold in a function called as a condition).
vt::tree() {
	local dir="$1" modcache m
	modcache="$(go env GOMODCACHE)"
	k8s="${modcache}/k8s.io/kubernetes@${vt_k8s_version}"
	[ -d "${k8s}" ] || go mod download "k8s.io/kubernetes@${vt_k8s_version}" || return 1
	mkdir -p "${dir}/staging/src/k8s.io" "${dir}/hack/boilerplate" "${dir}/test/declarative_validation" || return 1
	cp -r "${k8s}/pkg" "${k8s}/go.mod" "${k8s}/go.sum" "${dir}/" || return 1
	cp "${k8s}/hack/boilerplate/boilerplate.generatego.txt" "${dir}/hack/boilerplate/" || return 1
	cp "${k8s}/test/declarative_validation/coverage-allowlist.yaml" "${dir}/test/declarative_validation/" || return 1
	for m in api apimachinery; do
		cp -r "${modcache}/k8s.io/${m}@${vt_staging_version}" "${dir}/staging/src/k8s.io/${m}" || return 1
	done
	chmod -R u+w "${dir}" || return 1
	(
		cd "${dir}" || exit 1
		for m in $(awk '$2 == "=>" && $3 ~ /^\.\/staging\// {print $1}' go.mod); do
			case "${m}" in
			k8s.io/api | k8s.io/apimachinery) ;;
			*)
				if [ -d "${modcache}/${m}@${vt_staging_version}" ]; then
					go mod edit -replace "${m}=${m}@${vt_staging_version}" || exit 1
				else
					go mod edit -dropreplace "${m}" || exit 1
				fi
				;;
			esac
		done
	) || return 1

	# update-codegen.sh's inputs: every directory with a +k8s:validation-gen=
	# tag in a file with a column-0 +k8s: tag, testdata left out.
	# A staging directory is named by its import path (the go.mod replaces its
	# module with the copy), as k8s.io/kubernetes' go.work lets ./staging/...
	# name it.
	inputs=()
	local d f
	while read -r d; do
		case "${d}" in
		staging/src/*) inputs+=("${d#staging/src/}") ;;
		*) inputs+=("./${d}") ;;
		esac
	done < <(
		cd "${dir}" && grep -rl --include='*.go' -e '^// *+k8s:validation-gen=' pkg staging |
			grep -v '/testdata/' | xargs -n1 dirname | LC_ALL=C sort -u)
	committed=()
	while read -r f; do committed+=("${f}"); done < <(cd "${k8s}" && find pkg -name zz_generated.validations.go | LC_ALL=C sort)
}

# vt::generate BIN DIR ARGS... runs a validation-gen (BIN) in a tree (DIR)
# with update-codegen.sh's flags and the further arguments.
vt::generate() {
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

# vt::generating BIN DIR LOG INPUT... finds the inputs kubegen's
# validation-gen (BIN) generates. Ours refuses the packages reaching a tag it
# does not generate yet, and then writes nothing: it runs again without the
# packages its last run (whose output is in LOG) reported, and again
# without those the next run reports, as the types of a package left out
# are no longer walked. Sets rest to the inputs of the last run and
# rest_code to its exit code (0: it generated them all); each run's output
# is in LOG-pass<N>.
vt::generating() {
	local bin="$1" dir="$2" base="$3" log="$3" pass p i path skip
	shift 3
	rest=("$@")
	rest_code=1
	for pass in 1 2 3 4 5 6; do
		local dropped=() kept=()
		while read -r p; do dropped+=("${p}"); done < <(grep -oE '^[^ ]+:[0-9]+: [^ ]+:' "${log}" | awk '{print $2}' | sed 's/:$//' | sort -u)
		for i in "${rest[@]}"; do
			path="${i#./}"
			case "${path}" in pkg/*) path="k8s.io/kubernetes/${path}" ;; esac
			skip=
			for p in "${dropped[@]:+"${dropped[@]}"}"; do [ "${p}" = "${path}" ] && skip=1; done
			[ -n "${skip}" ] || kept+=("${i}")
		done
		[ "${#kept[@]}" -lt "${#rest[@]}" ] || break
		rest=("${kept[@]}")
		find "${dir}" -name 'zz_generated.validations.*' -delete
		log="${base}-pass${pass}"
		set +o errexit
		vt::generate "${bin}" "${dir}" "${rest[@]}" >"${log}" 2>&1
		rest_code=$?
		set -o errexit
		[ "${rest_code}" != 0 ] || break
	done
}
