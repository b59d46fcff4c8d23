#!/usr/bin/env bash
# Whole-pipeline benchmark: what a CRD project's update-codegen.sh runs
# through kube_codegen.sh of k8s.io/code-generator v0.37.2,
#   gen_helpers IN_DIR                   (deepcopy-gen)
#   gen_register IN_DIR                  (register-gen)
#   gen_client --with-watch --with-applyconfig --output-dir gen ... IN_DIR
#                                        (applyconfiguration-gen, client-gen,
#                                         lister-gen, informer-gen)
# with upstream's binaries (hack/codegen-invocation.sh: the functions' own
# discovery, deletions and command lines; only the `go install` of the tools
# is left out, they are prebuilt), against ONE run of our kubegen writing the
# same outputs:
#   kubegen --go-header-file ... --output-dir gen --output-pkg ... IN_DIR/...
# Each side works in its own copy of the input module, so both outputs stay
# whole and must build (`go build ./...` of the module, the in-place deep
# copies included), and both must write the same packages and helper files.
#
# Wall time of the whole pipeline, warm Go build cache, best of BENCH_RUNS
# rounds (default 3). Rounds alternate which side runs first (upstream in
# rounds 1, 3, ..., ours in rounds 2, 4, ...); before each run, untimed, the
# side's outputs of the previous round are deleted. Prints one line per size:
#   budget pipeline-<size> ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=15x PASS|MISS [notes]
# Notes: "(ours without apply configurations)" while our kubegen does not know
# --applyconfiguration-subdir (then upstream's side still writes them, ours
# does not, and the packages are compared without them); the gen_helpers
# tools kubegen does not replace (validation-gen, defaulter-gen,
# conversion-gen: k8s.io/api asks for two of them) run on neither side and
# are named.
#
# Sizes: 1x5, 10x10, 30x20 synthapi modules (groups x kinds, one version; the
# hand-written deep copies synthapi writes are deleted, they are generated
# here) and k8sapi (k8s.io/api v0.37.2, in_dir "."; building both outputs
# takes many minutes). BENCH_SMOKE=1 (CI): 1x5, two rounds, one per order.
# Timing never fails the script; a failing tool, a missing or extra output,
# or output that does not build does.
#
# Environment: BENCH_RUNS, BENCH_SIZES="1x5 10x10 30x20 k8sapi", BENCH_SMOKE,
# OURS_BIN=DIR (default: built into bin/), KEEP_WORK=1 to keep the modules.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-invocation.sh
source hack/codegen-fixtures.sh

goal=15
fixtures::bench_setup "1x5 10x10 30x20 k8sapi"

# Apply configurations come to kubegen with --applyconfiguration-subdir
# (default "applyconfiguration", as gen_client's); until then ours writes none.
ours_applyconfig=false
if grep -q -e '--applyconfiguration-subdir' <<<"$("${ours_bin}/kubegen" --help 2>&1 || true)"; then
  ours_applyconfig=true
fi

OUT=gen
declare -A MODS=()

# clean SIDE deletes what SIDE's last run wrote: the output tree and the
# in-place helper files, so every run starts from the same module.
clean() {
  rm -rf "${MODS[$1]:?}/${OUT}" || return
  find "${MODS[$1]}/${IN}" -type f \( -name zz_generated.deepcopy.go -o -name zz_generated.register.go \) -delete
}

# pipeline SIDE is one whole run of SIDE's pipeline in its module.
pipeline() {
  cd "${MODS[$1]}" || return
  local boilerplate=hack/boilerplate.go.txt
  case "$1" in
    upstream)
      codegen::gen_helpers "${upstream_bin}" --boilerplate "${boilerplate}" "${IN}" || return
      codegen::gen_register "${upstream_bin}" --boilerplate "${boilerplate}" "${IN}" || return
      codegen::gen_client "${upstream_bin}" "${upstream_bin}" --with-watch --with-applyconfig \
        --output-dir "${OUT}" --output-pkg "${PKG}/${OUT}" --boilerplate "${boilerplate}" "${IN}"
      ;;
    ours)
      "${ours_bin}/kubegen" -v "${KUBE_VERBOSE:-0}" --go-header-file "${boilerplate}" \
        --output-dir "${OUT}" --output-pkg "${PKG}/${OUT}" "${IN}/..."
      ;;
  esac
}

# outputs SIDE lists what SIDE's module holds of generated code (relative
# paths): the packages of the output tree (file names within a package are
# free, the package layout is not; apply configurations left out while ours
# writes none) and the helper files in the inputs.
outputs() {
  (
    cd "${MODS[$1]}" || exit
    find "${OUT}" -type f -name '*.go' -printf '%h/\n'
    find "${IN}" -path "./${OUT}" -prune -o -type f \
      \( -name zz_generated.deepcopy.go -o -name zz_generated.register.go \) -print
  ) | if [ "${ours_applyconfig}" = true ]; then cat; else grep -v "^${OUT}/applyconfiguration/"; fi | LC_ALL=C sort -u
}

# bench SIZE, run in the size's module (upstream's copy): prints the budget
# line; returns 1 when a side fails, the two sides' files differ or an output
# does not build.
bench() {
  local size="$1" name="pipeline-$1" side notes=()
  MODS[upstream]="$(pwd -P)"
  MODS[ours]="${MODS[upstream]}-ours"
  IN="${FIXTURE_IN}"
  # synthapi writes the deep copies by hand (for the client generators);
  # here they are what is generated.
  [ "${size}" = k8sapi ] || find "${IN}" -name zz_generated.deepcopy.go -delete || return
  PKG="$(go list -m)" || return
  cp -R "${MODS[upstream]}" "${MODS[ours]}" || return
  fixtures::best_of "${runs}" clean pipeline upstream ours || fixtures::fail "${name}" "${FAILED_SIDE} FAILED" || return
  if [ "${ours_applyconfig}" = true ] && [ ! -d "${MODS[ours]}/${OUT}/applyconfiguration" ]; then
    fixtures::fail "${name}" "ours wrote no ${OUT}/applyconfiguration: MISS" || return
  fi
  if ! diff <(outputs upstream) <(outputs ours) >>"${LOG}" 2>&1; then
    fixtures::fail "${name}" "the sides wrote different packages or helper files (< upstream, > ours): MISS" || return
  fi
  for side in upstream ours; do
    fixtures::finish "${MODS[${side}]}" >>"${LOG}" 2>&1 || fixtures::fail "${name}" "${side} go.mod update FAILED" || return
    (cd "${MODS[${side}]}" && go build ./...) >>"${LOG}" 2>&1 ||
      fixtures::fail "${name}" "ours=${BEST[ours]}s upstream=${BEST[upstream]}s ${side}'s output does not build: MISS" || return
  done
  [ "${ours_applyconfig}" = true ] || notes+=("(ours without apply configurations)")
  local skipped
  skipped="$(sed -n 's/^skipped: \([a-z-]* for [0-9]* packages\).*/\1/p' "${LOG}" | LC_ALL=C sort -u | paste -sd, - | sed 's/,/, /g')"
  [ -z "${skipped}" ] || notes+=("(run on neither side: ${skipped})")
  fixtures::budget "${name}" "${BEST[ours]}" "${BEST[upstream]}" "${goal}" "${notes[*]:-}"
}

fixtures::each_size bench
