#!/usr/bin/env bash
# Regenerates generators/markers' upstream goldens with controller-tools
# v0.23.0's own marker package: testdata/upstream-parse.json (each marker of
# testdata/corpus.txt parsed) and testdata/upstream-collect.txt (the markers
# its collector gives each node of testdata/collect). The program
# (hack/markers-upstream/main.go) runs in a scratch module of its own, so
# kubegen's module never requires controller-tools.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
td="${root}/generators/markers/testdata"
scratch="$(mktemp -d)"
trap 'rm -rf "${scratch}"' EXIT
cp hack/markers-upstream/main.go "${scratch}/main.go"
sed -i '/^\/\/go:build ignore$/d' "${scratch}/main.go"
sed 's/^package markers$/package main/' "${td}/../upstreamtypes_test.go" >"${scratch}/types.go"
mkdir -p "${scratch}/collect"
cp "${td}"/collect/*.go "${scratch}/collect/"
cd "${scratch}"
go mod init example.com/markersref >/dev/null 2>&1
go mod edit -require=sigs.k8s.io/controller-tools@v0.23.0
GOFLAGS=-mod=mod go mod tidy >/dev/null 2>&1
GOWORK=off go run . "${td}/corpus.txt" ./collect "${td}/upstream-parse.json" "${td}/upstream-collect.txt"
echo "wrote ${td#"${root}/"}/upstream-parse.json and upstream-collect.txt"
