package decodertest

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// sweepTests are the tests the sweep runs over all of k8s.io/api; the
// fuzz targets run their seeds.
const sweepTests = "^(TestGeneratedMatchesReflective|TestEdgeCasesMatchReflective|TestWatchPathsAgree|TestWatchEventsMatchReflective|TestWatchBodiesEndingInAScalar|FuzzGeneratedDecoders|FuzzGeneratedWatchEvents)$"

// TestSweepAllOfAPI generates the decoders of every kind of k8s.io/api
// (and Shapes) into a temporary directory and runs this package's
// equivalence tests against them: the committed files hold only a subset
// (see subset), so that the short lane does not compile some thirty
// thousand generated lines. The generated files replace the committed
// ones through the go command's -overlay, so nothing in the tree changes.
func TestSweepAllOfAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and compiles the decoders of all of k8s.io/api")
	}
	if allOfAPI {
		t.Skip("this is the sweep's own run")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	kinds := apiKinds(t)
	if len(kinds) < 50 {
		t.Fatalf("found %d kinds in k8s.io/api; the kind test is broken", len(kinds))
	}
	kinds = append(kinds, kindRefs(t, shapesKind)...)
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	overlay := map[string]map[string]string{"Replace": {}}
	for name, src := range generate(t, kinds, true) {
		path := filepath.Join(tmp, name)
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		overlay["Replace"][filepath.Join(here, name)] = path
	}
	ov, err := json.Marshal(overlay)
	if err != nil {
		t.Fatal(err)
	}
	ovPath := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovPath, ov, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"test", "-count=1", "-v", "-overlay", ovPath, "-run", sweepTests}
	if raceEnabled {
		args = append(args, "-race") // as make test runs this package
	}
	// The child's own limit ends before this test's, so that a hang
	// reports the child's stacks rather than this test's.
	if deadline, ok := t.Deadline(); ok {
		args = append(args, "-timeout", (time.Until(deadline) * 9 / 10).Round(time.Second).String())
	}
	cmd := exec.Command(goTool, append(args, ".")...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %v: %v\n%s", args, err, out)
	}
	// The child ran the generated registry, not the committed one: every
	// kind passed the equivalence test.
	for _, k := range kinds {
		name := k.Pkg.Path() + "." + k.Name
		if !bytes.Contains(out, []byte("--- PASS: TestGeneratedMatchesReflective/"+name+" ")) {
			t.Errorf("the sweep did not pass TestGeneratedMatchesReflective for %s", name)
		}
	}
	if t.Failed() {
		t.Logf("%s", out)
	}
}
