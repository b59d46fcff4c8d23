package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A deepcopy or register file the generator wrote (it carries the
// generator's marker line) in an input package that no longer asks for it
// is stale: --verify fails naming it, and a run removes it (under go
// generate, the next run: see write.Options.Tombstones). Before, it stayed,
// and a new pointer field was shared between copies.
func TestStaleHelperFilesRemoved(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	pkg := filepath.Join(dir, "apis/w/v1")
	// A hand-written file in the package is never touched, marker or not.
	handWritten := filepath.Join(pkg, "helpers.go")
	if err := os.WriteFile(handWritten, []byte("package v1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		tool, file, tag string
		flags           Flags
	}{
		{"deepcopy-gen", "zz_generated.deepcopy.go", "// +k8s:deepcopy-gen=package\n", AddDeepcopyGenFlags},
		{"register-gen", "zz_generated.register.go", "// +groupName=w.example.com\n", AddRegisterGenFlags},
	} {
		t.Run(c.tool, func(t *testing.T) {
			args := []string{"--output-file", c.file, "./apis/w/v1"}
			run := func(extra ...string) (int, string, string) {
				var stdout, stderr bytes.Buffer
				code := Command(c.tool, c.flags, append(extra, args...), &stdout, &stderr)
				return code, stdout.String(), stderr.String()
			}
			if code, _, stderr := run(); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			out := filepath.Join(pkg, c.file)
			// What the run prints names it relative to the working
			// directory.
			printed := filepath.Join("apis", "w", "v1", c.file)
			if _, err := os.Stat(out); err != nil {
				t.Fatal(err)
			}
			docGo := filepath.Join(pkg, "doc.go")
			doc, err := os.ReadFile(docGo)
			if err != nil {
				t.Fatal(err)
			}
			defer os.WriteFile(docGo, doc, 0o644)
			if err := os.WriteFile(docGo, bytes.Replace(doc, []byte(c.tag), nil, 1), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, stdout, stderr := run("--verify"); code != 1 || !strings.Contains(stdout, "--- "+printed+"\n") {
				t.Errorf("verify after removing %q: exit %d, want 1 and a diff naming %s:\n%s%s", c.tag, code, printed, stdout, stderr)
			}
			// Under go generate the file becomes a tombstone first (go
			// generate may have listed it), with a warning naming it;
			// verify still calls it stale.
			t.Setenv("GOFILE", "generate.go")
			t.Setenv("GOPACKAGE", "m")
			if code, _, stderr := run(); code != 0 || !strings.Contains(stderr, "tombstone") || !strings.Contains(stderr, "  "+printed+"\n") {
				t.Errorf("under go generate: exit %d, want 0 and a warning naming the tombstone %s:\n%s", code, printed, stderr)
			}
			if b, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(b), "//go:build ignore\n") {
				t.Errorf("under go generate, %s is not a tombstone: %v\n%s", out, err, b)
			}
			if code, stdout, _ := run("--verify"); code != 1 || !strings.Contains(stdout, "--- "+printed+"\n") {
				t.Errorf("verify with a tombstone: exit %d, want 1 naming %s:\n%s", code, printed, stdout)
			}
			t.Setenv("GOFILE", "")
			t.Setenv("GOPACKAGE", "")
			if code, _, stderr := run(); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("%s remains after its package stopped asking for it (stat: %v)", c.file, err)
			}
			if _, err := os.Stat(handWritten); err != nil {
				t.Errorf("the hand-written file was touched: %v", err)
			}
			if code, stdout, stderr := run("--verify"); code != 0 {
				t.Errorf("verify after the removal: exit %d:\n%s%s", code, stdout, stderr)
			}
		})
	}
}
