#!/usr/bin/env bash
# Fails (exit 1, with a unified diff on stdout) when the committed generated
# code of examples/crd is not what kubegen generates from its API types now.
# Writes nothing. Takes the same environment as hack/update-codegen.sh.
set -euo pipefail

hack_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! "${hack_dir}/update-codegen.sh" --verify; then
	echo "examples/crd/pkg/generated is stale: run hack/update-codegen.sh (or go generate ./crd/... in examples/)" >&2
	exit 1
fi
echo "examples/crd/pkg/generated is up to date" >&2
