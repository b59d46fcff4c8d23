package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every path a run prints is relative to the working directory: the
// verify diff named the deep copies (whose directory go list gives
// absolute) by their absolute path and the files below a relative
// --output-dir by a relative one.
func TestPrintedPathsRelative(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	run := func(extra ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		args := append(extra, "--output-dir", "generated", "--go-header-file", "", "./apis/...")
		code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, _, stderr := run(); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	deepcopy := filepath.Join("apis", "w", "v1", "zz_generated.deepcopy.go")
	lister := filepath.Join("generated", "listers", "w", "v1", "widget.go")
	for _, f := range []string{deepcopy, lister} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, append(b, "// edited\n"...), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, stdout, stderr := run("--verify")
	if code != 1 {
		t.Fatalf("verify of an edited tree: exit %d, want 1:\n%s", code, stderr)
	}
	var named []string
	for _, l := range strings.Split(stdout, "\n") {
		if name, ok := strings.CutPrefix(l, "--- "); ok {
			named = append(named, name)
		}
	}
	if want := []string{deepcopy, lister}; strings.Join(named, " ") != strings.Join(want, " ") {
		t.Errorf("the diff names %q, want %q:\n%s", named, want, stdout)
	}
	if strings.Contains(stdout+stderr, dir) {
		t.Errorf("the output names a path by its absolute name (%s):\n%s%s", dir, stdout, stderr)
	}
}
