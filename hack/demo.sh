#!/usr/bin/env bash
# The kubegen demo, from a fresh clone:
#   1. builds the generators (cmd/kubegen, client-gen, lister-gen, informer-gen),
#   2. regenerates examples/crd's clientset, listers and informers with them,
#   3. starts the embedded API server (etcd + kube-apiserver) and installs
#      examples/crd's CRDs,
#   4. runs the example controller while a scripted client creates its
#      Namespace, then creates, scales, updates and deletes Foos and Bars,
#      printing every informer event and reconcile; the controller records
#      a core/v1 Event for every status it writes, and the script ends by
#      listing those Events from the server and saying what the run proved.
#
# Usage: hack/demo.sh [--all] [controller flags...]
#   --all            then also run the five informer demos (deltafifo,
#                    listwatch, reflector, indexer, myinformer)
#   controller flags go to examples/crd/cmd/controller, e.g.
#                    --kubeconfig FILE --install-crds to use a real cluster.
# The first run downloads modules and builds the API server, which takes
# about 10 minutes on two cores; later runs take seconds. Every long step
# prints a line at least every 15 s. DEMO_TIMEOUT bounds the whole run
# (default 45m: a first run on a busy two-core machine builds the API server
# for well over 10 minutes).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${repo_root}"

all=false
args=()
for arg in "$@"; do
	case "${arg}" in
	--all) all=true ;;
	*) args+=("${arg}") ;;
	esac
done

bin="$(mktemp -d)"
trap 'rm -rf "${bin}"' EXIT

say() { printf '\n===== %s\n' "$*"; }

# bounded runs a command for at most DEMO_TIMEOUT where timeout(1) exists;
# the controller's own --timeout bounds the script everywhere.
bounded() {
	if command -v timeout >/dev/null; then
		timeout "${DEMO_TIMEOUT:-45m}" "$@"
	else
		"$@"
	fi
}

# progress runs a long step, printing a line every 15 s while it runs.
progress() { "${repo_root}/hack/progress.sh" "$@"; }

say "building the generators (first run: minutes, module downloads and compiling; seconds later)"
progress "building the generators" \
	go build -o "${bin}/" ./cmd/kubegen ./cmd/client-gen ./cmd/lister-gen ./cmd/informer-gen
ls "${bin}"

say "regenerating examples/crd/pkg/generated from examples/crd/apis (first run: the deep copies' typed load compiles the API's dependencies, about a minute; later well under a second)"
start=$(date +%s%N)
KUBEGEN="${bin}/kubegen" progress "regenerating examples/crd" hack/update-codegen.sh -v 1
echo "generated in $(( ($(date +%s%N) - start) / 1000000 )) ms (including process start)"
KUBEGEN="${bin}/kubegen" hack/verify-codegen.sh

say "building the example controller (first run: 3-15 min on 2 cores, depending on load; seconds later)"
(cd examples && progress "building the example controller" go build -o "${bin}/controller" ./crd/cmd/controller)

say "running the controller with the scripted client"
echo "(on the first run it builds the embedded API server: ~5 min on 2 cores, reported every 15 s)"
bounded "${bin}/controller" --script "${args[@]}"

if "${all}"; then
	for demo in deltafifo listwatch reflector indexer myinformer; do
		say "go run ./examples/${demo}"
		bounded go run "./examples/${demo}"
	done
fi

say "demo done"
