#!/usr/bin/env bash
# Real projects' own code generation scripts, run unchanged with either
# upstream k8s.io/code-generator's kube_codegen.sh or this repository's.
# Used by internal/projecttest (equivalence, build, tests) and by
# hack/bench-codegen-script.sh (timing).
#
#   hack/projects-codegen.sh list                       # the project names
#   hack/projects-codegen.sh prepare NAME DEST          # writable copy of NAME's source in DEST
#   hack/projects-codegen.sh run NAME DEST SIDE TOOLDIR # NAME's update script in DEST
#   hack/projects-codegen.sh packages NAME              # what to build, vet and test after it
#   hack/projects-codegen.sh upstream-dir               # upstream code-generator's module directory
#
# SIDE is "upstream" (CODEGEN_PKG is upstream code-generator's module
# directory, at UPSTREAM_CODEGEN_VERSION, default v0.37.2) or "ours"
# (CODEGEN_PKG is this repository's root). TOOLDIR is a scratch directory
# of the run's own: GOBIN points into it, so one side never runs the other
# side's binaries (runs of one side may share one). For "ours",
# TOOLDIR/trap holds a stand-in for every upstream tool, first on PATH: a
# stand-in that runs appends its name to TOOLDIR/upstream-tools-run (emptied
# by every run) and fails. (Not in GOBIN: `go install` would not replace
# them with our own drop-in tools of the same names.)
#
# Projects (module versions come from the Go module proxy, except examples):
#   sample-apiserver  k8s.io/sample-apiserver: internal + versioned types,
#                     conversions, defaults, openapi-gen, applyconfigurations
#                     with the generated OpenAPI schema
#   kueue             sigs.k8s.io/kueue: kubebuilder layout, defaulter-gen on
#                     the config API, openapi-gen, applyconfig externals
#   snapshotter       github.com/kubernetes-csi/external-snapshotter/client:
#                     CRD clients of a plain gen_helpers + gen_client script
#   openshift-client-go  github.com/openshift/client-go: one gen_client
#                     --one-input-api call per API group (29) over the
#                     vendored github.com/openshift/api, with apply
#                     configurations and their OpenAPI schema
#   examples          k8s.io/code-generator's examples/ (not a module on the
#                     proxy): the copy in internal/projecttest/testdata
#                     (hand-written files only), or KUBEGEN_PROJECT_EXAMPLES
#
# Environment tweaks, each needed on both sides alike:
#   sample-apiserver, examples  without API_KNOWN_VIOLATIONS_DIR their
#                scripts pass --report-filename /dev/null, which
#                kube_codegen.sh's gen_openapi fails on (any API rule
#                violation is new): the report goes to TOOLDIR/api-rules/NAME,
#                rewritten (UPDATE_API_KNOWN_VIOLATIONS=true), and is
#                compared between the sides like the generated files.
#   kueue        doc.go of its config and visibility APIs gets the package
#                tag +k8s:defaulter-gen=TypeMeta, which defaulter-gen v0.37.2
#                needs (kueue v0.15.0 tags only types, which its older
#                code-generator read); its script asks `go list -m` in TOOLS_DIR (a module of its
#                repository that is not in the module zip) for
#                k8s.io/code-generator's directory: TOOLS_DIR is a scratch
#                module whose k8s.io/code-generator is replaced by a shim
#                directory whose kube_codegen.sh sources the side's.
#   snapshotter  its script sources $GOPATH/src/k8s.io/code-generator/
#                kube_codegen.sh: GOPATH is a scratch directory holding that
#                path (a link to the side's directory); GOMODCACHE is kept.
#   openshift-client-go  its tree in git has vendor/, the module zip does
#                not: prepare runs go mod vendor in the copy. Its script
#                sets CODEGEN_PKG itself, to the vendored code-generator
#                (v0.34), whose kube_codegen.sh prepare replaces by one
#                line sourcing $KUBEGEN_PROJECT_CODEGEN_PKG/kube_codegen.sh
#                (the same bytes on both sides), which run sets to the
#                side's directory. Its 29 gen_client calls took upstream's
#                tools 31 minutes on a 2-core machine loaded by other jobs
#                (ours: 8): prepare keeps the groups in
#                KUBEGEN_PROJECT_OPENSHIFT_GROUPS (space-separated; default
#                "apps route user", 4.3 minutes upstream, 47 s ours; "all"
#                runs the script as it is), editing the script's group loops.
#   examples     its go.mod replaces k8s.io/api, apimachinery and client-go
#                with the staging directories of Kubernetes' repository:
#                they are required at the upstream version instead.
set -euo pipefail

