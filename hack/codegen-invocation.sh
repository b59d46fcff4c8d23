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
  [ "${#CODEGEN_GROUP_VERSIONS[@]}" -gt 0 ] || return 0
  mkdir -p "$3" || return
  ${CODEGEN_STEP:+${CODEGEN_STEP} client-gen} codegen::run_client_gen "$@" || return
  ${CODEGEN_STEP:+${CODEGEN_STEP} lister-gen} codegen::run_lister_gen "$@" || return
  ${CODEGEN_STEP:+${CODEGEN_STEP} informer-gen} codegen::run_informer_gen "$@"
}

# codegen::run_client_gen, codegen::run_lister_gen, codegen::run_informer_gen
# BIN_DIR IN_DIR OUT_DIR OUT_PKG BOILERPLATE are codegen::run's three steps,
# one tool each (with its deletion of the tool's earlier output). With
# CODEGEN_STEP=fixtures::step (hack/codegen-fixtures.sh), codegen::run times
# each under the tool's name.
codegen::run_client_gen() {
  local bin_dir="$1" in_dir="$2" out_dir="$3" out_pkg="$4" boilerplate="$5"
  local clientset_subdir="clientset" clientset_versioned_name="versioned"
  local applyconfig_pkg="" plural_exceptions="" prefers_protobuf="false" v="${KUBE_VERBOSE:-0}"
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
    "${inputs[@]}"
}

codegen::run_lister_gen() {
  local bin_dir="$1" out_dir="$3" out_pkg="$4" boilerplate="$5"
  local listers_subdir="listers" plural_exceptions="" v="${KUBE_VERBOSE:-0}"
  codegen::remove_generated lister-gen "${out_dir}/${listers_subdir}"
  "${bin_dir}/lister-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${listers_subdir}" \
    --output-pkg "${out_pkg}/${listers_subdir}" \
    --plural-exceptions "${plural_exceptions}" \
    "${CODEGEN_INPUT_PKGS[@]}"
}

codegen::run_informer_gen() {
  local bin_dir="$1" out_dir="$3" out_pkg="$4" boilerplate="$5"
  local clientset_subdir="clientset" clientset_versioned_name="versioned"
  local listers_subdir="listers" informers_subdir="informers" plural_exceptions="" v="${KUBE_VERBOSE:-0}"
  codegen::remove_generated informer-gen "${out_dir}/${informers_subdir}"
  "${bin_dir}/informer-gen" \
    -v "${v}" \
    --go-header-file "${boilerplate}" \
    --output-dir "${out_dir}/${informers_subdir}" \
    --output-pkg "${out_pkg}/${informers_subdir}" \
    --versioned-clientset-package "${out_pkg}/${clientset_subdir}/${clientset_versioned_name}" \
    --listers-package "${out_pkg}/${listers_subdir}" \
    --plural-exceptions "${plural_exceptions}" \
    "${CODEGEN_INPUT_PKGS[@]}"
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

# ---------------------------------------------------------------------------
# gen_helpers and gen_register (bench-pipeline.sh times them with
# codegen::gen_client --with-applyconfig: a CRD project's whole
# update-codegen.sh). Kept apart from the gen_client functions above.

# codegen::tagged_pkgs PATTERN IN_DIR prints the import paths of the
# directories below IN_DIR holding a .go file with a line that matches PATTERN
# (grep -e), in directory order, with one `go list -find` per directory: how
# each step of kube_codegen.sh's gen_helpers and gen_register finds its
# inputs. Run it from inside the module; fails when `go list` does.
codegen::tagged_pkgs() {
  (grep -l --null -e "$1" -r "$2" --include '*.go' || true) |
    while read -r -d $'\0' f; do dirname "${f}"; done | LC_ALL=C sort -u |
    while read -r dir; do
      (cd "${dir}" && GO111MODULE=on go list -find .) || exit
    done
}

# codegen::helper_step BIN_DIR TOOL TAG_PATTERN OUTPUT_FILE IN_DIR BOILERPLATE
# [ARGS...] is one step of gen_helpers or gen_register: find the packages
# tagged for TOOL, delete the OUTPUT_FILEs below IN_DIR, run TOOL from BIN_DIR
# on them with upstream's flags (ARGS, such as --lint-rules, before the
# packages). A TOOL absent from BIN_DIR is reported on stderr and skipped:
# our binaries (fixtures::ours_bin: every command of cmd/, defaulter-gen and
# conversion-gen included) have no validation-gen, and a benchmark may
# install only the tools it compares.
codegen::helper_step() {
  local bin_dir="$1" tool="$2" tag="$3" file="$4" in_dir="$5" boilerplate="$6" listed
  shift 6
  local pkgs=()
  listed="$(codegen::tagged_pkgs "${tag}" "${in_dir}")" || return
  [ -z "${listed}" ] || mapfile -t pkgs <<<"${listed}"
  [ "${#pkgs[@]}" -gt 0 ] || return 0
  if [ ! -x "${bin_dir}/${tool}" ]; then
    echo "skipped: ${tool} for ${#pkgs[@]} packages (not in ${bin_dir})" >&2
    return 0
  fi
  echo "${tool}: ${#pkgs[@]} packages"
  (find "${in_dir}" -type f -name "${file}" -print0 || true) | xargs -0 rm -f
  "${bin_dir}/${tool}" \
    -v "${KUBE_VERBOSE:-0}" \
    --output-file "${file}" \
    --go-header-file "${boilerplate}" \
    "$@" \
    "${pkgs[@]}"
}

# codegen::helpers_flags FUNCTION ARGS... parses the flags gen_helpers and
# gen_register share (--boilerplate, --lint-rules, and for gen_helpers
# --extra-peer-dir) into helpers_in, helpers_boilerplate, helpers_lint (the
# --lint-rules arguments to pass on) and helpers_peers (--extra-peer-dirs
# arguments); FUNCTION names the caller in messages.
codegen::helpers_flags() {
  local fn="$1"
  shift
  helpers_in=""
  helpers_boilerplate="${KUBE_CODEGEN_ROOT:-.}/hack/boilerplate.go.txt"
  helpers_lint=()
  helpers_peers=()
  while [ "$#" -gt 0 ]; do
    case "$1" in
      --boilerplate) helpers_boilerplate="$2"; shift 2 ;;
      --lint-rules) [ -z "$2" ] || helpers_lint=("--lint-rules" "$2"); shift 2 ;;
      --extra-peer-dir)
        if [ "${fn}" != gen_helpers ]; then echo "${fn}: unknown argument: $1" >&2; return 1; fi
        helpers_peers+=("--extra-peer-dirs" "$2")
        shift 2
        ;;
      --*) echo "${fn}: unknown argument: $1" >&2; return 1 ;;
      *)
        if [ -n "${helpers_in}" ]; then
          echo "${fn}: too many arguments: $1 (already have ${helpers_in})" >&2
          return 1
        fi
        helpers_in="$1"
        shift
        ;;
    esac
  done
  [ -n "${helpers_in}" ] || { echo "${fn}: input-dir argument is required" >&2; return 1; }
}

