package cgtest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestRun runs a stand-in for controller-gen, a shell script, on a case:
// Run must start it in the case's copy with the case's arguments, see the
// files it writes or changes (and not those it leaves alone), and make
// the copy's paths in its messages relative to the case.
func TestRun(t *testing.T) {
	names, err := Cases()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(names, "validation") {
		t.Fatalf("no case validation among %v", names)
	}
	bin := filepath.Join(t.TempDir(), "fake-controller-gen")
	script := `#!/bin/sh
mkdir -p out
printf '%s\n' "$@" >out/args
echo changed >>api/v1/doc.go
echo "$PWD/api/v1/types.go:3:1: a message" >&2
echo "$(dirname "$PWD")/crdoptions/api/v1/types.go:4:1: another" >&2
echo to-stdout
exit 3
`
	if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	res, err := Run(t.Context(), bin, t.TempDir(), "validation")
	if err != nil {
		t.Fatal(err)
	}
	args, err := Args("validation")
	if err != nil {
		t.Fatal(err)
	}
	if res.Exit != 3 {
		t.Errorf("exit code %d, want 3", res.Exit)
	}
	if res.Stdout != "to-stdout\n" {
		t.Errorf("stdout %q", res.Stdout)
	}
	if want := "api/v1/types.go:3:1: a message\n../crdoptions/api/v1/types.go:4:1: another\n"; res.Stderr != want {
		t.Errorf("stderr %q, want %q", res.Stderr, want)
	}
	var written []string
	for rel := range res.Files {
		written = append(written, rel)
	}
	slices.Sort(written)
	if want := []string{"api/v1/doc.go", "out/args"}; !slices.Equal(written, want) {
		t.Errorf("files written %v, want %v", written, want)
	}
	wantArgs := ""
	for _, a := range args {
		wantArgs += a + "\n"
	}
	if got := string(res.Files["out/args"]); got != wantArgs {
		t.Errorf("the binary got arguments %q, want %q", got, wantArgs)
	}
}

// TestCorpusLayout checks that every case is complete: arguments, a README
// saying what upstream does, and a recording.
func TestCorpusLayout(t *testing.T) {
	corpus, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	names, err := Cases()
	if err != nil {
		t.Fatal(err)
	}
	if len(names) < 45 {
		t.Errorf("only %d cases", len(names))
	}
	for _, name := range names {
		for _, f := range []string{"README.md", "_want.exit"} {
			if !fileExists(filepath.Join(corpus, name, f)) {
				t.Errorf("case %s has no %s", name, f)
			}
		}
		want, err := Want(name)
		if err != nil {
			t.Errorf("case %s: %v", name, err)
			continue
		}
		if want.Exit == 0 && len(want.Files) == 0 && want.Stdout == "" && want.Stderr == "" {
			t.Errorf("case %s: upstream succeeds and writes nothing: the case shows nothing", name)
		}
	}
}

// TestPrepare checks the copy a run starts in: the case with its module
// file renamed go.mod above it, and no recording of upstream's anywhere.
func TestPrepare(t *testing.T) {
	dir := Prepare(t, "validation")
	for _, f := range []string{filepath.Join(dir, "args"), filepath.Join(dir, "api", "v1", "types.go"), filepath.Join(dir, "..", "go.mod"), filepath.Join(dir, "..", "go.sum")} {
		if !fileExists(f) {
			t.Errorf("%s missing from the copy", f)
		}
	}
	for _, f := range []string{filepath.Join(dir, "_want"), filepath.Join(dir, "_want.exit"), filepath.Join(dir, "..", "_go.mod")} {
		if fileExists(f) {
			t.Errorf("%s copied", f)
		}
	}
}
