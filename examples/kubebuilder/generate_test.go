package kubebuilder

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/cgtest"
)

// generateArgs returns the kubegen arguments of generate.go's go:generate
// line, so that the tests run exactly what go generate runs.
func generateArgs(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("generate.go")
	if err != nil {
		t.Fatal(err)
	}
	const prefix = "//go:generate go tool kubegen "
	for line := range strings.Lines(string(src)) {
		if rest, ok := strings.CutPrefix(line, prefix); ok {
			return strings.Fields(rest)
		}
	}
	t.Fatalf("generate.go has no %q line", prefix)
	return nil
}

// kubegen runs go tool kubegen here and returns its exit code and output.
func kubegen(t *testing.T, args ...string) (int, string) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), "go", append([]string{"tool", "kubegen"}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			return exit.ExitCode(), string(out)
		}
		t.Fatalf("go tool kubegen: %v\n%s", err, out)
	}
	return 0, string(out)
}

// TestCommittedOutputsAreOneRun: the committed deep copies, CRD, role and
// webhook manifests are exactly what the one go:generate line writes.
func TestCommittedOutputsAreOneRun(t *testing.T) {
	if code, out := kubegen(t, append([]string{"--verify"}, generateArgs(t)...)...); code != 0 {
		t.Fatalf("the committed outputs are stale (run go generate in examples/kubebuilder): exit %d\n%s", code, out)
	}
}

// TestVerifySeesAStaleRole: --verify fails and names the file when a
// manifest differs; the role is checked from a copy of config/ with one
// verb removed.
func TestVerifySeesAStaleRole(t *testing.T) {
	config := filepath.Join(t.TempDir(), "config")
	for _, sub := range []string{"crd/bases", "rbac", "webhook"} {
		copyDir(t, filepath.Join("config", sub), filepath.Join(config, sub))
	}
	role := filepath.Join(config, "rbac", "role.yaml")
	data, err := os.ReadFile(role)
	if err != nil {
		t.Fatal(err)
	}
	stale := bytes.Replace(data, []byte("  - watch\n"), nil, 1)
	if bytes.Equal(stale, data) {
		t.Fatal("config/rbac/role.yaml grants no watch")
	}
	if err := os.WriteFile(role, stale, 0o644); err != nil {
		t.Fatal(err)
	}
	args := generateArgs(t)
	for i, a := range args {
		if dir, ok := strings.CutPrefix(a, "config/"); ok && i > 0 && strings.HasSuffix(args[i-1], "-output-dir") {
			args[i] = filepath.Join(config, dir)
		}
	}
	code, out := kubegen(t, append([]string{"--verify"}, args...)...)
	if code == 0 || !strings.Contains(out, "+  - watch") {
		t.Fatalf("--verify with a role missing watch: exit %d, want a failure whose diff adds the verb\n%s", code, out)
	}
	after, err := os.ReadFile(role)
	if err != nil || !bytes.Equal(after, stale) {
		t.Fatalf("--verify rewrote role.yaml (err %v)", err)
	}
}

// TestManifestsMatchControllerGen: upstream controller-gen v0.23.0, run as
// kubebuilder's make manifests runs it, writes the committed CRD, role and
// webhook manifests byte for byte. Skipped when upstream cannot be built
// (no module cache, no proxy).
func TestManifestsMatchControllerGen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds upstream controller-gen; skipped with -short")
	}
	bin := cgtest.Upstream(t)
	out := t.TempDir()
	cmd := exec.CommandContext(t.Context(), bin, "rbac:roleName=manager-role", "crd", "webhook", "paths=./...",
		"output:crd:artifacts:config="+filepath.Join(out, "crd", "bases"),
		"output:rbac:artifacts:config="+filepath.Join(out, "rbac"),
		"output:webhook:artifacts:config="+filepath.Join(out, "webhook"))
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("controller-gen: %v\n%s", err, msg)
	}
	for _, sub := range []string{"crd/bases", "rbac", "webhook"} {
		want := readDir(t, filepath.Join(out, sub))
		got := readDir(t, filepath.Join("config", sub))
		if len(want) == 0 {
			t.Errorf("controller-gen wrote nothing under %s", sub)
		}
		for name, w := range want {
			if g, ok := got[name]; !ok {
				t.Errorf("config/%s/%s: controller-gen writes it, kubegen did not", sub, name)
			} else if g != w {
				t.Errorf("config/%s/%s differs from controller-gen's:\n--- kubegen\n%s\n--- controller-gen\n%s", sub, name, g, w)
			}
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				t.Errorf("config/%s/%s: kubegen writes it, controller-gen does not", sub, name)
			}
		}
	}
}

// readDir returns the regular files of dir by name.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		if e.Type().IsRegular() {
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			files[e.Name()] = string(data)
		}
	}
	return files
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range readDir(t, from) {
		if err := os.WriteFile(filepath.Join(to, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
