package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kubegenCRDOnly switches off every generator but the CRDs.
var kubegenCRDOnly = []string{"--deepcopy-file=", "--register-file=", "--conversion-file=", "--defaulter-file=",
	"--clientset-subdir=", "--listers-subdir=", "--informers-subdir=", "--applyconfiguration-subdir="}

// kubegen --crd-output-dir writes controller-gen's CRD files in the same
// run as the rest (crd/testdata holds controller-gen v0.23.0's for the
// same packages), --verify checks them, and input errors write nothing.
func TestKubegenWritesCRDs(t *testing.T) {
	out := filepath.Join(t.TempDir(), "crd", "bases")
	// run returns the exit code and everything printed.
	run := func(extra ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		args := append(append(append([]string{}, kubegenCRDOnly...), extra...), "--crd-output-dir", out)
		code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr)
		return code, stdout.String() + stderr.String()
	}
	if code, stderr := run("./crd/internal/testapi/spec/..."); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	golden := filepath.Join("crd", "testdata", "spec")
	want, _ := filepath.Glob(filepath.Join(golden, "*.yaml"))
	got, _ := filepath.Glob(filepath.Join(out, "*.yaml"))
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("wrote %d files, controller-gen %d", len(got), len(want))
	}
	for _, w := range want {
		wb, _ := os.ReadFile(w)
		gb, err := os.ReadFile(filepath.Join(out, filepath.Base(w)))
		if err != nil || !bytes.Equal(wb, gb) {
			t.Errorf("%s: not controller-gen's bytes (%v)", filepath.Base(w), err)
		}
	}

	if code, stderr := run("--verify", "./crd/internal/testapi/spec/..."); code != 0 {
		t.Errorf("--verify on fresh output: exit %d: %s", code, stderr)
	}
	stale := filepath.Join(out, filepath.Base(want[0]))
	if err := os.WriteFile(stale, []byte("---\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stderr := run("--verify", "./crd/internal/testapi/spec/..."); code == 0 || !strings.Contains(stderr, filepath.Base(stale)) {
		t.Errorf("--verify on an edited CRD: exit %d, output does not name it: %s", code, stderr)
	}

	// The options case: crd options as kubegen flags give controller-gen's
	// file for crd:deprecatedV1beta1CompatibilityPreserveUnknownFields=false,
	// omitToolVersion=true,maxDescLen=20.
	opts := filepath.Join(t.TempDir(), "options")
	var o1, o2 bytes.Buffer
	args := append(append([]string{}, kubegenCRDOnly...), "--crd-output-dir", opts, "--crd-preserve-unknown-fields=false",
		"--crd-omit-tool-version", "--crd-max-desc-len", "20", "./crd/internal/testapi/options/...")
	if code := Command("kubegen", AddKubegenFlags, args, &o1, &o2); code != 0 {
		t.Fatalf("options: exit %d: %s", code, o2.String())
	}
	wantOpts, _ := os.ReadFile(filepath.Join("crd", "testdata", "options", "options.example.com_knobs.yaml"))
	if gotOpts, err := os.ReadFile(filepath.Join(opts, "options.example.com_knobs.yaml")); err != nil || len(wantOpts) == 0 || !bytes.Equal(gotOpts, wantOpts) {
		t.Errorf("options: not controller-gen's bytes (%v):\n%s", err, gotOpts)
	}

	bad := filepath.Join(t.TempDir(), "bad")
	var stdout, stderr bytes.Buffer
	args = append(append([]string{}, kubegenCRDOnly...), "--crd-output-dir", bad, "./crd/internal/badapi/storage/...")
	if code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "types.go:5") {
		t.Errorf("two storage versions: exit %d, stderr:\n%s", code, stderr.String())
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Errorf("an input error wrote %s (%v)", bad, err)
	}
}
