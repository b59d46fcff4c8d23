package applyconfig_test

import (
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// A kind whose own or embedded fields share ObjectMeta's names: the
// Extract functions read the metadata through ObjectMeta explicitly where
// the promoted selector is ambiguous (Binding: it would not build) or
// names another field (Mirror: it would read the wrong one), and keep
// upstream's promoted form where it reaches ObjectMeta (Mirror's Name).
func TestExtractWithClashingMetadataFields(t *testing.T) {
	// Below this package's testdata, so that the module builds the tree.
	out, err := os.MkdirTemp("testdata", "clash-out-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(out) })
	pkg := path.Join(modPath, filepath.ToSlash(out))
	code, _, stderr := run([]string{"--go-header-file", "../emit/testdata/boilerplate.go.txt",
		"--output-dir", out, "--output-pkg", pkg, "./testdata/input/clash/v1"})
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	want := map[string][]string{
		"binding.go": {"b.WithName(binding.ObjectMeta.Name)", "b.WithNamespace(binding.ObjectMeta.Namespace)"},
		"mirror.go":  {"b.WithName(mirror.Name)", "b.WithNamespace(mirror.ObjectMeta.Namespace)"},
	}
	for file, lines := range want {
		src, err := os.ReadFile(filepath.Join(out, "clash/v1", file))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			if !strings.Contains(string(src), l) {
				t.Errorf("%s lacks %s:\n%s", file, l, src)
			}
		}
	}
	if testing.Short() {
		return
	}
	for _, tool := range []string{"build", "vet"} {
		if b, err := exec.Command("go", tool, "./"+filepath.ToSlash(out)+"/...").CombinedOutput(); err != nil {
			t.Errorf("go %s: %v\n%s", tool, err, b)
		}
	}
}
