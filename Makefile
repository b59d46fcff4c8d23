# kubegen: the two commands a new machine needs are `make demo` and `make test`;
# `make test-short` is the quick lane while editing.
SHELL := /bin/bash
GO ?= go
# Modules of this repository; each is tested on its own so that users of the
# root module never inherit the test environment's dependencies.
MODULES := . testenv examples
BENCH_SMOKE ?=

.PHONY: all build test test-short update-golden bench bench-smoke vet fmt generate verify demo demo-shards compat fuzz deepcopy-equivalence conversion-equivalence defaulter-equivalence openapi-equivalence

all: build

build:
	$(GO) build ./...

# Long steps run under hack/progress.sh, which prints a line every 15 s while
# they run: a cold first run spends minutes in builds that print nothing.
PROGRESS := ./hack/progress.sh
# make test builds the test API server once, here, where its progress shows
# (go test shows a passing package's output only at its end), and hands it to
# every test and benchmark through testenv's KUBEGEN_TESTSERVER.
TESTSERVER := $(CURDIR)/.cache/testserver/kubegen-testserver

vet:
	@echo "== go vet ($(words $(MODULES)) modules: $(MODULES))"
	@for m in $(MODULES); do [ -f $$m/go.mod ] || continue; \
		(cd $$m && "$(CURDIR)/hack/progress.sh" "vetting module $$m" $(GO) vet ./...) || exit 1; done

# Every test of every module, the runtime's with the race detector, then a
# short smoke run of the benchmarks (which never fails on timing).
test:
	@echo "== make test: go vet, the tests of $(words $(MODULES)) modules (race detector), then a benchmark smoke run"
	@echo "   (on empty Go caches the first run downloads modules and builds the test API server: ~25 min on 2 cores)"
	@$(MAKE) --no-print-directory vet
	@echo "== building the test API server (etcd + kube-apiserver $(shell sed -n 's/^const KubernetesVersion = "\(.*\)"/\1/p' testenv/binary.go) from modules; the first build takes minutes, then it is cached)"
	@cd testenv && $(GO) run ./cmd/testenv-build -o "$(TESTSERVER)"
	@echo "== root module tests (race): generators, runtime, hack/synthapi, the walk-throughs of docs/ (two start kube-apiserver from scratch modules), decoder sweep over k8s.io/api, real projects' update scripts (internal/projecttest) ..."
	@KUBEGEN_TESTSERVER="$(TESTSERVER)" $(PROGRESS) "testing the root module" $(GO) test -race -count=1 -timeout 60m ./...
	@echo "== testenv module tests (race, real API server) ..."
	@cd testenv && KUBEGEN_TESTSERVER="$(TESTSERVER)" "$(CURDIR)/hack/progress.sh" "testing the testenv module" $(GO) test -race -count=1 -timeout 40m ./...
	@echo "== examples module tests (race, real API server) ..."
	@cd examples && KUBEGEN_TESTSERVER="$(TESTSERVER)" "$(CURDIR)/hack/progress.sh" "testing the examples module" $(GO) test -race -count=1 -timeout 40m ./...
	@echo "== benchmark smoke run (never fails on timing) ..."
	@KUBEGEN_TESTSERVER="$(TESTSERVER)" $(PROGRESS) "running the benchmark smoke run" $(MAKE) --no-print-directory bench-smoke
	@echo "== make test: all passed"

# The quick lane: unit tests and goldens of the root module, a few minutes
# at most on a warm cache. -short skips what is slow: the docs/
# walk-throughs (internal/readmetest) and the other tests that build scratch
# modules or run the go command, the sweeps over all of k8s.io/api, child
# processes that run for seconds. The testenv and examples modules (real API
# server), the race detector and the benchmarks are make test's.
test-short:
	@echo "== make test-short: root module tests with -short (make test runs everything)"
	@$(PROGRESS) "testing the root module (-short)" $(GO) test -short -count=1 ./...
	@echo "== make test-short: all passed"

# Rewrites every committed file that tests compare with: the golden trees
# and error listings under generators/, the generated decoders of
# internal/decodertest and testenv's syncbench (KUBEGEN_UPDATE_GOLDEN=1 is
# -update for every test package at once; internal/golden reads both), then
# examples/crd's generated code and examples/kubebuilder's. Review the diff before committing.
update-golden:
	@echo "== golden files of the root module"
	KUBEGEN_UPDATE_GOLDEN=1 $(GO) test -short -count=1 ./...
	@echo "== testenv's generated decoders"
	cd testenv && KUBEGEN_UPDATE_GOLDEN=1 $(GO) test -count=1 -run '^TestDecoderUpToDate$$' ./internal/syncbench/
	@echo "== examples/crd's generated code"
	./hack/update-codegen.sh
	@echo "== examples/kubebuilder's deep copies and manifests"
	cd examples/kubebuilder && $(GO) generate .

bench:
	./hack/bench.sh

bench-smoke:
	BENCH_SMOKE=1 ./hack/bench.sh

# The main job on an embedded default: generate examples/crd, start the
# embedded API server, run the example controller against scripted changes.
demo:
	./hack/demo.sh

# Three replicas of a sharded controller, one killed midway (docs/sharding.md).
demo-shards:
	./hack/demo-shards.sh

generate:
	./hack/update-codegen.sh

# Slow: deepcopy-gen's output and copies against upstream's over all of
# k8s.io/api (the corpus version runs in `go test ./generators/deepcopy`).
deepcopy-equivalence:
	./hack/deepcopy-equivalence.sh

conversion-equivalence:
	./hack/conversion-equivalence.sh

defaulter-equivalence:
	./hack/defaulter-equivalence.sh

# openapi-gen's definitions and API rule reports against upstream's over
# three API servers (skipped by `go test -short`).
openapi-equivalence:
	./hack/openapi-equivalence.sh

verify:
	./hack/verify-codegen.sh

# Our generated API against upstream v0.37.2's on a synthetic API and on
# k8s.io/api: builds, vets, every exported declaration present.
compat:
	./hack/compat-check.sh

# A minute of each fuzz target. The generated decoders' targets take whole
# random API objects as inputs: minimizing a new interesting one for the
# default 60 s would eat the minute (a run then showed ~40 execs where the
# target does ~7000/s).
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzDecodeList -fuzztime 60s ./runtime/internal/wire/
	$(GO) test -run '^$$' -fuzz FuzzDeltaFIFO -fuzztime 60s ./runtime/
	$(GO) test -run '^$$' -fuzz FuzzJSONReaderMatchesTheSerializer -fuzztime 60s ./runtime/decode/
	$(GO) test -run '^$$' -fuzz FuzzGeneratedDecoders -fuzztime 60s -fuzzminimizetime 5s ./internal/decodertest/
	$(GO) test -run '^$$' -fuzz FuzzGeneratedWatchEvents -fuzztime 60s -fuzzminimizetime 5s ./internal/decodertest/

fmt:
	gofmt -w $$(git ls-files '*.go')
