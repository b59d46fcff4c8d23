package testenv

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fakeServerBuild is a serverBuild whose go build writes a small file
// instead of building kube-apiserver, and which keeps what it said.
type fakeServerBuild struct {
	serverBuild
	builds int
	said   []string // progress lines (say)
	logged []string // log lines (logf)
}

func newFakeServerBuild(t *testing.T, out string) *fakeServerBuild {
	f := &fakeServerBuild{}
	f.serverBuild = serverBuild{
		out: out,
		goBuild: func(ctx context.Context, dir string, args []string, w io.Writer) error {
			i := slices.Index(args, "-o")
			if i < 0 || args[i+1] != out {
				t.Errorf("go %q: no -o %s", args, out)
				return fmt.Errorf("no -o")
			}
			f.builds++
			return os.WriteFile(out, fmt.Appendf(nil, "binary of build %d in %s\n", f.builds, dir), 0o755)
		},
		say:  func(format string, args ...any) { f.said = append(f.said, fmt.Sprintf(format, args...)) },
		logf: func(format string, args ...any) { f.logged = append(f.logged, fmt.Sprintf(format, args...)) },
	}
	return f
}

// ensureFrom runs ensure for the module in modDir and returns whether it
// built and what it said.
func (f *fakeServerBuild) ensureFrom(t *testing.T, modDir string) (built bool, said string) {
	t.Helper()
	f.modDir = modDir
	f.said = nil
	before := f.builds
	if err := f.ensure(context.Background()); err != nil {
		t.Fatalf("ensure in %s: %v", modDir, err)
	}
	return f.builds > before, strings.Join(f.said, "\n")
}

