package projecttest

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	pathpkg "path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kubegen/kubegen/internal/apicompat"
)

// TestProjects runs every project of hack/projects-codegen.sh twice, with
// upstream code-generator's kube_codegen.sh and with ours, and requires
// from our side: no upstream tool ran, the same files as upstream's side
// (the same code apart from comments, or for clients, listers and informers
// the same API), and a tree that builds, vets and passes the project's own
// tests.
//
// It needs the Go module proxy (or a module cache holding the projects) and
// skips without it; code-generator's examples come from testdata.
func TestProjects(t *testing.T) {
	if testing.Short() {
		t.Skip("runs real projects' code generation scripts; skipped with -short")
	}
	script, err := filepath.Abs(filepath.Join("..", "..", "hack", "projects-codegen.sh"))
	if err != nil {
		t.Fatal(err)
	}
	if out, err := run(t.Context(), "", nil, "bash", script, "upstream-dir"); err != nil {
		t.Skipf("upstream k8s.io/code-generator is not reachable through the module proxy:\n%s", out)
	}
	ours := filepath.Dir(filepath.Dir(script))
	if dir := os.Getenv("KUBEGEN_PROJECT_OURS_CODEGEN"); dir != "" {
		ours = dir
	}
	if _, err := os.Stat(filepath.Join(ours, "kube_codegen.sh")); err != nil {
		t.Skipf("no kube_codegen.sh at %s yet: %v", ours, err)
	}
	list, err := run(t.Context(), "", nil, "bash", script, "list")
	if err != nil {
		t.Fatalf("listing the projects: %v\n%s", err, list)
	}
	// One tool directory per side for all projects: each side's
	// kube_codegen.sh installs its tools once, not once per project.
	tools := t.TempDir()
	for _, name := range strings.Fields(list) {
		t.Run(name, func(t *testing.T) { testProject(t, script, name, tools) })
	}
}

func testProject(t *testing.T, script, name, tools string) {
	ctx := t.Context()
	work := t.TempDir()
	step := func(what, dir string, env []string, args ...string) {
		t.Helper()
		start := time.Now()
		out, err := run(ctx, dir, env, args[0], args[1:]...)
		if err != nil {
			t.Fatalf("%s: %v\n%s", what, err, tail(out, 60))
		}
		t.Logf("%s: %.1fs", what, time.Since(start).Seconds())
	}
	up, ourTree := filepath.Join(work, "upstream", name), filepath.Join(work, "ours", name)
	upTools, ourTools := filepath.Join(tools, "upstream"), filepath.Join(tools, "ours")
	// A project the module proxy cannot give (offline, with upstream's
	// module already cached) is skipped; any other failure fails.
	if out, err := run(ctx, "", nil, "bash", script, "prepare", name, up); err != nil {
		if strings.Contains(out, "no module directory for") {
			t.Skipf("project %s is not reachable through the module proxy:\n%s", name, tail(out, 10))
		}
		t.Fatalf("prepare: %v\n%s", err, tail(out, 60))
	}
	if err := os.MkdirAll(filepath.Dir(ourTree), 0o755); err != nil {
		t.Fatal(err)
	}
	step("copy", "", nil, "cp", "-R", up, ourTree)

	step("upstream side: the project's script with upstream's kube_codegen.sh", "", nil, "bash", script, "run", name, up, "upstream", upTools)
	step("our side: the project's script with our kube_codegen.sh", "", nil, "bash", script, "run", name, ourTree, "ours", ourTools)

	checkNoUpstreamTool(t, ourTools)
	var apiDirs []string
	for _, pair := range [][2]string{{up, ourTree}, {filepath.Join(upTools, "api-rules", name), filepath.Join(ourTools, "api-rules", name)}} {
		c, err := CompareTrees(pair[0], pair[1])
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if pair[0] == up {
			apiDirs = c.APIDirs
		}
		for i, d := range c.Diffs {
			if i == 20 {
				t.Errorf("... and %d more differences", len(c.Diffs)-i)
				break
			}
			t.Errorf("%s", d)
		}
	}

	// The generated informers and listers run on kubegen's runtime: the
	// project requires kubegen's module, the one line of go.mod a project
	// that switches adds (a replace here, as kubegen is this checkout).
	// The go command (-mod=mod) completes go.mod and go.sum for the
	// packages built; no tidy, which would resolve every package of the
	// project at kubegen's Kubernetes version (kueue's kubectl commands
	// import an API that version removed).
	goEnv := []string{"GOWORK=off", "GOFLAGS=-mod=mod"}
	// Upstream's tree gets the same requirement before its API is read:
	// it imports nothing of kubegen, but both trees then build against the
	// same versions (v0.37.2's generated clients need client-go v0.37.2,
	// which kueue v0.15.0 does not require yet).
	repo := filepath.Dir(filepath.Dir(script))
	for _, tree := range []string{ourTree, up} {
		step("go.mod requires kubegen", tree, goEnv, "go", "mod", "edit",
			"-require=github.com/kubegen/kubegen@v0.0.0", "-replace=github.com/kubegen/kubegen="+repo)
	}

	pkgs, err := run(ctx, "", nil, "bash", script, "packages", name)
	if err != nil {
		t.Fatal(err)
	}
	step("go build", ourTree, goEnv, append([]string{"go", "build"}, strings.Fields(pkgs)...)...)
	vet(t, ourTree, up, goEnv, strings.Fields(pkgs))
	step("go test", ourTree, goEnv, append([]string{"go", "test", "-count=1"}, strings.Fields(pkgs)...)...)
	compareAPI(t, up, ourTree, apiDirs)
}

