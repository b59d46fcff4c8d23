#!/usr/bin/env bash

# kube_codegen.sh for kubegen: the functions and flags of k8s.io/code-generator
# v0.37.2's kube_codegen.sh (kube::codegen::gen_helpers, gen_register,
# gen_client, gen_openapi), run by kubegen. A project's update-codegen.sh
# switches by sourcing this file instead of code-generator's (point its
# CODEGEN_PKG at this module's directory); its calls stay as they are. The
# generated listers, informers and fake clientset import this module's
# runtime, so the project's go.mod requires github.com/kubegen/kubegen
# (docs/migrating-code-generator.md, "Switching with kube_codegen.sh", has the steps).
#
# What changes underneath:
#   - each function installs one binary, kubegen, from this module (into
#     $GOBIN, or $GOPATH/bin, as upstream installs its tools), and runs it at
#     most once: one load of the inputs per function, where upstream runs one
#     tool, each loading the inputs again, per kind of output;
#   - kubegen's flags choose the part of its outputs a function stands for
#     (docs/architecture.md, "kube_codegen.sh", has the mapping);
#   - gen_client writes the upstream tools' file set: no decoders
#     (kubegen --decoders=false);
#   - package tags are read from doc.go only, as upstream's tools read them
#     (kubegen --package-comments=false), with a warning at one elsewhere;
#   - gen_helpers warns about the kubebuilder packages (+kubebuilder:object:root,
#     no +k8s:deepcopy-gen) its selection skips, naming the line to add.
# What stays: which packages each function selects (the same greps for
# tags), which files it removes before generating (the same rm of files by
# name or by generator marker), the messages, the API rule report.
#
# Like upstream's, the input directories hold packages laid out as
# <input-dir>/<group>/<version>; gen_client uses the two last elements of
# each package's directory.

set -o errexit
set -o nounset
set -o pipefail

KUBE_CODEGEN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"

# The in-tree packages that out-of-tree API types refer to: they are in the
# read-only module cache, so openapi generation must not try to write into
# them. One array element per package (each becomes one flag).
KUBE_CODEGEN_READONLY_PKGS=(
    k8s.io/apimachinery/pkg/apis/meta/v1
    k8s.io/apimachinery/pkg/api/resource
    k8s.io/apimachinery/pkg/runtime
    k8s.io/apimachinery/pkg/types
    k8s.io/apimachinery/pkg/util/intstr
    k8s.io/apimachinery/pkg/version
    time
)

# KUBE_CODEGEN_TAG (a version of this module, e.g. v0.3.0), set before
# sourcing, installs kubegen at that version instead of from this directory.
CODEGEN_VERSION_SPEC="${KUBE_CODEGEN_TAG:+"@${KUBE_CODEGEN_TAG}"}"

# kubegen is installed where `go install` puts binaries: $GOBIN when the go
# command has one, else $GOPATH/bin. Exported so that the install below
# and the calls after it agree.
function kube::codegen::internal::gobin() {
    local gobin
    gobin="$(go env GOBIN)"
    if [[ -z "${gobin}" ]]; then
        gobin="$(go env GOPATH)/bin"
    fi
    echo "${gobin}"
}
GOBIN="$(kube::codegen::internal::gobin)"
export GOBIN

# findz lists files with find (not git ls-files: the inputs may lie in
# another repository), NUL-separated.
function kube::codegen::internal::findz() {
    find "$@" -print0
}

# grep searches with grep (not git grep, for the same reason), skipping
# version control, build output and vendored code.
function kube::codegen::internal::grep() {
    grep "$@" \
        --exclude-dir .git \
        --exclude-dir _output \
        --exclude-dir vendor
}

# tagged_pkgs PATTERN DIR sets KUBE_CODEGEN_PKGS to the import paths of
# the packages below DIR with a .go file matching PATTERN, ordered by
# directory. Each directory resolves in its own module (import_path); a
# failure fails the call. (A global array, not mapfile or a name
# reference: macOS's bash 3.2 has neither.)
function kube::codegen::internal::tagged_pkgs() {
    local pattern="$1" dir="$2" d
    KUBE_CODEGEN_PKGS=()
    while read -r d; do
        kube::codegen::internal::import_path "${d}" || return 1
        KUBE_CODEGEN_PKGS+=("${KUBE_CODEGEN_IMPORT_PATH}")
    done < <(kube::codegen::internal::tagged_dirs "${pattern}" "${dir}")
}

