#!/usr/bin/env bash
# Three replicas of a sharded controller on the embedded kube-apiserver
# (ShardedListAndWatch on; the replicas meet through its
# coordination.k8s.io/v1 Leases); one is killed midway. Prints who owns
# which hash ranges before and after, the Leases as the server holds them,
# every range acquisition and release (the shard package's log), and how
# the reconciles were spread; fails if an object was lost or handled twice.
#
# Usage: hack/demo-shards.sh [--objects N] [--ranges N] [--lease 6s] [--gate=false]
set -euo pipefail
cd "$(dirname "$0")/../testenv"
bin="$(mktemp -d)"
trap 'rm -rf "${bin}"' EXIT
go build -o "${bin}/" ./cmd/shard-demo
# -v=0 keeps klog to the shard package's Acquired/Released lines.
"${bin}/shard-demo" -v=0 "$@" 2>&1 | grep -v -e '^W[0-9]' -e 'Unhandled Error'
