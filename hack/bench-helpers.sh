#!/usr/bin/env bash
# Helpers benchmark: kube_codegen.sh's gen_helpers deepcopy and gen_register
# command lines (--output-file zz_generated.deepcopy.go / .register.go, the
# inputs found by their tags), timed with upstream k8s.io/code-generator
# v0.37.2's deepcopy-gen and register-gen and with ours, prebuilt, warm Go
# build cache, best of BENCH_RUNS (default 3), sides alternating. Like
# kube_codegen.sh, each run first deletes the files it will write. Our output
# must build (synthetic sizes) or be byte-identical to upstream's deepcopy
# files (k8sapi, which takes minutes to compile), or the benchmark fails.
#
# Prints one line per size:
#   budget helpers-<size> ours=<s>s upstream=<s>s ratio=<upstream/ours>x goal=15x PASS|MISS
#
# Environment: BENCH_RUNS, BENCH_SIZES="1x5 10x10 30x20 k8sapi", BENCH_SMOKE=1
# (1x5 once), SYNTHAPI_DIR (see hack/codegen-fixtures.sh), KEEP_WORK=1.
set -euo pipefail
cd "$(dirname "$0")/.."
source hack/codegen-fixtures.sh

goal=15
runs="${BENCH_RUNS:-3}"
sizes="${BENCH_SIZES:-1x5 10x10 30x20 k8sapi}"
if [ -n "${BENCH_SMOKE:-}" ]; then
  runs=1
  sizes=1x5
fi

upstream_bin="$(hack/upstream-tools.sh)"
go build -o bin/ ./cmd/deepcopy-gen ./cmd/register-gen
ours_bin="$(pwd -P)/bin"
fixtures::workdir

# inputs TAG IN_DIR prints the import paths of the packages whose files carry
# the tag, as kube_codegen.sh finds them.
inputs() {
  (grep -l -r -e "^\s*//\s*+$1" "$2" --include '*.go' || true) | xargs -r -n1 dirname | LC_ALL=C sort -u |
    while read -r d; do (cd "$d" && go list -find .); done
}

# helpers BIN: one gen_helpers + gen_register run in the current module.
helpers() {
  local bin="$1"
  find "${IN_DIR}" -name zz_generated.deepcopy.go -delete
  find "${IN_DIR}" -name zz_generated.register.go -delete
  if [ "${#DC_PKGS[@]}" -gt 0 ]; then
    "${bin}/deepcopy-gen" -v 0 --output-file zz_generated.deepcopy.go --go-header-file "${BOILERPLATE}" "${DC_PKGS[@]}"
  fi
  if [ "${#REG_PKGS[@]}" -gt 0 ]; then
    "${bin}/register-gen" -v 0 --output-file zz_generated.register.go --go-header-file "${BOILERPLATE}" "${REG_PKGS[@]}"
  fi
}

timed() {
  local start end
  start="${EPOCHREALTIME}"
  helpers "$1" >>"${LOG}" 2>&1 || return
  end="${EPOCHREALTIME}"
  awk -v s="${start}" -v e="${end}" 'BEGIN { printf "%.3f\n", e - s }'
}

min() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || (b != "" && b + 0 < a + 0)) print b; else print a }'; }

# snapshot DIR: copies the generated helper files of the module to DIR.
snapshot() {
  rm -rf "$1" && mkdir -p "$1"
  find "${IN_DIR}" \( -name zz_generated.deepcopy.go -o -name zz_generated.register.go \) -print0 |
    while IFS= read -r -d '' f; do mkdir -p "$1/$(dirname "$f")" && cp "$f" "$1/$f"; done
}

bench() {
  local size="$1" ours="" upstream="" t i
  LOG="${work}/${size}.log"
  IN_DIR="$3"
  BOILERPLATE="$2/hack/boilerplate.go.txt"
  cd "$2"
  export GOWORK=off
  mapfile -t DC_PKGS < <(inputs 'k8s:deepcopy-gen=' "${IN_DIR}")
  mapfile -t REG_PKGS < <(inputs 'groupName' "${IN_DIR}")
  for ((i = 0; i < runs; i++)); do
    t="$(timed "${upstream_bin}")" || { echo "budget helpers-${size} upstream FAILED (${LOG})"; tail -n 20 "${LOG}"; return 1; }
    upstream="$(min "${upstream}" "${t}")"
    snapshot "${work}/${size}-upstream"
    t="$(timed "${ours_bin}")" || { echo "budget helpers-${size} ours FAILED"; tail -n 20 "${LOG}"; return 1; }
    ours="$(min "${ours}" "${t}")"
  done
  snapshot "${work}/${size}-ours"
  if [ "${size}" = k8sapi ]; then
    if ! diff -r "${work}/${size}-upstream" "${work}/${size}-ours" >>"${LOG}" 2>&1; then
      echo "budget helpers-${size} ours=${ours}s upstream=${upstream}s output differs from upstream's: MISS"
      return 1
    fi
  elif ! go build ./... >>"${LOG}" 2>&1; then
    echo "budget helpers-${size} ours=${ours}s upstream=${upstream}s output does not build: MISS"
    tail -n 20 "${LOG}"
    return 1
  fi
  awk -v size="${size}" -v o="${ours}" -v u="${upstream}" -v goal="${goal}" -v n="${#DC_PKGS[@]}" 'BEGIN {
    r = (o > 0) ? u / o : 0
    printf "budget helpers-%s ours=%.2fs upstream=%.2fs ratio=%.1fx goal=%dx %s (%d deepcopy packages)\n", size, o, u, r, goal, (r >= goal ? "PASS" : "MISS"), n
  }'
}

failed=0
for size in ${sizes}; do
  case "${size}" in
    k8sapi)
      fixtures::k8sapi "${work}/${size}"
      mkdir -p "${work}/${size}/hack"
      printf '/* k8s.io/api benchmark */\n' >"${work}/${size}/hack/boilerplate.go.txt"
      in_dir=.
      ;;
    *x*)
      fixtures::synthapi "${work}" "${work}/${size}" "${size%x*}" 1 "${size#*x}"
      # synthapi writes the deep copies by hand (for the client generators);
      # here they are what is generated.
      find "${work}/${size}/apis" -name zz_generated.deepcopy.go -delete
      in_dir=./apis
      ;;
    *)
      echo "unknown size ${size}: want GROUPSxKINDS or k8sapi" >&2
      exit 2
      ;;
  esac
  (bench "${size}" "${work}/${size}" "${in_dir}") || failed=1
  [ -n "${KEEP_WORK:-}" ] || rm -rf "${work:?}/${size}"
done
exit "${failed}"