# import_path DIR sets KUBE_CODEGEN_IMPORT_PATH to the import path of the
# package in DIR: what upstream's `go list -find .` run in DIR prints, in
# module mode (the path of the module whose go.mod is nearest above DIR,
# then DIR's path below that go.mod's directory), without starting the go
# command: upstream starts it once per selected directory, a tenth of a
# second or more each on a busy machine. The go command still answers when
# GOFLAGS may name another go.mod (-modfile) or no go.mod declares a module
# path here; go list's errors (a directory whose files the build excludes)
# then still fail the call, and kubegen reports such a package otherwise.
# The go command answers too for a directory below a vendor directory of
# the module: with vendoring its import path is the path below vendor/,
# not the module's path joined with vendor/..., and whether vendoring is on
# depends on GOFLAGS, vendor/modules.txt and the go version, which the go
# command knows best.
function kube::codegen::internal::import_path() {
    local abs d line mod=""
    abs="$(cd "$1" && pwd)" || return 1
    d="${abs}"
    if [[ "${GOFLAGS:-}" != *-modfile* ]]; then
        while [[ -n "${d}" ]]; do
            if [[ -f "${d}/go.mod" ]]; then
                while IFS= read -r line || [[ -n "${line}" ]]; do
                    if [[ "${line}" =~ ^[[:space:]]*module[[:space:]]+\"?([^\"[:space:]]+) ]]; then
                        mod="${BASH_REMATCH[1]}"
                        break
                    fi
                done <"${d}/go.mod"
                break
            fi
            d="${d%/*}"
        done
    fi
    if [[ -n "${mod}" && "${mod}" != "("* && "${abs#"${d}"}/" != */vendor/* ]]; then
        KUBE_CODEGEN_IMPORT_PATH="${mod}${abs#"${d}"}"
        return 0
    fi
    KUBE_CODEGEN_IMPORT_PATH="$(cd "$1" && GO111MODULE=on go list -find .)" || return 1
}

# tagged_dirs PATTERN DIR prints the directories below DIR holding a .go
# file matching PATTERN, sorted bytewise, once each.
function kube::codegen::internal::tagged_dirs() {
    local pattern="$1" dir="$2" f
    ( kube::codegen::internal::grep -l --null -e "${pattern}" -r "${dir}" --include '*.go' || true ) \
        | while read -r -d $'\0' f; do dirname "${f}"; done \
        | LC_ALL=C sort -u
}

# install_kubegen installs kubegen from this module, quietly, and records
# its path and the flags it has: a generator newer than the installed
# kubegen is detected by its flag, not assumed. It installs once per
# sourcing of this file: a script calls gen_helpers, gen_openapi and
# gen_client in turn, and each further `go install` would only find the
# binary up to date. A call in a subshell cannot record it and checks again.
#
# Even once per sourcing, `go install` of an up-to-date kubegen costs
# 0.15-0.7 s (it hashes the module and its dependencies again), a large
# part of a warm script run. So after each install a stamp in kubegen's
# cache directory (one per GOBIN) records what the binary was built from
# (kubegen_stamp); a later sourcing computing the same stamp skips
# `go install`. Any change of a source file, of go.mod or go.sum, of the
# toolchain or build settings, or of the binary itself (another kubegen
# installed over it) makes a different stamp and installs again; so does a
# stamp that cannot be computed (a tool missing) or stored
# (KUBEGEN_CACHE=off). KUBE_CODEGEN_TAG always runs `go install`.
#
# Failures return explicitly (|| return 1) here and below: a caller's
# `gen_client ... || exit 1` turns errexit off inside the function.
KUBE_CODEGEN_KUBEGEN=""
function kube::codegen::internal::install_kubegen() {
    if [[ -n "${KUBE_CODEGEN_KUBEGEN}" && -x "${KUBE_CODEGEN_KUBEGEN}" ]]; then
        return 0
    fi
    local bin="${GOBIN}/kubegen" stampfile="" stamp="" old=""
    if [[ -z "${CODEGEN_VERSION_SPEC}" ]]; then
        stampfile="$(kube::codegen::internal::stamp_file 2>/dev/null)" || stampfile=""
    fi
    if [[ -n "${stampfile}" ]]; then
        stamp="$(kube::codegen::internal::kubegen_stamp 2>/dev/null)" || stamp=""
        if [[ -n "${stamp}" && -x "${bin}" && -f "${stampfile}" ]]; then
            old="$(<"${stampfile}")" || old=""
        fi
    fi
    if [[ -z "${stamp}" || "${old}" != "${stamp}" ]]; then
        [[ -z "${stampfile}" ]] || rm -f "${stampfile}"
        (
            # Built in this module alone, whatever workspace the caller is in.
            cd "${KUBE_CODEGEN_ROOT}"
            GOWORK=off GO111MODULE=on go install "github.com/kubegen/kubegen/cmd/kubegen${CODEGEN_VERSION_SPEC}"
        ) || return 1
        if [[ -n "${stamp}" ]]; then
            # The stamp with the new binary's checksum as its last line,
            # written through a temporary file, so that a killed run leaves
            # no torn stamp. Failing to store it only costs the next
            # sourcing a `go install`.
            local sum
            if sum="$(cksum <"${bin}")"; then
                { mkdir -p "$(dirname "${stampfile}")" &&
                    echo "${stamp%$'\n'*}"$'\n'"binary ${sum}" >"${stampfile}.$$" &&
                    mv -f "${stampfile}.$$" "${stampfile}"; } 2>/dev/null || rm -f "${stampfile}.$$"
            fi
        fi
    fi
    KUBE_CODEGEN_KUBEGEN="${bin}"
    KUBE_CODEGEN_KUBEGEN_FLAGS="$("${KUBE_CODEGEN_KUBEGEN}" --help 2>&1 || true)"
}

# stamp_file prints where the install stamp of kubegen in $GOBIN is kept:
# in kubegen's cache directory (KUBEGEN_CACHE, else the user cache
# directory's kubegen/, as kubegen places its caches), named by the
# checksum of GOBIN's path. Fails when KUBEGEN_CACHE=off or no cache
# directory is known.
function kube::codegen::internal::stamp_file() {
    local root="${KUBEGEN_CACHE:-}" sum
    if [[ "${root}" == off ]]; then
        return 1
    fi
    if [[ -z "${root}" ]]; then
        case "${OSTYPE:-}" in
        darwin*) [[ -n "${HOME:-}" ]] && root="${HOME}/Library/Caches/kubegen" ;;
        *)
            if [[ "${XDG_CACHE_HOME:-}" == /* ]]; then
                root="${XDG_CACHE_HOME}/kubegen"
            elif [[ -n "${HOME:-}" ]]; then
                root="${HOME}/.cache/kubegen"
            fi
            ;;
        esac
    fi
    [[ -n "${root}" ]] || return 1
    sum="$(cksum <<<"${GOBIN}")" || return 1
    echo "${root}/install/${sum%% *}"
}

# kubegen_stamp prints what `go install` of kubegen from this module
# depends on: the module's directory, the go command's build settings,
# the checksum of the sorted list of the files a build of the module reads
# (every non-test .go file outside the directories the go command ignores,
# the files kubegen embeds (templates, validation-gen's tagdocs.json), go.mod
# and go.sum) and of their contents, and
# last the checksum of the binary installed now (if any). The embedded
# files' patterns here must cover every //go:embed of the module
# (TestKubegenStampCoversEmbeds). Fails when any step fails.
function kube::codegen::internal::kubegen_stamp() {
    (
        set -o pipefail
        cd "${KUBE_CODEGEN_ROOT}" || exit 1
        echo "module ${KUBE_CODEGEN_ROOT}"
        GOWORK=off GO111MODULE=on go env GOVERSION GOROOT GOOS GOARCH GOFLAGS GOEXPERIMENT GOTOOLCHAIN \
            CGO_ENABLED CC CXX CGO_CFLAGS CGO_CPPFLAGS CGO_CXXFLAGS CGO_LDFLAGS \
            GO386 GOAMD64 GOARM GOARM64 GOMIPS GOMIPS64 GOPPC64 GORISCV64 GOWASM || exit 1
        local files sum
        files="$(find . -mindepth 1 -type d \( -name '.*' -o -name '_*' -o -name testdata \) -prune -o \
            -type f \( \( -name '*.go' ! -name '*_test.go' \) -o -name '*.tmpl' -o -name '*.json' -o -name go.mod -o -name go.sum \) \
            ! -name '.*' ! -name '_*' -print | LC_ALL=C sort)" || exit 1
        sum="$(cksum <<<"${files}")" || exit 1
        echo "files ${sum}"
        sum="$(while IFS= read -r f; do printf '%s\0' "${f}"; done <<<"${files}" | xargs -0 cat | cksum)" || exit 1
        echo "content ${sum}"
        if [[ -f "${GOBIN}/kubegen" ]]; then
            sum="$(cksum <"${GOBIN}/kubegen")" || exit 1
            echo "binary ${sum}"
        else
            echo "binary none"
        fi
    )
}

# has_flag FLAG: whether the installed kubegen has FLAG (e.g. --defaulter-file).
function kube::codegen::internal::has_flag() {
    grep -E -q -e "^ *(-[a-z], )?$1 " <<<"${KUBE_CODEGEN_KUBEGEN_FLAGS}"
}

# need_flag FLAG WHAT: fails, saying which kubegen lacks what, unless the
# installed kubegen has FLAG.
function kube::codegen::internal::need_flag() {
    if ! kube::codegen::internal::has_flag "$1"; then
        echo "kube_codegen.sh: ${KUBE_CODEGEN_KUBEGEN} cannot generate $2 (it has no $1 flag): update kubegen (KUBE_CODEGEN_TAG, or the module CODEGEN_PKG points at); nothing was changed" >&2
        return 1
    fi
}

# off_switches GENERATOR... sets KUBE_CODEGEN_OFF to the kubegen flags that
# turn off every generator but the named ones (deepcopy, validation,
# defaulter, conversion, register, clientset, listers, informers,
# applyconfig).
# A generator the installed kubegen does not have needs no switch.
# openapi is off unless --openapi-output-dir is given, and the decoders
# follow the informers. Package tags outside doc.go are off too
# (--package-comments=false): upstream's tools read doc.go only, so every
# function's output stays upstream's (kubegen warns at such a tag).
function kube::codegen::internal::off_switches() {
    local gen flag keep k
    KUBE_CODEGEN_OFF=()
    if kube::codegen::internal::has_flag --package-comments; then
        KUBE_CODEGEN_OFF+=(--package-comments=false)
    fi
    for gen in deepcopy:--deepcopy-file validation:--validation-file defaulter:--defaulter-file conversion:--conversion-file \
        register:--register-file clientset:--clientset-subdir listers:--listers-subdir \
        informers:--informers-subdir applyconfig:--applyconfiguration-subdir; do
        flag="${gen#*:}"
        gen="${gen%%:*}"
        keep=""
        for k in "$@"; do
            if [[ "${k}" == "${gen}" ]]; then keep=1; fi
        done
        if [[ -z "${keep}" ]] && kube::codegen::internal::has_flag "${flag}"; then
            KUBE_CODEGEN_OFF+=("${flag}=")
        fi
    done
}

# boilerplate FILE checks the header file exists (this module ships none
# of its own: a project passes --boilerplate).
function kube::codegen::internal::boilerplate() {
    if [[ ! -e "$1" ]]; then
        echo "kube_codegen.sh: no header file at $1: pass --boilerplate <file> (e.g. hack/boilerplate.go.txt)" >&2
        return 1
    fi
}

# positional ARG: the shared handling of an argument no case matched. A
# flag is an error; else it is the input directory, of which there is one.
# Sets in_dir in the caller.
function kube::codegen::internal::positional() {
    if [[ "$1" =~ ^-- ]]; then
        echo "unknown argument: $1" >&2
        return 1
    fi
    if [ -n "${in_dir}" ]; then
        echo "too many arguments: $1 (already have ${in_dir})" >&2
        return 1
    fi
    in_dir="$1"
}

# Generate the helpers kept beside the API types: deep copies,
# validations, defaulters and conversions.
#
# USAGE: kube::codegen::gen_helpers [FLAGS] <input-dir>
#
# <input-dir>
#   A local directory (not a Go package) searched for the packages that ask
#   for helpers: +k8s:deepcopy-gen=, +k8s:validation-gen=,
#   +k8s:defaulter-gen=, +k8s:conversion-gen=.
#
# FLAGS:
#   --boilerplate <file = this module's hack/boilerplate.go.txt>
#     The header of every generated file.
#   --extra-peer-dir <string>
#     A further package whose conversion functions the conversions may call
#     (repeatable).
#   --lint-rules <string>
#     Tag lint rules to enforce, comma separated (kubegen --help lists them).
#
# Validations are generated with KUBE_CODEGEN_READONLY_PKGS read-only, as
# upstream's script passes them. A validator tag kubegen does not generate
# yet fails the kubegen run at its file and line, and it writes nothing;
# the files of earlier runs are gone by then, as upstream's script removes
# them first too (docs/validation-gen.md lists the tags it generates).
function kube::codegen::gen_helpers() {
    local in_dir=""
    local boilerplate="${KUBE_CODEGEN_ROOT}/hack/boilerplate.go.txt"
    local v="${KUBE_VERBOSE:-0}"
    local extra_peers=()
    local lint_rules=""

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--boilerplate") boilerplate="$2"; shift 2 ;;
            "--extra-peer-dir") extra_peers+=("$2"); shift 2 ;;
            "--lint-rules") lint_rules="$2"; shift 2 ;;
            *) kube::codegen::internal::positional "$1" || return 1; shift ;;
        esac
    done
    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi

    local d deepcopy_pkgs=() validation_pkgs=() defaulter_pkgs=() conversion_pkgs=()
    kube::codegen::internal::tagged_pkgs '^\s*//\s*+k8s:deepcopy-gen=' "${in_dir}" || return 1
    deepcopy_pkgs=("${KUBE_CODEGEN_PKGS[@]:+"${KUBE_CODEGEN_PKGS[@]}"}")
    kube::codegen::internal::tagged_pkgs '^\s*//\s*+k8s:validation-gen=' "${in_dir}" || return 1
    validation_pkgs=("${KUBE_CODEGEN_PKGS[@]:+"${KUBE_CODEGEN_PKGS[@]}"}")
    kube::codegen::internal::tagged_pkgs '^\s*//\s*+k8s:defaulter-gen=' "${in_dir}" || return 1
    defaulter_pkgs=("${KUBE_CODEGEN_PKGS[@]:+"${KUBE_CODEGEN_PKGS[@]}"}")
    kube::codegen::internal::tagged_pkgs '^\s*//\s*+k8s:conversion-gen=' "${in_dir}" || return 1
    conversion_pkgs=("${KUBE_CODEGEN_PKGS[@]:+"${KUBE_CODEGEN_PKGS[@]}"}")

    # Upstream selects deep copies by +k8s:deepcopy-gen alone, so a
    # kubebuilder package (kinds marked +kubebuilder:object:root, no such
    # tag) gets none, and the build later fails on DeepCopyObject. The
    # selection stays upstream's; the skipped packages are named, with the
    # line that selects them (kubegen then reads kubebuilder's markers too).
    local kubebuilder_dirs deepcopy_dirs skipped=()
    kubebuilder_dirs="$(kube::codegen::internal::tagged_dirs '^\s*//\s*+kubebuilder:object:root' "${in_dir}")"
    if [ -n "${kubebuilder_dirs}" ]; then
        deepcopy_dirs=$'\n'"$(kube::codegen::internal::tagged_dirs '^\s*//\s*+k8s:deepcopy-gen=' "${in_dir}")"$'\n'
        while read -r d; do
            [[ "${deepcopy_dirs}" == *$'\n'"${d}"$'\n'* ]] || skipped+=("${d}")
        done <<<"${kubebuilder_dirs}"
    fi
    if [ "${#skipped[@]}" != 0 ]; then
        {
            echo "kube_codegen.sh: warning: gen_helpers skips these packages: they have kubebuilder's +kubebuilder:object:root"
            echo "markers but no +k8s:deepcopy-gen tag, which is what gen_helpers (as upstream's) selects deep copies by:"
            for d in "${skipped[@]}"; do echo "	${d}"; done
            echo "To generate their deep copies, add this line to each one's package comment (groupversion_info.go, above"
            echo "its package clause): // +k8s:deepcopy-gen=package"
        } >&2
    fi

    kube::codegen::internal::install_kubegen || return 1

    local gens=() args=() pkg
    if [ "${#defaulter_pkgs[@]}" != 0 ]; then
        kube::codegen::internal::need_flag --defaulter-file "defaulters (+k8s:defaulter-gen)" || return 1
        gens+=(defaulter)
        args+=(--defaulter-file zz_generated.defaults.go)
    fi
    if [ "${#conversion_pkgs[@]}" != 0 ]; then
        kube::codegen::internal::need_flag --conversion-file "conversions (+k8s:conversion-gen)" || return 1
        gens+=(conversion)
        args+=(--conversion-file zz_generated.conversion.go)
        local peer
        for peer in "${extra_peers[@]:+"${extra_peers[@]}"}"; do
            args+=(--conversion-extra-peer-dirs "${peer}")
        done
    fi
    if [ "${#deepcopy_pkgs[@]}" != 0 ]; then
        gens+=(deepcopy)
        args+=(--deepcopy-file zz_generated.deepcopy.go)
    fi
    if [ "${#validation_pkgs[@]}" != 0 ]; then
        kube::codegen::internal::need_flag --validation-file "validations (+k8s:validation-gen)" || return 1
        gens+=(validation)
        args+=(--validation-file zz_generated.validations.go)
        for pkg in "${KUBE_CODEGEN_READONLY_PKGS[@]}"; do
            args+=(--validation-readonly-pkgs "${pkg}")
        done
    fi
    if [ "${#gens[@]}" == 0 ]; then
        return 0
    fi
    kube::codegen::internal::boilerplate "${boilerplate}" || return 1

    # Upstream's messages and removals, in its order: each kind of file is
    # removed below <input-dir> by name, wherever it is, when some package
    # asks for that kind.
    local kind file pkgs
    for kind in deepcopy:deepcopy validation:validations defaulter:defaults conversion:conversion; do
        file="zz_generated.${kind#*:}.go"
        kind="${kind%%:*}"
        case "${kind}" in
            deepcopy) pkgs=("${deepcopy_pkgs[@]:+"${deepcopy_pkgs[@]}"}") ;;
            validation) pkgs=("${validation_pkgs[@]:+"${validation_pkgs[@]}"}") ;;
            defaulter) pkgs=("${defaulter_pkgs[@]:+"${defaulter_pkgs[@]}"}") ;;
            conversion) pkgs=("${conversion_pkgs[@]:+"${conversion_pkgs[@]}"}") ;;
        esac
        if [ "${#pkgs[@]}" != 0 ]; then
            echo "Generating ${kind} code for ${#pkgs[@]} targets"
            kube::codegen::internal::findz "${in_dir}" -type f -name "${file}" | xargs -0 rm -f
        fi
    done

    # One run over every package asking for some helper: each generator
    # writes only into the packages carrying its own tags.
    local inputs=() seen=" "
    for pkg in "${deepcopy_pkgs[@]:+"${deepcopy_pkgs[@]}"}" "${validation_pkgs[@]:+"${validation_pkgs[@]}"}" \
        "${defaulter_pkgs[@]:+"${defaulter_pkgs[@]}"}" "${conversion_pkgs[@]:+"${conversion_pkgs[@]}"}"; do
        if [[ -n "${pkg}" && "${seen}" != *" ${pkg} "* ]]; then
            inputs+=("${pkg}")
            seen+="${pkg} "
        fi
    done
    kube::codegen::internal::off_switches "${gens[@]}"
    "${KUBE_CODEGEN_KUBEGEN}" \
        -v "${v}" \
        --go-header-file "${boilerplate}" \
        ${lint_rules:+--lint-rules "${lint_rules}"} \
        "${KUBE_CODEGEN_OFF[@]:+"${KUBE_CODEGEN_OFF[@]}"}" \
        "${args[@]}" \
        "${inputs[@]}"
}