// vet runs go vet over pkgs in our tree. A project's hand-written code
// may have findings of its own (code-generator's examples tag an unexported
// field): those that upstream's tree has too are the project's, so vet fails
// the test only for a finding upstream's tree does not have.
func vet(t *testing.T, ours, up string, env, pkgs []string) {
	t.Helper()
	args := append([]string{"vet"}, pkgs...)
	out, err := run(t.Context(), ours, env, "go", args...)
	if err == nil {
		t.Log("go vet: no findings")
		return
	}
	upOut, upErr := run(t.Context(), up, env, "go", args...)
	if upErr == nil {
		t.Fatalf("go vet fails on our tree only: %v\n%s", err, tail(out, 60))
	}
	theirs := map[string]bool{}
	for _, line := range strings.Split(upOut, "\n") {
		theirs[line] = true
	}
	var ourOwn []string
	for _, line := range strings.Split(out, "\n") {
		if !theirs[line] {
			ourOwn = append(ourOwn, line)
		}
	}
	if len(ourOwn) > 0 {
		t.Fatalf("go vet finds on our tree what it does not find on upstream's:\n%s\n(all of ours:\n%s)", strings.Join(ourOwn, "\n"), tail(out, 40))
	}
	t.Logf("go vet: only the findings upstream's tree has too:\n%s", tail(out, 10))
}

// compareAPI requires every exported declaration of upstream's packages in
// dirs (client-gen's, lister-gen's and informer-gen's, whose code differs)
// in ours with the same signature, but for the runtime substitution
// apicompat.DefaultSubstitutions names.
func compareAPI(t *testing.T, up, ours string, dirs []string) {
	t.Helper()
	if len(dirs) == 0 {
		return
	}
	// -mod=mod as for the build: a vendoring project's vendor/modules.txt
	// no longer matches the go.mod that requires kubegen.
	mod, err := run(t.Context(), ours, []string{"GOWORK=off", "GOFLAGS=-mod=mod"}, "go", "list", "-m")
	if err != nil {
		t.Fatalf("go list -m: %v\n%s", err, mod)
	}
	root := strings.TrimSpace(mod)
	if p := commonDir(dirs); p != "." {
		root += "/" + p
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	upAPI, err := apicompat.Load(apicompat.Tree{Dir: up, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	ourAPI, err := apicompat.Load(apicompat.Tree{Dir: ours, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	r := apicompat.Compare(upAPI, ourAPI, apicompat.DefaultSubstitutions)
	var changed []apicompat.Diff
	for _, d := range r.Changed {
		if d.Note == "" {
			changed = append(changed, d)
		}
	}
	if len(r.MissingPackages) > 0 || len(r.Missing) > 0 || len(changed) > 0 {
		r.Changed = changed
		var b strings.Builder
		r.WriteText(&b, false)
		t.Errorf("the API below %s lacks or changes upstream's declarations:\n%s", root, tail(b.String(), 60))
	}
	t.Logf("API below %s: %d upstream declarations in %d packages, all in ours (%d with the runtime substitution)",
		root, len(upAPI.Decls), len(upAPI.Packages), len(r.Changed)-len(changed))
}

// commonDir is the longest directory that holds every one of dirs.
func commonDir(dirs []string) string {
	p := dirs[0]
	for _, d := range dirs[1:] {
		for p != "." && d != p && !strings.HasPrefix(d, p+"/") {
			p = pathpkg.Dir(p)
		}
	}
	return p
}

// checkNoUpstreamTool fails when a stand-in for an upstream tool ran on our
// side or when our side's GOBIN holds a binary built from another module
// than this repository's (an upstream tool installed by the script).
func checkNoUpstreamTool(t *testing.T, tools string) {
	t.Helper()
	if ran, err := os.ReadFile(filepath.Join(tools, "upstream-tools-run")); err != nil {
		t.Errorf("our side's record of upstream tools run: %v", err)
	} else if len(bytes.TrimSpace(ran)) > 0 {
		t.Errorf("upstream tools ran on our side: %s", strings.Fields(string(ran)))
	}
	bins, err := os.ReadDir(filepath.Join(tools, "bin"))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bins {
		path := filepath.Join(tools, "bin", b.Name())
		if trap, err := os.ReadFile(filepath.Join(tools, "trap", b.Name())); err == nil {
			if bin, err := os.ReadFile(path); err == nil && bytes.Equal(bin, trap) {
				continue // the stand-in, never replaced
			}
		}
		out, err := run(t.Context(), "", nil, "go", "version", "-m", path)
		if err != nil {
			t.Errorf("%s in our side's GOBIN is no Go binary: %v\n%s", b.Name(), err, out)
			continue
		}
		if mod := mainModule(out); mod != "github.com/kubegen/kubegen" {
			t.Errorf("%s in our side's GOBIN was built from module %q, not this repository", b.Name(), mod)
		}
	}
}

// mainModule reads the main module's path from `go version -m` output.
func mainModule(versionM string) string {
	for _, line := range strings.Split(versionM, "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "mod" {
			return f[1]
		}
	}
	return ""
}

// run runs a command and returns its combined output.
func run(ctx context.Context, dir string, env []string, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// tail keeps the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}
