#!/usr/bin/env bash
# Test API server benchmark (package testenv): the real kube-apiserver
# (testenv.KubeAPIServer, the default) beside the apiextensions-only server
# (testenv.APIExtensionsServer). There is no upstream side; it prints
#   measure testenv-cold-build kube-apiserver=<s>s (<n> packages) apiextensions=<s>s (<n> packages) ratio=<kube/ext>x
#       `go build` of cmd/kubegen-testserver in testenv/ with an EMPTY Go
#       build cache (a new GOCACHE directory) and the module cache already
#       filled (every module downloaded, untimed, first), GOWORK=off,
#       -mod=readonly -buildvcs=false, as testenv/binary.go builds it; the
#       apiextensions-only binary is built with -tags
#       kubegen_apiextensions_only, which leaves out k8s.io/kubernetes. <n> counts the packages compiled (go build -v),
#       the standard library's included.
#   measure testenv-{per-test-start,warm-start,crd-served,restart} kube-apiserver=<median>s[<min>-<max>] apiextensions=... ratio=<kube/ext>x
#       from cmd/testenv-bench (see there): a new test's testenv.Start with
#       the binary built (its up-to-date check included), Start alone,
#       InstallCRDs of one CRD until it is served, RestartAPIServer.
#   budget testenv-warm-start kube-apiserver=<s>s ... goal<=3s PASS|MISS
#   budget testenv-per-test-start kube-apiserver=<s>s ... goal<=10s PASS|MISS
# The budgets are for 2 cores. Timing never fails the script; a failing
# build or server does (its log is shown).
#
# Environment: BENCH_RUNS (rounds of the start figures, default 5),
# BENCH_COLD=0 to leave out the cold builds, BENCH_SMOKE=1 (CI: no cold
# builds, one round; KUBEGEN_TESTSERVER, when set, is then used as is, so
# the per-test start has no up-to-date check to pay; the full form unsets
# it).
set -euo pipefail
cd "$(dirname "$0")/../testenv"
export GOWORK=off

runs="${BENCH_RUNS:-5}"
cold="${BENCH_COLD:-1}"
if [ -n "${BENCH_SMOKE:-}" ]; then
  runs=1
  cold=0
else
  unset KUBEGEN_TESTSERVER
fi
tmp="$(mktemp -d)"
trap 'rm -rf "${tmp}"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }
echo "info testenv cores=$(nproc 2>/dev/null || echo '?') load=$(load) $(go env GOVERSION) rounds=${runs} cold-build=${cold}"

# fail WHAT LOG: says what failed with the end of LOG, and exits.
fail() {
  echo "bench-testenv: $1 failed; its log ends with:" >&2
  tail -n 40 "$2" >&2
  exit 1
}

# cold_build NAME TAGS: builds the server with TAGS into an empty build
# cache; prints "<seconds> <packages compiled>".
cold_build() {
  local cache="${tmp}/gocache-$1" log="${tmp}/cold-$1.log" t0 t1
  mkdir -p "${cache}"
  t0="$(date +%s.%N)"
  GOCACHE="${cache}" go build -v -mod=readonly -buildvcs=false -tags "$2" -o "${tmp}/server-$1" ./cmd/kubegen-testserver 2>"${log}" ||
    fail "cold build of the ${1} server" "${log}"
  t1="$(date +%s.%N)"
  rm -rf "${cache}"
  # -v names each package it compiles, one a line.
  echo "$(awk -v a="${t0}" -v b="${t1}" 'BEGIN { printf "%.1f", b - a }') $(grep -vc '^go: ' "${log}")"
}

if [ "${cold}" != 0 ]; then
  # Fill the module cache first (untimed): the figure is the compile.
  go list -mod=readonly -deps ./cmd/kubegen-testserver >/dev/null
  read -r ext_s ext_n < <(cold_build apiextensions kubegen_apiextensions_only)
  read -r kube_s kube_n < <(cold_build kube-apiserver "")
  awk -v k="${kube_s}" -v kn="${kube_n}" -v e="${ext_s}" -v en="${ext_n}" 'BEGIN {
    printf "measure testenv-cold-build kube-apiserver=%.1fs (%d packages) apiextensions=%.1fs (%d packages) ratio=%.2fx\n", k, kn, e, en, (e > 0 ? k / e : 0)
  }'
  echo "info testenv load-after-cold-builds=$(load)"
fi

go build -o "${tmp}/" ./cmd/testenv-bench
"${tmp}/testenv-bench" -runs "${runs}" 2>"${tmp}/starts.log" || fail "testenv-bench" "${tmp}/starts.log"
echo "info testenv load-at-end=$(load)"
