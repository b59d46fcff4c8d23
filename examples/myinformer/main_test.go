package main

import (
	"os"
	"testing"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/internal/demo"
)

var cfg *rest.Config

func TestMain(m *testing.M) { os.Exit(demo.TestMain(m, &cfg)) }

// TestMyInformerDemo: the listed object arrives as OnAdd, then beta's
// create, update and delete as OnAdd, OnUpdate, OnDelete.
func TestMyInformerDemo(t *testing.T) {
	demo.RunAndCompare(t, run, cfg, "myinformer",
		"OnAdd alpha phase=<none>",
		"OnAdd beta phase=<none>",
		"OnUpdate beta phase=Ready",
		"OnDelete beta phase=Ready",
	)
}
