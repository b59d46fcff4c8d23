package main

import (
	"os"
	"testing"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/internal/demo"
)

var cfg *rest.Config

func TestMain(m *testing.M) { os.Exit(demo.TestMain(m, &cfg)) }

// TestListWatchDemo: alpha, created before the LIST, appears in the watch
// only when it is deleted; every change of beta appears once, in order.
func TestListWatchDemo(t *testing.T) {
	demo.RunAndCompare(t, run, cfg, "listwatch",
		"ADDED beta phase=<none>",
		"MODIFIED beta phase=Ready",
		"DELETED beta phase=Ready",
		"DELETED alpha phase=<none>",
	)
}
