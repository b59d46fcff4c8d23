package main

import (
	"os"
	"testing"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/internal/demo"
)

var cfg *rest.Config

func TestMain(m *testing.M) { os.Exit(demo.TestMain(m, &cfg)) }

// TestReflectorDemo: without knownObjects the delete of an already popped
// object is dropped (run fails if the queue kept it).
func TestReflectorDemo(t *testing.T) {
	demo.RunAndCompare(t, run, cfg, "reflector",
		"Added demo phase=<none>",
		"Updated demo phase=Ready",
	)
}
