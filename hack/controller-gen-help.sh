#!/usr/bin/env bash
# Records the help data our controller-gen prints for -h and -w
# (generators/controllergen/help/*.json) from upstream controller-gen
# v0.23.0's JSON help: `-hhhh` (the options of the command line) and
# `<generator> -wwww` (the markers each generator reads). Our command
# renders every help level from these files, so review the diff before
# committing; the corpus cases cli-help* and cli-markers* check the result.
#
#   hack/controller-gen-help.sh            # build upstream from the module proxy
#   CONTROLLER_GEN=/path/to/bin hack/controller-gen-help.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(hack/upstream-controller-gen.sh)"

out=generators/controllergen/help
"${bin}" -hhhh >"${out}/options.json" 2>/dev/null
# schemapatch registers the crd generator's markers: the command reads
# crd's file for it (the corpus case cli-markers-schemapatch checks it).
for gen in applyconfiguration crd rbac:roleName=r webhook object; do
  "${bin}" "${gen}" -wwww >"${out}/markers-${gen%%:*}.json"
done
git status --short "${out}"