# Generate OpenAPI definitions.
#
# USAGE: kube::codegen::gen_openapi [FLAGS] <input-dir>
#
# <input-dir>
#   A local directory (not a Go package) searched for the packages with a
#   +k8s:openapi-gen tag.
#
# FLAGS:
#   --output-dir <string>
#     Where zz_generated.openapi.go is written (required).
#   --output-pkg <string>
#     The import path of --output-dir (required).
#   --extra-pkgs <string>
#     Further input packages, as import paths (repeatable; a value may list
#     several, comma separated).
#   --report-filename <string = "/dev/null">
#     The API rule violations report ("-": stdout). A run reporting other
#     violations than the file holds fails.
#   --update-report
#     Write the violations found into --report-filename instead of
#     comparing.
#   --output-model-name-file <string>
#     Also write, in each input package, a file of this name declaring its
#     types' OpenAPI model names.
#   --boilerplate <file = this module's hack/boilerplate.go.txt>
#     The header of every generated file.
function kube::codegen::gen_openapi() {
    local in_dir=""
    local out_dir=""
    local out_pkg=""
    local extra_pkgs=()
    local report="/dev/null"
    local output_model_name_file=""
    local update_report=""
    local boilerplate="${KUBE_CODEGEN_ROOT}/hack/boilerplate.go.txt"
    local v="${KUBE_VERBOSE:-0}"

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--output-dir") out_dir="$2"; shift 2 ;;
            "--output-pkg") out_pkg="$2"; shift 2 ;;
            "--extra-pkgs") extra_pkgs+=("$2"); shift 2 ;;
            "--report-filename") report="$2"; shift 2 ;;
            "--output-model-name-file") output_model_name_file="$2"; shift 2 ;;
            "--update-report") update_report="true"; shift ;;
            "--boilerplate") boilerplate="$2"; shift 2 ;;
            *) kube::codegen::internal::positional "$1" || return 1; shift ;;
        esac
    done
    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi
    if [ -z "${out_dir}" ]; then
        echo "--output-dir is required" >&2
        return 1
    fi
    if [ -z "${out_pkg}" ]; then
        echo "--output-pkg is required" >&2
        return 1
    fi

    # The run writes its report here; unless updating, it is compared with
    # the committed one afterwards.
    local new_report
    new_report="$(mktemp -t "$(basename "$0").api_violations.XXXXXX")"
    if [ -n "${update_report}" ]; then
        new_report="${report}"
    fi

    kube::codegen::internal::install_kubegen || return 1

    local input_pkgs=("${extra_pkgs[@]:+"${extra_pkgs[@]}"}")
    kube::codegen::internal::tagged_pkgs '^\s*//\s*+k8s:openapi' "${in_dir}" || return 1
    input_pkgs+=("${KUBE_CODEGEN_PKGS[@]:+"${KUBE_CODEGEN_PKGS[@]}"}")

    if [ "${#input_pkgs[@]}" != 0 ]; then
        kube::codegen::internal::need_flag --openapi-output-dir "OpenAPI definitions (+k8s:openapi-gen)" || return 1
        kube::codegen::internal::boilerplate "${boilerplate}" || return 1
        echo "Generating openapi code for ${#input_pkgs[@]} targets"

        kube::codegen::internal::findz "${in_dir}" -type f -name zz_generated.openapi.go | xargs -0 rm -f

        local readonly_args=() pkg
        for pkg in "${KUBE_CODEGEN_READONLY_PKGS[@]}"; do
            readonly_args+=(--openapi-readonly-pkgs "${pkg}")
        done
        kube::codegen::internal::off_switches
        # The apimachinery packages most API types refer to (ObjectMeta,
        # Quantity, ...) are inputs too, as upstream passes them, so that
        # their definitions are in the output.
        "${KUBE_CODEGEN_KUBEGEN}" \
            -v "${v}" \
            --go-header-file "${boilerplate}" \
            "${KUBE_CODEGEN_OFF[@]:+"${KUBE_CODEGEN_OFF[@]}"}" \
            --openapi-file zz_generated.openapi.go \
            --openapi-output-dir "${out_dir}" \
            --openapi-output-pkg "${out_pkg}" \
            --openapi-report-filename "${new_report}" \
            --openapi-model-name-file="${output_model_name_file}" \
            "${readonly_args[@]}" \
            k8s.io/apimachinery/pkg/apis/meta/v1 \
            k8s.io/apimachinery/pkg/runtime \
            k8s.io/apimachinery/pkg/version \
            k8s.io/apimachinery/pkg/api/resource \
            "${input_pkgs[@]}" || return 1
    fi

    if [ ! -e "${report}" ]; then
        touch "${report}"
    fi
    if ! diff -u "${report}" "${new_report}"; then
        echo -e "ERROR:"
        echo -e "\tAPI rule check failed for ${report}: new reported violations"
        echo -e "\tPlease read api/api-rules/README.md"
        return 1
    fi
}

