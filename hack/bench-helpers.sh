#!/usr/bin/env bash
# Helpers benchmark: kube_codegen.sh's gen_helpers deepcopy and gen_register
# command lines (--output-file zz_generated.deepcopy.go / .register.go, the
# inputs found by their tags once, untimed), timed with upstream
# k8s.io/code-generator v0.37.2's deepcopy-gen and register-gen and with ours,
# prebuilt, warm Go build cache, best of BENCH_RUNS rounds (default 3). Rounds
# alternate which side runs first (upstream in rounds 1, 3, ..., ours in
# rounds 2, 4, ...). Each side works in its own copy of the input module and,
# like kube_codegen.sh, each run first deletes (timed) the files it will
# write. Our output must build (synthetic sizes) or be byte-identical to
# upstream's (k8sapi, which takes minutes to compile), or the benchmark fails.
#
# Prints one line per size:
#   budget helpers-<size> ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=15x PASS|MISS (<n> deepcopy packages)
#
# Environment: BENCH_RUNS, BENCH_SIZES="1x5 10x10 30x20 k8sapi", BENCH_SMOKE=1
# (CI: 1x5, two rounds, one per order), OURS_BIN=DIR (default: built into
# bin/), KEEP_WORK=1 to keep the modules.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

goal=15
fixtures::bench_setup "1x5 10x10 30x20 k8sapi"
declare -A BIN=([upstream]="${upstream_bin}" [ours]="${ours_bin}") MODS=()

# helpers SIDE: one gen_helpers deepcopy + gen_register run with SIDE's tools
# in SIDE's module.
helpers() {
  local bin="${BIN[$1]}"
  cd "${MODS[$1]}" || return
  find "${IN_DIR}" -type f \( -name zz_generated.deepcopy.go -o -name zz_generated.register.go \) -delete || return
  if [ "${#DC_PKGS[@]}" -gt 0 ]; then
    "${bin}/deepcopy-gen" -v 0 --output-file zz_generated.deepcopy.go --go-header-file "${BOILERPLATE}" "${DC_PKGS[@]}" || return
  fi
  if [ "${#REG_PKGS[@]}" -gt 0 ]; then
    "${bin}/register-gen" -v 0 --output-file zz_generated.register.go --go-header-file "${BOILERPLATE}" "${REG_PKGS[@]}"
  fi
}

# files SIDE lists the helper files of SIDE's module (relative paths).
files() {
  (cd "${MODS[$1]}" && find "${IN_DIR}" -type f \( -name zz_generated.deepcopy.go -o -name zz_generated.register.go \)) |
    LC_ALL=C sort
}

# same_files: the two sides wrote the same files with the same bytes.
same_files() {
  local f
  diff <(files upstream) <(files ours) || return
  while read -r f; do
    cmp "${MODS[upstream]}/${f}" "${MODS[ours]}/${f}" || return
  done < <(files upstream)
}

# bench SIZE, run in the size's module (upstream's copy): prints the budget
# line; returns 1 when a tool fails or our output is wrong.
bench() {
  local size="$1" name="helpers-$1" listed
  IN_DIR="${FIXTURE_IN}"
  MODS[upstream]="$(pwd -P)"
  MODS[ours]="${MODS[upstream]}-ours"
  BOILERPLATE="hack/boilerplate.go.txt"
  # synthapi writes the deep copies by hand (for the client generators);
  # here they are what is generated.
  [ "${size}" = k8sapi ] || find "${IN_DIR}" -name zz_generated.deepcopy.go -delete || return
  DC_PKGS=()
  REG_PKGS=()
  listed="$(codegen::tagged_pkgs '^\s*//\s*+k8s:deepcopy-gen=' "${IN_DIR}")" || return
  [ -z "${listed}" ] || mapfile -t DC_PKGS <<<"${listed}"
  listed="$(codegen::tagged_pkgs '^\s*//\s*+groupName' "${IN_DIR}")" || return
  [ -z "${listed}" ] || mapfile -t REG_PKGS <<<"${listed}"
  cp -R "${MODS[upstream]}" "${MODS[ours]}" || return
  fixtures::best_of "${runs}" : helpers upstream ours || fixtures::fail "${name}" "${FAILED_SIDE} FAILED" || return
  if [ "${size}" = k8sapi ]; then
    same_files >>"${LOG}" 2>&1 ||
      fixtures::fail "${name}" "ours=${BEST[ours]}s upstream=${BEST[upstream]}s output differs from upstream's: MISS" || return
  else
    (cd "${MODS[ours]}" && go build ./...) >>"${LOG}" 2>&1 ||
      fixtures::fail "${name}" "ours=${BEST[ours]}s upstream=${BEST[upstream]}s output does not build: MISS" || return
  fi
  fixtures::budget "${name}" "${BEST[ours]}" "${BEST[upstream]}" "${goal}" "(${#DC_PKGS[@]} deepcopy packages)"
}

fixtures::each_size bench
