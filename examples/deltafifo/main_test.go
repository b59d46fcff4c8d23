package main

import (
	"bytes"
	"testing"

	"github.com/kubegen/kubegen/examples/internal/demo"
)

// TestDeltaFIFODemo pins the order Pop hands deltas out in: a's two deltas
// first (a was queued first), then b's, with b's second delete collapsed.
func TestDeltaFIFODemo(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(&stdout, &stderr); err != nil {
		t.Fatalf("run: %v\nstderr:\n%s", err, stderr.String())
	}
	t.Logf("stderr:\n%s", stderr.String())
	demo.CompareLines(t, stdout.String(),
		"Added a phase=<none>",
		"Updated a phase=Ready",
		"Added b phase=<none>",
		"Deleted b phase=<none>",
	)
}
