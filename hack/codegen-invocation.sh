#!/usr/bin/env bash
# Upstream's three-tool invocation, with a selectable binary directory, so the
# very same command line runs upstream's client-gen, lister-gen and
# informer-gen or ours. The flags are those kube_codegen.sh of
# k8s.io/code-generator v0.37.2 passes from `kube::codegen::gen_client
# --with-watch` (no apply configurations): the same discovery of +genclient
# packages, the same flag order and values.
#
# As a command (run from anywhere):
#   hack/codegen-invocation.sh BIN_DIR MODULE_DIR IN_DIR OUT_DIR OUT_PKG [BOILERPLATE]
# IN_DIR and OUT_DIR are relative to MODULE_DIR (or absolute); BOILERPLATE
# defaults to MODULE_DIR/hack/boilerplate.go.txt.
#
# As a library: codegen::gen_client is kube_codegen.sh's gen_client with a
# selectable binary directory (compat-check.sh uses it, every flag of
# upstream's function included); codegen::discover + codegen::run is the
# --with-watch subset that bench-generators.sh times without discovery:
#   source hack/codegen-invocation.sh
#   cd MODULE_DIR && codegen::discover IN_DIR && codegen::run BIN_DIR IN_DIR OUT_DIR OUT_PKG BOILERPLATE