PC_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
PC_UPSTREAM_VERSION="${UPSTREAM_CODEGEN_VERSION:-v0.37.2}"
# The openshift/client-go groups generated unless KUBEGEN_PROJECT_OPENSHIFT_GROUPS
# says otherwise ("all": the script's 29).
PC_OPENSHIFT_GROUPS="apps route user"
# The upstream tools kube_codegen.sh runs: none may run on our side.
PC_UPSTREAM_TOOLS=(client-gen lister-gen informer-gen deepcopy-gen register-gen applyconfiguration-gen
  defaulter-gen conversion-gen validation-gen openapi-gen prerelease-lifecycle-gen)

# pc::module_dir MOD@VERSION downloads a module through the module proxy (or
# finds it in the module cache) and prints its directory.
pc::module_dir() {
  local json dir
  json="$(cd / && GOWORK=off GOFLAGS=-mod=mod go mod download -json "$1")" || return 1
  dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p' <<<"${json}")"
  [ -n "${dir}" ] && [ -d "${dir}" ] || { echo "no module directory for $1: ${json}" >&2; return 1; }
  echo "${dir}"
}

# pc::source NAME prints the directory holding NAME's source.
pc::source() {
  case "$1" in
    sample-apiserver) pc::module_dir "k8s.io/sample-apiserver@${PC_UPSTREAM_VERSION}" ;;
    kueue) pc::module_dir sigs.k8s.io/kueue@v0.15.0 ;;
    snapshotter) pc::module_dir github.com/kubernetes-csi/external-snapshotter/client/v8@v8.7.0 ;;
    openshift-client-go) pc::module_dir github.com/openshift/client-go@v0.0.0-20251015124057-db0dee36e235 ;;
    examples) (cd "${KUBEGEN_PROJECT_EXAMPLES:-${PC_REPO}/internal/projecttest/testdata/code-generator-examples}" && pwd -P) ;;
    *) echo "unknown project $1" >&2; return 1 ;;
  esac
}

