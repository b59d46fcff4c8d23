package cgtest

import (
	"os"
	"strconv"
	"testing"
)

// updateEnv set to a true value makes TestCorpusIsUpstreams rewrite every
// case's _want files from upstream's run instead of comparing
// (hack/controller-gen-corpus.sh sets it). It is not KUBEGEN_UPDATE_GOLDEN:
// make update-golden must not rewrite upstream's recordings with whatever
// binary happens to be at hand.
const updateEnv = "KUBEGEN_CG_CORPUS_UPDATE"

// TestCorpusIsUpstreams runs upstream controller-gen v0.23.0 on every case
// and requires the recording, byte for byte, exit code included: the corpus
// is upstream's behaviour, not a guess at it.
func TestCorpusIsUpstreams(t *testing.T) {
	update, _ := strconv.ParseBool(os.Getenv(updateEnv))
	if testing.Short() && !update {
		t.Skip("builds and runs upstream controller-gen; skipped with -short")
	}
	bin := Upstream(t)
	names, err := Cases()
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatal("the corpus has no cases")
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			if !update {
				CheckUpstream(t, bin, name)
				return
			}
			got, err := Run(t.Context(), bin, t.TempDir(), name)
			if err != nil {
				t.Fatal(err)
			}
			if err := WriteWant(name, got); err != nil {
				t.Fatal(err)
			}
			t.Logf("recorded: exit %d, %d files", got.Exit, len(got.Files))
		})
	}
}

// oursEnv turns on TestCorpusOurs: "1" builds this repository's
// cmd/controller-gen, any other value is the path of a binary to check.
// Off by default while the generators behind cmd/controller-gen are being
// completed; `go test ./internal/cgtest -run TestCorpusOurs` with it set
// lists every case where ours falls short.
const oursEnv = "KUBEGEN_CG_CORPUS_OURS"

// TestCorpusOurs holds our controller-gen to every case of the corpus
// (Check: upstream's bytes where upstream succeeds, a failure that writes
// nothing and names upstream's positions where it fails).
func TestCorpusOurs(t *testing.T) {
	bin := os.Getenv(oursEnv)
	switch bin {
	case "":
		t.Skipf("set %s=1 (or a binary's path) to check our controller-gen against the corpus", oursEnv)
	case "1":
		bin = Ours(t)
	}
	CheckAll(t, bin)
}
