package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestKindsVary checks that five kinds already cover every variant the
// benchmarks rely on, and that the choice does not depend on the group.
func TestKindsVary(t *testing.T) {
	a := newAPI(options{module: "example.com/m", groups: 2, versions: 2, kinds: 6, domain: "d.example.com"})
	if len(a.GroupVersions) != 4 {
		t.Fatalf("got %d group versions, want 4", len(a.GroupVersions))
	}
	var cluster, namespaced, noStatus, only, skip int
	for _, k := range a.GroupVersions[0].Kinds[:5] {
		if k.Cluster {
			cluster++
		} else {
			namespaced++
		}
		if k.NoStatus {
			noStatus++
		}
		switch k.VerbsTag {
		case "onlyVerbs":
			only++
		case "skipVerbs":
			skip++
		}
	}
	if cluster == 0 || namespaced == 0 || noStatus == 0 || only == 0 {
		t.Errorf("five kinds: cluster=%d namespaced=%d noStatus=%d onlyVerbs=%d; want each at least 1", cluster, namespaced, noStatus, only)
	}
	if k := a.GroupVersions[0].Kinds[5]; k.VerbsTag != "skipVerbs" {
		t.Errorf("kind 5 = %+v, want skipVerbs", k)
	}
	for i, gv := range a.GroupVersions {
		if len(gv.Kinds) != 6 {
			t.Errorf("group version %d has %d kinds, want 6", i, len(gv.Kinds))
		}
		for j := range gv.Kinds {
			if gv.Kinds[j] != a.GroupVersions[0].Kinds[j] {
				t.Errorf("kind %d of group version %d differs from group version 0's", j, i)
			}
		}
	}
	if got := a.GroupVersions[3]; got.Group != "group1.d.example.com" || got.Version != "v2" || got.Dir != "group1" {
		t.Errorf("last group version = %s %s in %s, want group1.d.example.com v2 in group1", got.Group, got.Version, got.Dir)
	}
	names := map[string]bool{}
	for _, k := range newAPI(options{groups: 1, versions: 1, kinds: 3 * len(baseNames)}).GroupVersions[0].Kinds {
		if names[k.Name] {
			t.Errorf("kind name %s repeats", k.Name)
		}
		names[k.Name] = true
	}
}

func TestBadCommandLines(t *testing.T) {
	full := t.TempDir()
	if err := os.WriteFile(filepath.Join(full, "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "-out is required"},
		{[]string{"-out", t.TempDir(), "-kinds", "0"}, "at least 1"},
		{[]string{"-out", full}, "not empty"},
		{[]string{"-out", t.TempDir(), "extra"}, "unexpected arguments"},
		{[]string{"-nosuchflag"}, "not defined"},
	} {
		err := run(tc.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("run(%q) = %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
}

// TestModuleBuildsAndGenerates is the command's contract with the scripts:
// the module it writes builds as written, kubegen generates from it, and
// the generated clientset, listers and informers build too. It needs the
// go command and the module proxy (or a module cache holding client-go).
func TestModuleBuildsAndGenerates(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with client-go; skipped with -short")
	}
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	mod := filepath.Join(tmp, "synth")
	if err := run([]string{"-out", mod, "-module", "example.com/synth", "-groups", "2", "-versions", "2", "-kinds", "6"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	goCmd(t, mod, "mod", "tidy")
	goCmd(t, mod, "build", "./...")
	goCmd(t, mod, "vet", "./...")

	kubegen := filepath.Join(tmp, "kubegen")
	// Built as a developer builds it: -mod=mod here would rewrite the
	// repository's go.mod.
	build := exec.Command("go", "build", "-o", kubegen, "./cmd/kubegen")
	build.Dir = repo
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/kubegen: %v\n%s", err, out)
	}
	cmd := exec.Command(kubegen, "--go-header-file", "hack/boilerplate.go.txt",
		"--output-dir", "generated", "--output-pkg", "example.com/synth/generated", "./apis/...")
	cmd.Dir = mod
	cmd.Env = goEnv()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("kubegen on the synthetic module: %v\n%s", err, out)
	}

	// The read-only kind (onlyVerbs=get,list,watch) gets no Create; a
	// cluster-scoped one gets a lister without namespaces.
	read := func(rel string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(mod, "generated", rel))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if c := read("clientset/versioned/typed/group0/v1/proxy.go"); strings.Contains(c, "Create(") || !strings.Contains(c, "Watch(") {
		t.Errorf("typed client of the read-only kind Proxy: want Watch and no Create:\n%s", c)
	}
	if l := read("listers/group1/v2/class.go"); strings.Contains(l, "ClassNamespaceLister") {
		t.Errorf("lister of the cluster-scoped kind Class has a namespace lister:\n%s", l)
	}
	read("informers/externalversions/group1/v2/batch.go")

	goCmd(t, mod, "mod", "edit", "-require", "github.com/kubegen/kubegen@v0.0.0-00010101000000-000000000000",
		"-replace", "github.com/kubegen/kubegen="+repo)
	goCmd(t, mod, "get", "k8s.io/client-go@v0.37.2")
	goCmd(t, mod, "mod", "tidy")
	goCmd(t, mod, "build", "./...")
}

// goEnv runs the go command outside this repository's workspace and lets it
// update the scratch module's go.mod and go.sum; never use it in the
// repository itself.
func goEnv() []string {
	return append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
}

func goCmd(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = goEnv()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}