# pc::prepare NAME DEST: a writable copy of the source with its module
# dependencies downloaded.
pc::prepare() {
  local name="$1" dest="$2" src
  src="$(pc::source "${name}")" || return 1
  rm -rf "${dest}"
  mkdir -p "$(dirname "${dest}")"
  cp -R "${src}" "${dest}"
  chmod -R u+w "${dest}"
  # The copy in testdata keeps its module files as _go.mod and _go.sum, so
  # that the go command does not take testdata for a module of its own.
  local f
  for f in go.mod go.sum; do
    if [ -f "${dest}/_${f}" ]; then mv "${dest}/_${f}" "${dest}/${f}"; fi
  done
  if [ "${name}" = examples ]; then
    # go get, not tidy: before generation no package imports k8s.io/api
    # (only the clients will), and tidy would drop it.
    (cd "${dest}" &&
      go mod edit -dropreplace k8s.io/api -dropreplace k8s.io/apimachinery -dropreplace k8s.io/client-go \
        -droprequire k8s.io/api -droprequire k8s.io/apimachinery -droprequire k8s.io/client-go &&
      GOWORK=off GOFLAGS=-mod=mod go get "k8s.io/api@${PC_UPSTREAM_VERSION}" \
        "k8s.io/apimachinery@${PC_UPSTREAM_VERSION}" "k8s.io/client-go@${PC_UPSTREAM_VERSION}") >&2
  fi
  if [ "${name}" = kueue ]; then
    # kueue's config and visibility APIs tag their types, not their
    # packages, with +k8s:defaulter-gen; defaulter-gen v0.37.2 reads the
    # package's tag only, so upstream's script writes no defaulters there
    # and the tree does not build. The migration to v0.37.2: the package tag
    # in doc.go (upstream's defaulter-gen then writes kueue's committed
    # files again, byte for byte).
    local doc
    for doc in "${dest}"/apis/config/*/doc.go "${dest}"/apis/visibility/*/doc.go; do
      grep -q '+k8s:defaulter-gen=' "${doc}" ||
        sed -i 's|^\(// +groupName=.*\)$|\1\n// +k8s:defaulter-gen=TypeMeta|' "${doc}"
    done
  fi
  if [ "${name}" = openshift-client-go ]; then
    # The inputs are the vendored API packages, as in the project's git tree.
    (cd "${dest}" && GOWORK=off GOFLAGS= go mod vendor) >&2 || return 1
    printf '# hack/projects-codegen.sh: the kube_codegen.sh of the side that runs.\nsource "${KUBEGEN_PROJECT_CODEGEN_PKG:?}/kube_codegen.sh"\n' \
      >"${dest}/vendor/k8s.io/code-generator/kube_codegen.sh"
    pc::openshift_groups "${dest}/hack/update-codegen.sh" "${KUBEGEN_PROJECT_OPENSHIFT_GROUPS:-${PC_OPENSHIFT_GROUPS}}" || return 1
  fi
  (cd "${dest}" && GOWORK=off GOFLAGS=-mod=mod go mod download) >&2
}

# pc::openshift_groups SCRIPT GROUPS keeps in each `for group in ...; do`
# loop of openshift/client-go's SCRIPT only the groups listed in GROUPS
# (space-separated; "all" keeps every one): a loop left with none runs no
# call. The other groups keep the generated files of the project's tree,
# the same on both sides.
pc::openshift_groups() {
  local script="$1" groups="$2"
  [ "${groups}" = all ] && return 0
  awk -v keep=" ${groups} " '
    /^for group in .*; do$/ {
      line = "for group in"
      for (i = 4; i < NF; i++) {
        g = $i; sub(/;$/, "", g)
        if (index(keep, " " g " ")) line = line " " g
      }
      print line "; do"
      next
    }
    { print }' "${script}" >"${script}.groups" && mv "${script}.groups" "${script}"
}

# pc::codegen_pkg SIDE prints the directory CODEGEN_PKG names on SIDE.
pc::codegen_pkg() {
  case "$1" in
    upstream) pc::module_dir "k8s.io/code-generator@${PC_UPSTREAM_VERSION}" ;;
    # KUBEGEN_PROJECT_OURS_CODEGEN stands in for this repository's root, to
    # try the harness itself (upstream's directory on both sides must fail
    # only the no-upstream-binary check).
    ours) echo "${KUBEGEN_PROJECT_OURS_CODEGEN:-${PC_REPO}}" ;;
    *) echo "unknown side $1 (upstream or ours)" >&2; return 1 ;;
  esac
}

# pc::shim TOOLDIR CODEGEN_PKG writes a directory that looks like the module
# k8s.io/code-generator to the go command and whose kube_codegen.sh sources
# CODEGEN_PKG's (which finds its own root through BASH_SOURCE, not the shim's).
pc::shim() {
  local shim="$1/shim"
  mkdir -p "${shim}"
  printf 'module k8s.io/code-generator\n\ngo 1.24\n' >"${shim}/go.mod"
  printf 'source %q\n' "$2/kube_codegen.sh" >"${shim}/kube_codegen.sh"
  echo "${shim}"
}

