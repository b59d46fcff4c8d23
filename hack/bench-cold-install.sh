#!/usr/bin/env bash
# Cold install of each command: what `go install` of one tool costs on a
# fresh machine (an empty GOCACHE, a new one for every install; the module
# cache as it is, every module already downloaded), for ours at HEAD, ours
# at a base revision (BENCH_BASE, e.g. the commit before a change to what
# the commands link) and upstream's same tool where there is one:
#   k8s.io/code-generator v0.37.2's cmd/<tool> (go install <pkg>@version,
#   with upstream's own pinned dependencies), k8s.io/kube-openapi's
#   openapi-gen built inside code-generator's module (as kube_codegen.sh
#   does), sigs.k8s.io/controller-tools v0.23.0's controller-gen.
# Rounds (BENCH_RUNS, default 2) interleave the sides tool by tool. Prints
# one line per install:
#   cold-install <tool> <side> run=<n> deps=<go list -deps count> size=<binary bytes> wall=<s> user=<s> sys=<s>
# CPU (user+sys) is the figure a shared machine disturbs least. Every side
# builds with GOWORK=off: its module alone, as `go install pkg@version`.
#
#   hack/bench-cold-install.sh [TOOL...]     # default: every command under cmd/
# Environment: BENCH_RUNS, BENCH_BASE=<git revision> (no base side when
# empty), BENCH_UPSTREAM=0 to leave upstream out, BENCH_SIDES="upstream base
# ours" to choose the sides and their order, KEEP_WORK=1, BENCH_SMOKE=1 (one
# round of validation-gen alone unless tools are named).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd -P)"
runs="${BENCH_RUNS:-2}"
# The smoke form (CI, BENCH_SMOKE=1): one round of one small tool, so the
# script is exercised without a dozen cold builds.
if [ -n "${BENCH_SMOKE:-}" ]; then
  runs=1
  [ "$#" -gt 0 ] || set -- validation-gen
fi
codegen_version=v0.37.2
controller_tools_version=v0.23.0

tools=("$@")
if [ "${#tools[@]}" -eq 0 ]; then
  for d in cmd/*/; do tools+=("$(basename "${d}")"); done
fi

work="$(mktemp -d)"
if [ -z "${KEEP_WORK:-}" ]; then trap 'rm -rf "${work}"' EXIT; else echo "work: ${work}" >&2; fi

declare -A SRC=([ours]="${repo}")
sides=(ours)
if [ -n "${BENCH_BASE:-}" ]; then
  mkdir -p "${work}/base"
  git archive "${BENCH_BASE}" | tar -x -C "${work}/base"
  SRC[base]="${work}/base"
  sides+=(base)
fi
if [ "${BENCH_UPSTREAM:-1}" != 0 ]; then
  sides+=(upstream)
  codegen_dir="$(cd "${work}" && GOWORK=off GOFLAGS=-mod=mod go mod download -json "k8s.io/code-generator@${codegen_version}" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  tools_dir="$(cd "${work}" && GOWORK=off GOFLAGS=-mod=mod go mod download -json "sigs.k8s.io/controller-tools@${controller_tools_version}" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
fi

# upstream_pkg TOOL: the directory to build in and the package upstream's
# TOOL is, or nothing when upstream has no such tool.
upstream_pkg() {
  case "$1" in
    kubegen) ;;
    controller-gen) echo "${tools_dir} sigs.k8s.io/controller-tools/cmd/controller-gen" ;;
    openapi-gen) echo "${codegen_dir} k8s.io/kube-openapi/cmd/openapi-gen" ;;
    *) [ -d "${codegen_dir}/cmd/$1" ] && echo "${codegen_dir} k8s.io/code-generator/cmd/$1" ;;
  esac
}

# install TOOL SIDE RUN: one cold install, timed, and its line.
install() {
  local tool="$1" side="$2" run="$3" dir pkg
  if [ "${side}" = upstream ]; then
    read -r dir pkg <<<"$(upstream_pkg "${tool}")" || true
    [ -n "${pkg:-}" ] || return 0
  else
    dir="${SRC[${side}]}" pkg="./cmd/${tool}"
  fi
  local cache bin deps flags=""
  # Upstream builds inside its own module (read-only in the module cache):
  # its go.mod pins its dependencies, as `go install pkg@version` does.
  [ "${side}" != upstream ] || flags=-mod=readonly
  cache="$(mktemp -d "${work}/gocache.XXXXXX")"
  bin="$(mktemp -d "${work}/bin.XXXXXX")"
  deps="$(cd "${dir}" && GOWORK=off GOFLAGS="${GOFLAGS:-} ${flags}" go list -deps "${pkg}" | wc -l)"
  # bash's own time (wall, user, sys of the install and its children):
  # no time(1) package needed.
  local TIMEFORMAT="%R %U %S"
  { time (cd "${dir}" && GOWORK=off GOFLAGS="${GOFLAGS:-} ${flags}" GOCACHE="${cache}" GOBIN="${bin}" \
    go install "${pkg}"); } 2>"${work}/time"
  read -r wall user sys < <(tail -n 1 "${work}/time")
  echo "cold-install ${tool} ${side} run=${run} deps=${deps} size=$(stat -c %s "${bin}/${tool}") wall=${wall} user=${user} sys=${sys}"
  rm -rf "${cache}" "${bin}"
}

# BENCH_SIDES (e.g. "upstream ours") picks sides and their first order.
[ -z "${BENCH_SIDES:-}" ] || read -r -a sides <<<"${BENCH_SIDES}"

for run in $(seq "${runs}"); do
  for tool in "${tools[@]}"; do
    # Alternate which side goes first from one round to the next.
    order=("${sides[@]}")
    if [ $((run % 2)) -eq 0 ]; then
      order=()
      for ((i = ${#sides[@]} - 1; i >= 0; i--)); do order+=("${sides[i]}"); done
    fi
    for side in "${order[@]}"; do install "${tool}" "${side}" "${run}"; done
  done
done
