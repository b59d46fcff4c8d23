#!/usr/bin/env bash
# Real kubebuilder projects' own controller-gen command lines, run with two
# controller-gen binaries (upstream's v0.23.0 and ours, or any two), each in
# its own copy of the project; the two trees must then be byte-identical.
# Used by internal/projecttest (TestControllerGenProjects) and by
# hack/bench-controller-gen.sh (timing).
#
#   hack/controller-gen-equivalence.sh                        # upstream (built) against ./cmd/controller-gen
#   hack/controller-gen-equivalence.sh compare UP OURS [NAME...]  # two binaries, the named projects (default: all)
#   hack/controller-gen-equivalence.sh list                   # the project names
#   hack/controller-gen-equivalence.sh prepare NAME DEST      # writable copy of NAME's source in DEST
#   hack/controller-gen-equivalence.sh lines NAME DEST BIN    # NAME's command lines with BIN, one a line
#   hack/controller-gen-equivalence.sh run NAME DEST BIN      # run them in DEST
#   hack/controller-gen-equivalence.sh upstream-bin DIR       # go install upstream v0.23.0 into DIR, print its path
#
# The command lines are the projects' own: `make -n TARGETS
# CONTROLLER_GEN=BIN` in the copy prints every recipe line of the targets
# that write manifests and deep copies, with the Makefile's variables
# expanded; the lines that start with BIN are run, in order, with bash
# (their quoting as the Makefile has it). Nothing else of the recipes runs
# (no tool installs, no kustomize or helm). Projects (module versions from
# the Go module proxy or the module cache):
#   jobset       sigs.k8s.io/jobset v0.10.1: make manifests generate (crd with
#                generateEmbeddedObjectMeta, rbac, webhook over ./pkg/..., object)
#   lws          sigs.k8s.io/lws v0.7.0: make manifests generate (paths="{./api/..., ./pkg/...}")
#   kueue        sigs.k8s.io/kueue v0.15.0: make manifests generate-code (paths= a ; list)
#   gateway-api  sigs.k8s.io/gateway-api v1.4.0: its Makefile runs no
#                controller-gen; hack/update-clientset.sh's `go run
#                .../controller-gen object:... paths=./apis/... paths=./apisx/...`
#                line. Its CRDs come from its own program on controller-tools'
#                packages, which no drop-in replaces; `crd paths=./apis/...`
#                is no command line of it either: upstream v0.23.0 rejects
#                five of its markers (listType on a string, MaxLength on lists)
#                that its own generator reads differently.
set -euo pipefail

CG_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
CG_PROJECTS=(jobset lws kueue gateway-api)
# Temporary directories removed when the script exits (KEEP_WORK=1 keeps them).
CG_CLEANUP=()
cg::cleanup() { [ -n "${KEEP_WORK:-}" ] || [ "${#CG_CLEANUP[@]}" -eq 0 ] || rm -rf "${CG_CLEANUP[@]}"; }
trap cg::cleanup EXIT

# pc::module_dir MOD@VERSION (the module's directory, downloaded through the
# module proxy when the module cache lacks it) is projects-codegen.sh's.
source "${CG_REPO}/hack/projects-codegen.sh"

cg::module() {
  case "$1" in
    jobset) echo sigs.k8s.io/jobset@v0.10.1 ;;
    lws) echo sigs.k8s.io/lws@v0.7.0 ;;
    kueue) echo sigs.k8s.io/kueue@v0.15.0 ;;
    gateway-api) echo sigs.k8s.io/gateway-api@v1.4.0 ;;
    *) echo "unknown project $1 (known: ${CG_PROJECTS[*]})" >&2; return 1 ;;
  esac
}

# cg::targets NAME: the make targets whose controller-gen lines run.
cg::targets() {
  case "$1" in
    jobset | lws) echo manifests generate ;;
    kueue) echo manifests generate-code ;;
    gateway-api) echo "" ;;
  esac
}

# cg::prepare NAME DEST: a writable copy of the project with its module
# dependencies downloaded (controller-gen type-checks the packages).
cg::prepare() {
  local name="$1" dest="$2" mod src
  mod="$(cg::module "${name}")" || return 1
  src="$(pc::module_dir "${mod}")" || return 1
  rm -rf "${dest}"
  mkdir -p "$(dirname "${dest}")"
  cp -R "${src}" "${dest}"
  chmod -R u+w "${dest}"
  (cd "${dest}" && GOWORK=off GOFLAGS=-mod=mod go mod download) >&2
}

# cg::lines NAME DEST BIN prints NAME's controller-gen command lines with
# BIN as the binary, one logical line each (continuations joined).
cg::lines() {
  local name="$1" dest="$2" bin="$3" targets
  if [ "${name}" = gateway-api ]; then
    # hack/update-clientset.sh's line, with SCRIPT_ROOT expanded to ".".
    printf '%s\n' "${bin} object:headerFile=./hack/boilerplate/boilerplate.generatego.txt paths=\"./apis/...\" paths=\"./apisx/...\""
    return
  fi
  targets="$(cg::targets "${name}")"
  # shellcheck disable=SC2086 # targets are words
  # make -n still runs the $(shell ...) of the Makefiles (git describe...),
  # whose complaints about the copy say nothing here.
  (cd "${dest}" && make --no-print-directory -n ${targets} CONTROLLER_GEN="${bin}" 2>/dev/null) |
    awk -v bin="${bin}" '
      { line = (cont ? line " " : "") $0 }
      /\\$/ { sub(/\\$/, "", line); cont = 1; next }
      { cont = 0; gsub(/[\t ]+/, " ", line); sub(/^ /, "", line)
        if (index(line, bin " ") == 1) print line }'
}

