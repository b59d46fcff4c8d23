package main

import (
	"os"
	"testing"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/internal/demo"
)

var cfg *rest.Config

func TestMain(m *testing.M) { os.Exit(demo.TestMain(m, &cfg)) }

// TestIndexerDemo: with the Indexer as knownObjects, the delete of an
// already popped object is queued and popped.
func TestIndexerDemo(t *testing.T) {
	demo.RunAndCompare(t, run, cfg, "indexer",
		"Added demo phase=<none>",
		"Updated demo phase=Ready",
		"Deleted demo phase=Ready",
	)
}