# pc::traps TOOLDIR writes the stand-ins for upstream's tools on PATH.
pc::traps() {
  local dir="$1" t
  mkdir -p "${dir}/trap" "${dir}/bin"
  : >"${dir}/upstream-tools-run"
  for t in "${PC_UPSTREAM_TOOLS[@]}"; do
    printf '#!/bin/sh\necho %s >>%q\necho "upstream %s ran on our side" >&2\nexit 1\n' \
      "${t}" "${dir}/upstream-tools-run" "${t}" >"${dir}/trap/${t}"
    chmod +x "${dir}/trap/${t}"
  done
}

# pc::run NAME DEST SIDE TOOLDIR runs NAME's update script in DEST.
pc::run() {
  local name="$1" dest="$2" side="$3" tooldir="$4" codegen shim
  codegen="$(pc::codegen_pkg "${side}")" || return 1
  mkdir -p "${tooldir}/bin"
  tooldir="$(cd "${tooldir}" && pwd -P)"
  local -a env=("CODEGEN_PKG=${codegen}" "GOBIN=${tooldir}/bin")
  if [ "${side}" = ours ]; then
    pc::traps "${tooldir}"
    env+=("PATH=${tooldir}/trap:${PATH}")
  fi
  case "${name}" in
    sample-apiserver | examples)
      mkdir -p "${tooldir}/api-rules/${name}"
      env+=("API_KNOWN_VIOLATIONS_DIR=${tooldir}/api-rules/${name}" "UPDATE_API_KNOWN_VIOLATIONS=true")
      ;;
    kueue)
      shim="$(pc::shim "${tooldir}" "${codegen}")"
      mkdir -p "${tooldir}/tools"
      printf 'module kubegen.test/tools\n\ngo 1.24\n\nrequire k8s.io/code-generator %s\n\nreplace k8s.io/code-generator => %s\n' \
        "${PC_UPSTREAM_VERSION}" "${shim}" >"${tooldir}/tools/go.mod"
      env+=("TOOLS_DIR=${tooldir}/tools")
      ;;
    snapshotter)
      mkdir -p "${tooldir}/gopath/src/k8s.io"
      ln -sfn "${codegen}" "${tooldir}/gopath/src/k8s.io/code-generator"
      env+=("GOMODCACHE=$(go env GOMODCACHE)" "GOPATH=${tooldir}/gopath")
      ;;
    openshift-client-go)
      env+=("KUBEGEN_PROJECT_CODEGEN_PKG=${codegen}")
      ;;
  esac
  (cd "${dest}" && env "${env[@]}" bash hack/"$(pc::script "${name}")")
}

# pc::script NAME prints the update script's name under hack/.
pc::script() {
  case "$1" in
    snapshotter) echo update-generated-code.sh ;;
    *) echo update-codegen.sh ;;
  esac
}

# pc::packages NAME prints the package patterns built, vetted and tested
# after generation: the whole module, except for kueue, whose other packages
# (controllers, webhooks, integration suites) take long to build and do
# not depend on what the script writes beyond what these packages check.
# None of these packages' tests needs envtest's binaries (no
# KUBEBUILDER_ASSETS): they run as they are.
pc::packages() {
  case "$1" in
    kueue) echo "./apis/... ./client-go/..." ;;
    *) echo "./..." ;;
  esac
}

# Sourced (hack/controller-gen-equivalence.sh uses pc::module_dir), it
# defines the functions only.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-}" in
    list) echo "sample-apiserver kueue snapshotter openshift-client-go examples" ;;
    prepare) pc::prepare "$2" "$3" ;;
    run) pc::run "$2" "$3" "$4" "$5" ;;
    packages) pc::packages "$2" ;;
    upstream-dir) pc::codegen_pkg upstream ;;
    *) sed -n '2,12p' "$0" >&2; exit 2 ;;
  esac
fi