# codegen::discover IN_DIR sets CODEGEN_INPUT_PKGS (import paths) and
# CODEGEN_GROUP_VERSIONS (<group>/<version> relative to IN_DIR) from the
# directories holding a +genclient comment whose leaf looks like a version,
# exactly as kube_codegen.sh selects them. Run it from inside the module.
codegen::discover() {
  local in_dir="$1"
  local dirs=() dir leaf
  CODEGEN_INPUT_PKGS=()
  CODEGEN_GROUP_VERSIONS=()
  while read -r dir; do
    leaf="$(basename "${dir}")"
    if grep -E -q '^v[0-9]+((alpha|beta)[0-9]+)?$' <<<"${leaf}"; then
      dirs+=("${dir}")
      CODEGEN_GROUP_VERSIONS+=("$(basename "$(dirname "${dir}")")/${leaf}")
    fi
  done < <(
    (grep -l --null -e '^\s*//\s*+genclient' -r "${in_dir}" --include '*.go' || true) |
      while read -r -d $'\0' f; do dirname "${f}"; done | LC_ALL=C sort -u
  )
  [ "${#dirs[@]}" -gt 0 ] || return 0
  # One `go list -find` for all directories (kube_codegen.sh runs one per
  # directory; the import paths are the same). Relative directories need "./".
  local args=()
  for dir in "${dirs[@]}"; do
    case "${dir}" in /*) args+=("${dir}") ;; *) args+=("./${dir}") ;; esac
  done
  local listed
  listed="$(GO111MODULE=on go list -find "${args[@]}")" || return
  mapfile -t CODEGEN_INPUT_PKGS <<<"${listed}"
}

# codegen::run BIN_DIR IN_DIR OUT_DIR OUT_PKG BOILERPLATE runs client-gen,
# lister-gen and informer-gen from BIN_DIR with upstream's flags, after removing
# files an earlier run of the same tool generated (as kube_codegen.sh does).
# Needs codegen::discover first; run it from inside the module. Returns the
# first failing tool's status (also where set -e does not apply).
codegen::run() {
  local bin_dir="$1" in_dir="$2" out_dir="$3" out_pkg="$4" boilerplate="$5"
  local clientset_subdir="clientset" clientset_versioned_name="versioned"
  local listers_subdir="listers" informers_subdir="informers"
  local applyconfig_pkg="" plural_exceptions="" prefers_protobuf="false" v="${KUBE_VERBOSE:-0}"
  [ "${#CODEGEN_GROUP_VERSIONS[@]}" -gt 0 ] || return 0

  mkdir -p "${out_dir}" || return
  codegen::remove_generated client-gen "${out_dir}/${clientset_subdir}"
  local inputs=() gv
  for gv in "${CODEGEN_GROUP_VERSIONS[@]}"; do inputs+=("--input" "${gv}"); done
  "${bin_dir}/client-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${clientset_subdir}" \
    --output-pkg "${out_pkg}/${clientset_subdir}" \
    --clientset-name "${clientset_versioned_name}" \
    --apply-configuration-package "${applyconfig_pkg}" \
    --input-base "$(cd "${in_dir}" && pwd -P)" \
    --plural-exceptions "${plural_exceptions}" \
    --prefers-protobuf="${prefers_protobuf}" \
    "${inputs[@]}" || return

  codegen::remove_generated lister-gen "${out_dir}/${listers_subdir}"
  "${bin_dir}/lister-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${listers_subdir}" \
    --output-pkg "${out_pkg}/${listers_subdir}" \
    --plural-exceptions "${plural_exceptions}" \
    "${CODEGEN_INPUT_PKGS[@]}" || return

  codegen::remove_generated informer-gen "${out_dir}/${informers_subdir}"
  "${bin_dir}/informer-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${informers_subdir}" \
    --output-pkg "${out_pkg}/${informers_subdir}" \
    --versioned-clientset-package "${out_pkg}/${clientset_subdir}/${clientset_versioned_name}" \
    --listers-package "${out_pkg}/${listers_subdir}" \
    --plural-exceptions "${plural_exceptions}" \
    "${CODEGEN_INPUT_PKGS[@]}" || return
}

# codegen::gen_client BIN_DIR APPLYCONFIG_BIN_DIR [gen_client flags] IN_DIR
# is kube::codegen::gen_client of k8s.io/code-generator v0.37.2's
# kube_codegen.sh with the binaries taken from BIN_DIR (and
# applyconfiguration-gen from APPLYCONFIG_BIN_DIR, so that either side's may
# be paired with either client-gen) instead of being `go install`ed: the same flags with the same defaults,
# the same discovery (one `go list -find` per directory holding a
# +genclient line below IN_DIR[/--one-input-api], version leaves only) and
# the same command lines, --lint-rules included. Run it from inside the
# module. Returns the first failing step's status.
codegen::gen_client() {
  local bin_dir="$1" ac_bin_dir="$2"
  shift 2
  local in_dir="" one_input_api="" out_dir="" out_pkg=""
  local clientset_subdir="clientset" clientset_versioned_name="versioned"
  local applyconfig="false" applyconfig_subdir="applyconfiguration"
  local applyconfig_external="" applyconfig_openapi_schema=""
  local watchable="false" listers_subdir="listers" informers_subdir="informers"
  local boilerplate="${KUBE_CODEGEN_ROOT:-.}/hack/boilerplate.go.txt"
  local plural_exceptions="" v="${KUBE_VERBOSE:-0}" prefers_protobuf="false" lint_rules=""
  while [ "$#" -gt 0 ]; do
    case "$1" in
      --one-input-api) one_input_api="/$2"; shift 2 ;;
      --output-dir) out_dir="$2"; shift 2 ;;
      --output-pkg) out_pkg="$2"; shift 2 ;;
      --boilerplate) boilerplate="$2"; shift 2 ;;
      --clientset-name) clientset_subdir="$2"; shift 2 ;;
      --versioned-name) clientset_versioned_name="$2"; shift 2 ;;
      --with-applyconfig) applyconfig="true"; shift ;;
      --applyconfig-name) applyconfig_subdir="$2"; shift 2 ;;
      --applyconfig-externals) applyconfig_external="$2"; shift 2 ;;
      --applyconfig-openapi-schema) applyconfig_openapi_schema="$2"; shift 2 ;;
      --with-watch) watchable="true"; shift ;;
      --listers-name) listers_subdir="$2"; shift 2 ;;
      --informers-name) informers_subdir="$2"; shift 2 ;;
      --plural-exceptions) plural_exceptions="$2"; shift 2 ;;
      --prefers-protobuf) prefers_protobuf="true"; shift ;;
      --lint-rules) lint_rules="$2"; shift 2 ;;
      --*) echo "unknown argument: $1" >&2; return 1 ;;
      *)
        if [ -n "${in_dir}" ]; then
          echo "too many arguments: $1 (already have ${in_dir})" >&2
          return 1
        fi
        in_dir="$1"
        shift
        ;;
    esac
  done
  [ -n "${in_dir}" ] || { echo "input-dir argument is required" >&2; return 1; }
  [ -n "${out_dir}" ] || { echo "--output-dir is required" >&2; return 1; }
  [ -n "${out_pkg}" ] || echo "--output-pkg is required" >&2
  local lint_args=()
  [ -z "${lint_rules}" ] || lint_args+=("--lint-rules" "${lint_rules}")
  mkdir -p "${out_dir}" || return

  local group_versions=() input_pkgs=() dir pkg leaf
  while read -r dir; do
    pkg="$(cd "${dir}" && GO111MODULE=on go list -find .)" || return
    leaf="$(basename "${dir}")"
    if grep -E -q '^v[0-9]+((alpha|beta)[0-9]+)?$' <<<"${leaf}"; then
      input_pkgs+=("${pkg}")
      group_versions+=("$(basename "$(dirname "${dir}")")/${leaf}")
    fi
  done < <(
    (grep -l --null -e '^\s*//\s*+genclient' -r "${in_dir}${one_input_api}" --include '*.go' || true) |
      while read -r -d $'\0' f; do dirname "${f}"; done | LC_ALL=C sort -u
  )
  [ "${#group_versions[@]}" -gt 0 ] || return 0

  local applyconfig_pkg=""
  if [ "${applyconfig}" = "true" ]; then
    applyconfig_pkg="${out_pkg}/${applyconfig_subdir}"
    codegen::remove_generated applyconfiguration-gen "${out_dir}/${applyconfig_subdir}"
    "${ac_bin_dir}/applyconfiguration-gen" \
      -v "${v}" \
      --go-header-file "${boilerplate}" \
      --output-dir "${out_dir}/${applyconfig_subdir}" \
      --output-pkg "${applyconfig_pkg}" \
      --external-applyconfigurations "${applyconfig_external}" \
      --openapi-schema "${applyconfig_openapi_schema}" \
      "${lint_args[@]:+"${lint_args[@]}"}" \
      "${input_pkgs[@]}" || return
  fi

  codegen::remove_generated client-gen "${out_dir}/${clientset_subdir}"
  local inputs=() gv
  for gv in "${group_versions[@]}"; do inputs+=("--input" "${gv}"); done
  "${bin_dir}/client-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${clientset_subdir}" \
    --output-pkg "${out_pkg}/${clientset_subdir}" \
    --clientset-name "${clientset_versioned_name}" \
    --apply-configuration-package "${applyconfig_pkg}" \
    --input-base "$(cd "${in_dir}" && pwd -P)" \
    --plural-exceptions "${plural_exceptions}" \
    --prefers-protobuf="${prefers_protobuf}" \
    "${lint_args[@]:+"${lint_args[@]}"}" \
    "${inputs[@]}" || return

  [ "${watchable}" = "true" ] || return 0
  codegen::remove_generated lister-gen "${out_dir}/${listers_subdir}"
  "${bin_dir}/lister-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${listers_subdir}" \
    --output-pkg "${out_pkg}/${listers_subdir}" \
    --plural-exceptions "${plural_exceptions}" \
    "${lint_args[@]:+"${lint_args[@]}"}" \
    "${input_pkgs[@]}" || return

  codegen::remove_generated informer-gen "${out_dir}/${informers_subdir}"
  "${bin_dir}/informer-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${informers_subdir}" \
    --output-pkg "${out_pkg}/${informers_subdir}" \
    --versioned-clientset-package "${out_pkg}/${clientset_subdir}/${clientset_versioned_name}" \
    --listers-package "${out_pkg}/${listers_subdir}" \
    --plural-exceptions "${plural_exceptions}" \
    "${lint_args[@]:+"${lint_args[@]}"}" \
    "${input_pkgs[@]}"
}

# codegen::remove_generated TOOL DIR deletes the Go files under DIR that carry
# TOOL's "Code generated" header.
codegen::remove_generated() {
  (grep -l --null -e "^// Code generated by $1. DO NOT EDIT.\$" -r "$2" --include '*.go' 2>/dev/null || true) |
    xargs -0 rm -f
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  if [ "$#" -lt 5 ]; then
    sed -n '9,12p' "$0" >&2
    exit 2
  fi
  bin_dir="$(cd "$1" && pwd -P)"
  cd "$2"
  codegen::discover "$3"
  codegen::run "${bin_dir}" "$3" "$4" "$5" "${6:-$(pwd -P)/hack/boilerplate.go.txt}"
fi
