package demo

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/testenv"
)

// TestMain starts one server for all the tests of a demo's package, stores
// its configuration in *cfg and returns m.Run's exit code.
func TestMain(m *testing.M, cfg **rest.Config) int {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	srv, err := StartServer(ctx, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot start the embedded API server:", err)
		return 1
	}
	defer srv.Stop()
	*cfg = srv.Config
	code := m.Run()
	if code != 0 {
		fmt.Fprintf(os.Stderr, "API server log ends with:\n%s\n", srv.LogTail())
	}
	return code
}

// RunAndCompare creates namespace ns, runs a demo in it and fails t unless its stdout
// is exactly the want lines. The narration is logged.
func RunAndCompare(t *testing.T, run Func, cfg *rest.Config, ns string, want ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := testenv.EnsureNamespace(ctx, cfg, ns); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	err := run(ctx, cfg, ns, &stdout, &stderr)
	t.Logf("stderr:\n%s", stderr.String())
	if err != nil {
		t.Fatalf("demo failed: %v", err)
	}
	CompareLines(t, stdout.String(), want...)
}

// CompareLines fails t unless out is exactly the want lines.
func CompareLines(t *testing.T, out string, want ...string) {
	t.Helper()
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if out == "" {
		got = nil
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("stdout:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
