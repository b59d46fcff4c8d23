#!/usr/bin/env bash
# Regenerates the goldens of cmd/controller-gen's tests with upstream
# controller-gen v0.23.0 (built from the module proxy into a temporary
# directory): testdata/markers/golden/{rbac/role.yaml,webhook/manifests.yaml}
# and testdata/edge/golden/{role.yaml,manifests.yaml}.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
GOBIN="$bin" GOWORK=off go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0
cd "$root/cmd/controller-gen/testdata/markers"
rm -rf golden
GOWORK=off "$bin/controller-gen" rbac:roleName=manager-role webhook paths=./... \
  output:rbac:artifacts:config=golden/rbac output:webhook:artifacts:config=golden/webhook
cd ../edge
rm -rf golden
GOWORK=off "$bin/controller-gen" rbac:roleName=manager-role webhook paths=./... output:dir=golden
echo "regenerated the goldens below $root/cmd/controller-gen/testdata"