# cg::run NAME DEST BIN runs NAME's command lines in DEST.
cg::run() {
  local name="$1" dest="$2" bin="$3" line lines
  lines="$(cg::lines "${name}" "${dest}" "${bin}")" || return 1
  [ -n "${lines}" ] || { echo "no controller-gen command line found for ${name}" >&2; return 1; }
  while IFS= read -r line; do
    echo "+ ${line}" >&2
    (cd "${dest}" && GOWORK=off GOFLAGS=-mod=mod bash -c "${line}") || return 1
  done <<<"${lines}"
}

# cg::upstream_bin DIR installs upstream controller-gen v0.23.0 into DIR
# (unless there already) and prints its path.
cg::upstream_bin() {
  local dir="$1"
  mkdir -p "${dir}"
  dir="$(cd "${dir}" && pwd -P)"
  if [ ! -x "${dir}/controller-gen" ]; then
    (cd "${dir}" && GOBIN="${dir}" GOWORK=off GOFLAGS=-mod=mod go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0) >&2 || return 1
  fi
  echo "${dir}/controller-gen"
}

# cg::touched DIR STAMP lists the files below DIR written after STAMP: the
# files a run wrote, even those it rewrote with the same bytes. Upstream
# rewrites every file it generates; ours leaves a file whose bytes are
# already right untouched (kubegen's writer keeps file times for make). So
# ours may write fewer files, never others: a file only upstream wrote
# must then hold the same bytes on both sides, which diff -r checks, and
# a file upstream changed is one ours must have written too.
cg::touched() { (cd "$1" && find . -type f -newer "$2" | LC_ALL=C sort); }

# cg::compare UP OURS NAME...: each project twice, then diff -r, and the
# files each side wrote.
cg::compare() {
  local up="$1" ours="$2" work name status=0
  shift 2
  [ "$#" -gt 0 ] || set -- "${CG_PROJECTS[@]}"
  work="$(mktemp -d)"
  CG_CLEANUP+=("${work}")
  [ -z "${KEEP_WORK:-}" ] || echo "work directory: ${work}" >&2
  for name in "$@"; do
    echo "== ${name}"
    cg::prepare "${name}" "${work}/upstream/${name}" || return 1
    mkdir -p "${work}/ours"
    cp -R "${work}/upstream/${name}" "${work}/ours/${name}"
    sleep 1 # file times may have a resolution of a second
    touch "${work}/${name}.stamp"
    cg::run "${name}" "${work}/upstream/${name}" "${up}" || { echo "${name}: upstream's run FAILED"; status=1; continue; }
    if ! cg::run "${name}" "${work}/ours/${name}" "${ours}"; then
      echo "${name}: our run FAILED"
      status=1
      continue
    fi
    cg::touched "${work}/upstream/${name}" "${work}/${name}.stamp" >"${work}/${name}.upstream-wrote"
    cg::touched "${work}/ours/${name}" "${work}/${name}.stamp" >"${work}/${name}.ours-wrote"
    # comm -13: the lines only in ours' list (both lists are sorted).
    if LC_ALL=C comm -13 "${work}/${name}.upstream-wrote" "${work}/${name}.ours-wrote" >"${work}/${name}.diff" && [ -s "${work}/${name}.diff" ]; then
      echo "${name}: DIFFERENT files written (ours only, upstream wrote none of them)"
      head -n 60 "${work}/${name}.diff"
      status=1
    elif diff -r "${work}/upstream/${name}" "${work}/ours/${name}" >"${work}/${name}.diff"; then
      echo "${name}: identical ($(wc -l <"${work}/${name}.upstream-wrote") files written by upstream, $(wc -l <"${work}/${name}.ours-wrote") by ours, the others already right)"
    else
      echo "${name}: DIFFERENT"
      head -n 60 "${work}/${name}.diff"
      status=1
    fi
  done
  return "${status}"
}

main() {
  local cmd="${1:-}"
  [ "$#" -eq 0 ] || shift
  case "${cmd}" in
    list) printf '%s\n' "${CG_PROJECTS[@]}" ;;
    prepare) cg::prepare "$@" ;;
    lines) cg::lines "$@" ;;
    run) cg::run "$@" ;;
    upstream-bin) cg::upstream_bin "$@" ;;
    compare) cg::compare "$@" ;;
    "")
      local tools up ours
      if [ ! -d "${CG_REPO}/cmd/controller-gen" ]; then
        echo "no cmd/controller-gen in this repository yet: use compare UP OURS" >&2
        exit 2
      fi
      tools="$(mktemp -d)"
      CG_CLEANUP+=("${tools}")
      up="$(cg::upstream_bin "${tools}/upstream")"
      (cd "${CG_REPO}" && go build -o "${tools}/ours/controller-gen" ./cmd/controller-gen)
      ours="${tools}/ours/controller-gen"
      cg::compare "${up}" "${ours}"
      ;;
    *) echo "unknown command ${cmd}; see the comment at the top of $0" >&2; exit 2 ;;
  esac
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  main "$@"
fi
