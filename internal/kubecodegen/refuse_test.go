package kubecodegen_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// While kubegen has no defaulter generator, gen_helpers on a package asking
// for defaulters fails saying so, and removes nothing.
func TestGenHelpersRefusesWhatKubegenLacks(t *testing.T) {
	if testing.Short() {
		t.Skip("installs kubegen: not with -short")
	}
	if kubegenHas("defaulter-file") {
		t.Skip("kubegen generates defaulters")
	}
	dir, gobin := helperProject(t, "// +k8s:defaulter-gen=TypeMeta\n")
	out, err := genHelpers(t, dir, gobin)
	if err == nil || !strings.Contains(out, "cannot generate defaulters") || !strings.Contains(out, "nothing was changed") {
		t.Errorf("gen_helpers with a +k8s:defaulter-gen package: %v, want a failure saying kubegen cannot generate defaulters:\n%s", err, out)
	}
	untouched(t, dir, gobin, true)
}

// helperProject writes a module with one API package carrying
// +k8s:deepcopy-gen and tag, and a deepcopy file of an earlier run, which
// upstream's gen_helpers would remove; it returns the module's directory
// and an empty GOBIN.
func helperProject(t *testing.T, tag string) (dir, gobin string) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	work := t.TempDir()
	dir, gobin = filepath.Join(work, "m"), filepath.Join(work, "bin")
	for name, src := range map[string]string{
		"go.mod":                             "module example.com/m\n\ngo 1.26.0\n",
		"apis/w/v1/doc.go":                   "// +k8s:deepcopy-gen=package\n" + tag + "package v1\n",
		"apis/w/v1/types.go":                 "package v1\n\ntype W struct{ A []int }\n",
		"apis/w/v1/zz_generated.deepcopy.go": "package v1\n\n// an earlier run's\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(gobin, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir, gobin
}

// genHelpers sources this repository's kube_codegen.sh and calls
// gen_helpers on dir/apis as `gen_helpers ... || exit 3`, which turns
// errexit off inside the function: it must return its failure itself. The
// error is nil only when the call succeeded.
func genHelpers(t *testing.T, dir, gobin string) (string, error) {
	t.Helper()
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "-c", `source "$1/kube_codegen.sh" && kube::codegen::gen_helpers --boilerplate /dev/null "$2/apis" || exit 3`,
		"bash", repo, dir)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOBIN="+gobin, "GOWORK=off", "KUBE_CODEGEN_TAG=")
	out, err := cmd.CombinedOutput()
	if exit, ok := err.(*exec.ExitError); ok && exit.ExitCode() != 3 {
		t.Errorf("exit %d, want 3 (gen_helpers failed) or 0", exit.ExitCode())
	}
	return string(out), err
}

// untouched checks that the earlier deepcopy file is still there, and that
// kubegen was installed only when installed says so.
func untouched(t *testing.T, dir, gobin string, installed bool) {
	t.Helper()
	if b, err := os.ReadFile(filepath.Join(dir, "apis/w/v1/zz_generated.deepcopy.go")); err != nil || !strings.Contains(string(b), "an earlier run's") {
		t.Errorf("the earlier deepcopy file was removed or changed: %v %q", err, b)
	}
	entries, err := os.ReadDir(gobin)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(entries) > 0; got != installed {
		t.Errorf("GOBIN holds %d entries; want kubegen installed: %v", len(entries), installed)
	}
}
