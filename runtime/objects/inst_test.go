package objects

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"testing"
	"time"
)

// The runtime generic code a package compiles for itself when it uses the
// runtime as generated informers and listers do: only these small adapters,
// whose type argument is the generated package's kind.
var allowedProbeInstantiations = []string{
	"github.com/kubegen/kubegen/runtime/objects.As[",
	"github.com/kubegen/kubegen/runtime/objects.NewListWatchFromFuncs[",
}

// TestGeneratedCodeInstantiatesNoRuntimeGenerics compiles testdata/instprobe
// with -S and fails on any other runtime function in its object code: an
// inlinable entry point or an instantiated type in Lister's fields
// would make every generated package compile that part of the runtime
// again (see the package comment).
func TestGeneratedCodeInstantiatesNoRuntimeGenerics(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	src, err := os.ReadFile(filepath.Join("testdata", "instprobe", "probe.go"))
	if err != nil {
		t.Fatal(err)
	}
	// A changed copy through an overlay: the build cache would otherwise
	// skip the compile whose -S output is read.
	dir := t.TempDir()
	probe := filepath.Join(dir, "probe.go")
	if err := os.WriteFile(probe, fmt.Appendf(src, "\n// %d\n", time.Now().UnixNano()), 0o644); err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs(filepath.Join("testdata", "instprobe", "probe.go"))
	if err != nil {
		t.Fatal(err)
	}
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {abs: probe}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "overlay.json"), overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(goruntime.GOROOT(), "bin", "go"), "build",
		"-overlay="+filepath.Join(dir, "overlay.json"),
		"-gcflags=github.com/kubegen/kubegen/runtime/objects/testdata/instprobe=-S",
		"./testdata/instprobe")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var compiled, unexpected int
	for line := range strings.Lines(string(out)) {
		name, rest, ok := strings.Cut(line, " ")
		if !ok || !strings.HasPrefix(rest, "STEXT") {
			continue
		}
		compiled++
		const probePkg = "github.com/kubegen/kubegen/runtime/objects/testdata/instprobe."
		if strings.HasPrefix(name, probePkg) || !strings.HasPrefix(name, "github.com/kubegen/kubegen/runtime") {
			continue
		}
		allowed := false
		for _, p := range allowedProbeInstantiations {
			allowed = allowed || strings.HasPrefix(name, p)
		}
		if !allowed {
			unexpected++
			t.Errorf("the probe compiles runtime code: %s", name)
		}
	}
	if compiled == 0 {
		t.Fatalf("no functions in the -S output; the probe was not compiled:\n%s", out)
	}
	if unexpected > 0 {
		t.Logf("%d runtime functions compiled in the probe", unexpected)
	}
}