// copyServerSources copies what the server is built from in this module
// (go.mod, go.sum, serverSourceDirs) into dir, as another checkout or the
// module cache would hold it.
func copyServerSources(t *testing.T, dir string) {
	t.Helper()
	for _, rel := range append([]string{"."}, serverSourceDirs...) {
		entries, err := os.ReadDir(rel)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || (rel == "." && e.Name() != "go.mod" && e.Name() != "go.sum") {
				continue
			}
			b, err := os.ReadFile(filepath.Join(rel, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			write := filepath.Join(dir, filepath.FromSlash(rel), e.Name())
			if err := os.MkdirAll(filepath.Dir(write), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(write, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func editFile(t *testing.T, p string, edit func(string) string) {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(edit(string(b))), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A module that finds testenv in another directory (a new module's
// replace, the module cache) reuses the binary another module built, with
// no go build and no word of building; a change to anything the server is
// built from builds again and says what changed.
func TestServerBinaryReusedFromAnotherModuleDir(t *testing.T) {
	scratch := t.TempDir()
	modA := filepath.Join(scratch, "a", "testenv")
	modB := filepath.Join(scratch, "b", "testenv")
	copyServerSources(t, modA)
	copyServerSources(t, modB)
	out := filepath.Join(t.TempDir(), "kubegen-testserver")
	f := newFakeServerBuild(t, out)

	built, said := f.ensureFrom(t, modA)
	if !built || !strings.Contains(said, "building the API server") || !strings.Contains(said, firstBuildHint) {
		t.Fatalf("first use: built %v, said:\n%s\nwant a build, announced with the first-build hint", built, said)
	}
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}

	built, said = f.ensureFrom(t, modB)
	if built || said != "" {
		t.Errorf("second use, from another module directory: built %v, said:\n%s\nwant no build and nothing said", built, said)
	}
	if st2, err := os.Stat(out); err != nil || !os.SameFile(st, st2) || !st2.ModTime().Equal(st.ModTime()) {
		t.Errorf("second use rewrote the binary: %v", err)
	}
	if !strings.Contains(strings.Join(f.logged, "\n"), "up to date") {
		t.Errorf("the log does not say the binary was up to date:\n%s", strings.Join(f.logged, "\n"))
	}

	for _, step := range []struct {
		name   string
		change func()
		reason string // in what ensure says when it builds
	}{
		{"server source", func() {
			editFile(t, filepath.Join(modB, "cmd", "kubegen-testserver", "main.go"), func(s string) string { return s + "\n// changed\n" })
		}, "changed since its last build: cmd/kubegen-testserver/main.go"},
		{"new server source file", func() {
			if err := os.WriteFile(filepath.Join(modB, "cmd", "kubegen-testserver", "new.go"), []byte("package main\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "cmd/kubegen-testserver/new.go"},
		{"Kubernetes version", func() {
			editFile(t, filepath.Join(modB, "go.mod"), func(s string) string {
				return strings.Replace(s, "k8s.io/kubernetes "+KubernetesVersion, "k8s.io/kubernetes v1.99.0", 1)
			})
		}, "changed since its last build: go.mod"},
		{"GOFLAGS", func() {
			t.Setenv("GOFLAGS", strings.TrimSpace(os.Getenv("GOFLAGS")+" -tags=kubegen_testenv_key_test"))
		}, "changed since its last build: $GOFLAGS"},
		{"binary rewritten", func() {
			if err := os.WriteFile(out, []byte("another build\n"), 0o755); err != nil {
				t.Fatal(err)
			}
		}, "the binary was rewritten"},
		{"record removed", func() {
			if err := os.Remove(out + inputsFileSuffix); err != nil {
				t.Fatal(err)
			}
		}, "no record of the inputs"},
		{"binary removed", func() {
			if err := os.Remove(out); err != nil {
				t.Fatal(err)
			}
		}, noBinary + "; " + firstBuildHint},
	} {
		step.change()
		built, said := f.ensureFrom(t, modB)
		if !built || !strings.Contains(said, step.reason) {
			t.Errorf("after a change of %s: built %v, said:\n%s\nwant a build saying %q", step.name, built, said, step.reason)
		}
		if built, said := f.ensureFrom(t, modB); built || said != "" {
			t.Errorf("after a change of %s, the second use: built %v, said:\n%s\nwant no build and nothing said", step.name, built, said)
		}
	}
}

// A failed build leaves no record, so the next use builds again rather
// than trust what the failed one left.
func TestServerBuildFailureLeavesNoRecord(t *testing.T) {
	mod := filepath.Join(t.TempDir(), "testenv")
	copyServerSources(t, mod)
	out := filepath.Join(t.TempDir(), "kubegen-testserver")
	f := newFakeServerBuild(t, out)
	f.ensureFrom(t, mod)
	editFile(t, filepath.Join(mod, "cmd", "kubegen-testserver", "main.go"), func(s string) string { return s + "\n// changed\n" })
	working := f.goBuild
	f.goBuild = func(ctx context.Context, dir string, args []string, w io.Writer) error {
		fmt.Fprintln(w, "cmd/kubegen-testserver/main.go:1:1: an error")
		return fmt.Errorf("exit status 1")
	}
	f.modDir = mod
	if err := f.ensure(context.Background()); err == nil || !strings.Contains(err.Error(), "an error") {
		t.Fatalf("ensure with a failing build: err = %v, want the build's error", err)
	}
	if _, err := os.Stat(out + inputsFileSuffix); !os.IsNotExist(err) {
		t.Errorf("a failed build left a record of inputs (stat: %v)", err)
	}
	f.goBuild = working
	if built, _ := f.ensureFrom(t, mod); !built {
		t.Errorf("the use after a failed build did not build")
	}
}

// serverSourceDirs must hold every package of a directory (this module's,
// or one a replace names) that the server is compiled from: the record of
// inputs hashes only those, and a package left out could change without a
// rebuild.
func TestServerSourceDirsComplete(t *testing.T) {
	if testing.Short() {
		t.Skip("lists the ~2,200 packages of the server; skipped with -short")
	}
	cmd := exec.Command("go", "list", "-mod=readonly", "-deps", "-json=ImportPath,Dir,Standard,Module", serverPackage)
	cmd.Env = append(os.Environ(), "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	modDir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	type module struct {
		Path    string
		Version string
		Main    bool
		Replace *module
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	n := 0
	for dec.More() {
		var p struct {
			ImportPath, Dir string
			Standard        bool
			Module          *module
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		n++
		if p.Standard || p.Module == nil {
			continue
		}
		local := p.Module.Main || (p.Module.Replace != nil && p.Module.Replace.Version == "")
		if !local {
			continue
		}
		rel, err := filepath.Rel(modDir, p.Dir)
		if err != nil || !slices.Contains(serverSourceDirs, filepath.ToSlash(rel)) {
			t.Errorf("the server imports %s from %s, which serverSourceDirs %q does not list", p.ImportPath, p.Dir, serverSourceDirs)
		}
	}
	if n < 1000 {
		t.Errorf("go list -deps %s listed %d packages; want the server's ~2,200", serverPackage, n)
	}
}