# Generate the clients of the API types: clientset, and optionally apply
# configurations, listers and informers.
#
# USAGE: kube::codegen::gen_client [FLAGS] <input-dir>
#
# <input-dir>
#   A local directory (not a Go package) searched for the packages with
#   +genclient types whose directory name is a version (v1, v2beta1, ...).
#
# FLAGS:
#   --one-input-api <string>
#     Search only this directory below <input-dir>; the clients of the
#     others are removed from the output.
#   --output-dir <string>
#     The directory below which every kind of output gets its own
#     subdirectory (required).
#   --output-pkg <string>
#     The import path of --output-dir.
#   --boilerplate <file = this module's hack/boilerplate.go.txt>
#     The header of every generated file.
#   --clientset-name <string = "clientset">
#     The subdirectory of the clientset.
#   --versioned-name <string = "versioned">
#     The clientset's own directory, below --clientset-name.
#   --with-applyconfig
#     Also generate apply configurations (and the clients' Apply methods).
#   --applyconfig-name <string = "applyconfiguration">
#     Their subdirectory.
#   --applyconfig-externals <string>
#     Apply configurations of other packages' types, comma separated, as
#     <type-package>.<type-name>:<applyconfiguration-package>.
#   --applyconfig-openapi-schema <string>
#     An OpenAPI document of the kinds, for the apply configurations'
#     schema; without it, the schema follows from the Go types.
#   --with-watch
#     Also generate listers and informers.
#   --listers-name <string = "listers">
#     The listers' subdirectory.
#   --informers-name <string = "informers">
#     The informers' subdirectory.
#   --plural-exceptions <string>
#     Plurals that are not the English rule's, comma separated Type:Plural.
#   --prefers-protobuf
#     The clientset asks for protobuf.
#   --lint-rules <string>
#     Tag lint rules to enforce, comma separated (kubegen --help lists them).
function kube::codegen::gen_client() {
    local in_dir=""
    local one_input_api=""
    local out_dir=""
    local out_pkg=""
    local clientset_subdir="clientset"
    local clientset_versioned_name="versioned"
    local applyconfig="false"
    local applyconfig_subdir="applyconfiguration"
    local applyconfig_external=""
    local applyconfig_openapi_schema=""
    local watchable="false"
    local listers_subdir="listers"
    local informers_subdir="informers"
    local boilerplate="${KUBE_CODEGEN_ROOT}/hack/boilerplate.go.txt"
    local plural_exceptions=""
    local v="${KUBE_VERBOSE:-0}"
    local prefers_protobuf="false"
    local lint_rules=""

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--one-input-api") one_input_api="/$2"; shift 2 ;;
            "--output-dir") out_dir="$2"; shift 2 ;;
            "--output-pkg") out_pkg="$2"; shift 2 ;;
            "--boilerplate") boilerplate="$2"; shift 2 ;;
            "--clientset-name") clientset_subdir="$2"; shift 2 ;;
            "--versioned-name") clientset_versioned_name="$2"; shift 2 ;;
            "--with-applyconfig") applyconfig="true"; shift ;;
            "--applyconfig-name") applyconfig_subdir="$2"; shift 2 ;;
            "--applyconfig-externals") applyconfig_external="$2"; shift 2 ;;
            "--applyconfig-openapi-schema") applyconfig_openapi_schema="$2"; shift 2 ;;
            "--with-watch") watchable="true"; shift ;;
            "--listers-name") listers_subdir="$2"; shift 2 ;;
            "--informers-name") informers_subdir="$2"; shift 2 ;;
            "--plural-exceptions") plural_exceptions="$2"; shift 2 ;;
            "--prefers-protobuf") prefers_protobuf="true"; shift ;;
            "--lint-rules") lint_rules="$2"; shift 2 ;;
            *) kube::codegen::internal::positional "$1" || return 1; shift ;;
        esac
    done
    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi
    if [ -z "${out_dir}" ]; then
        echo "--output-dir is required" >&2
        return 1
    fi
    if [ -z "${out_pkg}" ]; then
        # Upstream says so and goes on; kubegen then takes the import path
        # of --output-dir from its go.mod.
        echo "--output-pkg is required" >&2
    fi

    mkdir -p "${out_dir}"
    kube::codegen::internal::install_kubegen || return 1

    # The packages of +genclient types whose directory is a version; the
    # clients are those of <group>/<version>, the directory's last two
    # elements.
    local input_pkgs=() group_versions=() dir leaf pkg
    while read -r dir; do
        leaf="$(basename "${dir}")"
        if grep -E -q '^v[0-9]+((alpha|beta)[0-9]+)?$' <<<"${leaf}"; then
            kube::codegen::internal::import_path "${dir}" || return 1
            input_pkgs+=("${KUBE_CODEGEN_IMPORT_PATH}")
            group_versions+=("$(basename "$(dirname "${dir}")")/${leaf}")
        fi
    done < <(kube::codegen::internal::tagged_dirs '^\s*//\s*+genclient' "${in_dir}${one_input_api}")

    if [ "${#group_versions[@]}" == 0 ]; then
        return 0
    fi
    kube::codegen::internal::boilerplate "${boilerplate}" || return 1

    # Every file a previous run generated is removed first (found by its
    # generator's marker), so the outputs of APIs no longer selected go too.
    local gens=(clientset) args=()
    if [ "${applyconfig}" == "true" ]; then
        echo "Generating applyconfig code for ${#input_pkgs[@]} targets"
        kube::codegen::internal::remove_marked "${out_dir}/${applyconfig_subdir}" applyconfiguration-gen
        gens+=(applyconfig)
        # Without a schema upstream's tree has no Extract functions and an
        # empty schema; kubegen's default (a schema from the Go types) is
        # turned off so that the project's tree stays upstream's.
        args+=(--applyconfiguration-subdir "${applyconfig_subdir}"
            --external-applyconfigurations "${applyconfig_external}"
            --openapi-schema "${applyconfig_openapi_schema}"
            --applyconfig-schema-from-types=false)
    fi
    echo "Generating client code for ${#group_versions[@]} targets"
    kube::codegen::internal::remove_marked "${out_dir}/${clientset_subdir}" client-gen
    args+=(--clientset-subdir "${clientset_subdir}" --clientset-name "${clientset_versioned_name}"
        --prefers-protobuf="${prefers_protobuf}")
    if [ "${watchable}" == "true" ]; then
        echo "Generating lister code for ${#input_pkgs[@]} targets"
        kube::codegen::internal::remove_marked "${out_dir}/${listers_subdir}" lister-gen
        echo "Generating informer code for ${#input_pkgs[@]} targets"
        kube::codegen::internal::remove_marked "${out_dir}/${informers_subdir}" informer-gen
        gens+=(listers informers)
        args+=(--listers-subdir "${listers_subdir}" --informers-subdir "${informers_subdir}")
    fi

    kube::codegen::internal::off_switches "${gens[@]}"
    "${KUBE_CODEGEN_KUBEGEN}" \
        -v "${v}" \
        --go-header-file "${boilerplate}" \
        --output-dir "${out_dir}" \
        ${out_pkg:+--output-pkg "${out_pkg}"} \
        --plural-exceptions "${plural_exceptions}" \
        --decoders=false \
        ${lint_rules:+--lint-rules "${lint_rules}"} \
        "${KUBE_CODEGEN_OFF[@]:+"${KUBE_CODEGEN_OFF[@]}"}" \
        "${args[@]}" \
        "${input_pkgs[@]}"
}

