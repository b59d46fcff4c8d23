# kubegen: the two commands a new machine needs are `make demo` and `make test`.
SHELL := /bin/bash
GO ?= go
# Modules of this repository; each is tested on its own so that users of the
# root module never inherit the test environment's dependencies.
MODULES := . testenv examples
BENCH_SMOKE ?=

.PHONY: all build test bench bench-smoke vet fmt generate verify demo demo-shards compat fuzz deepcopy-equivalence

all: build

build:
	$(GO) build ./...

vet:
	@for m in $(MODULES); do [ -f $$m/go.mod ] || continue; (cd $$m && $(GO) vet ./...) || exit 1; done

# Every test of every module, the runtime's with the race detector, then a
# short smoke run of the benchmarks (which never fails on timing).
test: vet
	$(GO) test -race -count=1 ./...
	cd testenv && $(GO) test -race -count=1 -timeout 40m ./...
	cd examples && $(GO) test -race -count=1 -timeout 40m ./...
	$(MAKE) bench-smoke

bench:
	./hack/bench.sh

bench-smoke:
	BENCH_SMOKE=1 ./hack/bench.sh

# The main job on an embedded default: generate examples/crd, start the
# embedded API server, run the example controller against scripted changes.
demo:
	./hack/demo.sh

# Three replicas of a sharded controller, one killed midway (README, "Sharding").
demo-shards:
	./hack/demo-shards.sh

generate:
	./hack/update-codegen.sh

# Slow: deepcopy-gen's output and copies against upstream's over all of
# k8s.io/api (the corpus version runs in `go test ./generators/deepcopy`).
deepcopy-equivalence:
	./hack/deepcopy-equivalence.sh

verify:
	./hack/verify-codegen.sh

# Our generated API against upstream v0.37.2's on a synthetic API and on
# k8s.io/api: builds, vets, every exported declaration present.
compat:
	./hack/compat-check.sh

# A minute of each fuzz target.
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzDecodeList -fuzztime 60s ./runtime/
	$(GO) test -run '^$$' -fuzz FuzzDeltaFIFO -fuzztime 60s ./runtime/

fmt:
	gofmt -w $$(git ls-files '*.go')