# codegen::gen_helpers BIN_DIR [--boilerplate F] [--extra-peer-dir D]...
# [--lint-rules R] IN_DIR is kube::codegen::gen_helpers of k8s.io/code-generator
# v0.37.2 with the tools taken from BIN_DIR instead of `go install`ed: its four
# steps in its order (deepcopy-gen, validation-gen, defaulter-gen,
# conversion-gen), each with its own discovery and command line; see
# codegen::helper_step for a tool BIN_DIR lacks. Run it from inside the module.
codegen::gen_helpers() {
  local bin_dir="$1"
  shift
  codegen::helpers_flags gen_helpers "$@" || return
  local in="${helpers_in}" b="${helpers_boilerplate}" lint=("${helpers_lint[@]}") peers=("${helpers_peers[@]}")
  codegen::helper_step "${bin_dir}" deepcopy-gen '^\s*//\s*+k8s:deepcopy-gen=' zz_generated.deepcopy.go \
    "${in}" "${b}" "${lint[@]:+"${lint[@]}"}" || return
  # validation-gen is told which packages live in the read-only module cache
  # (upstream's KUBE_CODEGEN_READONLY_PKGS, the same default list).
  local ro_pkgs=(k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/api/resource
    k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/types k8s.io/apimachinery/pkg/util/intstr
    k8s.io/apimachinery/pkg/version time)
  [ -z "${KUBE_CODEGEN_READONLY_PKGS+set}" ] || ro_pkgs=("${KUBE_CODEGEN_READONLY_PKGS[@]}")
  local ro_args=() pkg
  for pkg in "${ro_pkgs[@]:+"${ro_pkgs[@]}"}"; do ro_args+=("--readonly-pkg" "${pkg}"); done
  codegen::helper_step "${bin_dir}" validation-gen '^\s*//\s*+k8s:validation-gen=' zz_generated.validations.go \
    "${in}" "${b}" "${ro_args[@]:+"${ro_args[@]}"}" "${lint[@]:+"${lint[@]}"}" || return
  codegen::helper_step "${bin_dir}" defaulter-gen '^\s*//\s*+k8s:defaulter-gen=' zz_generated.defaults.go \
    "${in}" "${b}" "${lint[@]:+"${lint[@]}"}" || return
  codegen::helper_step "${bin_dir}" conversion-gen '^\s*//\s*+k8s:conversion-gen=' zz_generated.conversion.go \
    "${in}" "${b}" "${peers[@]:+"${peers[@]}"}" "${lint[@]:+"${lint[@]}"}"
}

# codegen::gen_register BIN_DIR [--boilerplate F] [--lint-rules R] IN_DIR is
# kube::codegen::gen_register of k8s.io/code-generator v0.37.2 with
# register-gen taken from BIN_DIR: the packages with a +groupName line get a
# zz_generated.register.go. Run it from inside the module.
codegen::gen_register() {
  local bin_dir="$1"
  shift
  codegen::helpers_flags gen_register "$@" || return
  codegen::helper_step "${bin_dir}" register-gen '^\s*//\s*+groupName' zz_generated.register.go \
    "${helpers_in}" "${helpers_boilerplate}" "${helpers_lint[@]:+"${helpers_lint[@]}"}"
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