# remove_marked DIR TOOL removes the .go files below DIR carrying TOOL's
# generated-code marker line.
function kube::codegen::internal::remove_marked() {
    ( kube::codegen::internal::grep -l --null \
        -e "^// Code generated by $2. DO NOT EDIT.\$" \
        -r "$1" --include '*.go' 2>/dev/null || true ) | xargs -0 rm -f
}

# Generate the register files of the API packages (zz_generated.register.go:
# the group version, AddToScheme, and the kinds).
#
# USAGE: kube::codegen::gen_register [FLAGS] <input-dir>
#
# <input-dir>
#   A local directory (not a Go package) searched for the packages with a
#   +groupName tag.
#
# FLAGS:
#   --boilerplate <file = this module's hack/boilerplate.go.txt>
#     The header of every generated file.
#   --lint-rules <string>
#     Tag lint rules to enforce, comma separated (kubegen --help lists them).
function kube::codegen::gen_register() {
    local in_dir=""
    local boilerplate="${KUBE_CODEGEN_ROOT}/hack/boilerplate.go.txt"
    local v="${KUBE_VERBOSE:-0}"
    local lint_rules=""

    while [ "$#" -gt 0 ]; do
        case "$1" in
            "--boilerplate") boilerplate="$2"; shift 2 ;;
            "--lint-rules") lint_rules="$2"; shift 2 ;;
            *) kube::codegen::internal::positional "$1" || return 1; shift ;;
        esac
    done
    if [ -z "${in_dir}" ]; then
        echo "input-dir argument is required" >&2
        return 1
    fi

    kube::codegen::internal::install_kubegen || return 1

    local input_pkgs=()
    kube::codegen::internal::tagged_pkgs '^\s*//\s*+groupName' "${in_dir}" || return 1
    input_pkgs=("${KUBE_CODEGEN_PKGS[@]:+"${KUBE_CODEGEN_PKGS[@]}"}")
    if [ "${#input_pkgs[@]}" != 0 ]; then
        kube::codegen::internal::boilerplate "${boilerplate}" || return 1
        echo "Generating register code for ${#input_pkgs[@]} targets"
        kube::codegen::internal::findz "${in_dir}" -type f -name zz_generated.register.go | xargs -0 rm -f

        kube::codegen::internal::off_switches register
        "${KUBE_CODEGEN_KUBEGEN}" \
            -v "${v}" \
            --go-header-file "${boilerplate}" \
            ${lint_rules:+--lint-rules "${lint_rules}"} \
            "${KUBE_CODEGEN_OFF[@]:+"${KUBE_CODEGEN_OFF[@]}"}" \
            --register-file zz_generated.register.go \
            "${input_pkgs[@]}"
    fi
}
