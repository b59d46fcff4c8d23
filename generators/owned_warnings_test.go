package generators_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// The tools of kube_codegen.sh's gen_client run over the same packages and
// meet the same doubtful inputs; each warning is printed once in the whole
// sequence, by the tool that owns it: client-gen the +genclient tag
// warnings, applyconfiguration-gen those about apply configurations,
// lister-gen and informer-gen none of the model's.
func TestGenClientSequencePrintsEachWarningOnce(t *testing.T) {
	const input = "./testdata/owned-warnings/apis/ex/v1"
	base, err := filepath.Abs("testdata/owned-warnings/apis")
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	const pkg = "example.com/out"
	steps := []struct {
		tool string
		args []string
	}{
		{"applyconfiguration-gen", []string{"--output-dir", filepath.Join(out, "applyconfiguration"), "--output-pkg", pkg + "/applyconfiguration", input}},
		{"client-gen", []string{"--output-dir", filepath.Join(out, "clientset"), "--output-pkg", pkg + "/clientset", "--clientset-name", "versioned",
			"--apply-configuration-package", pkg + "/applyconfiguration", "--input-base", base, "--input", "ex/v1"}},
		{"lister-gen", []string{"--output-dir", filepath.Join(out, "listers"), "--output-pkg", pkg + "/listers", input}},
		{"informer-gen", []string{"--output-dir", filepath.Join(out, "informers"), "--output-pkg", pkg + "/informers",
			"--versioned-clientset-package", pkg + "/clientset/versioned", "--listers-package", pkg + "/listers", input}},
	}
	byTool := map[string]string{}
	var all []string
	for _, s := range steps {
		code, _, stderr := run(t, s.tool, s.args...)
		if code != 0 {
			t.Fatalf("%s: exit %d:\n%s", s.tool, code, stderr)
		}
		byTool[s.tool] = stderr
		for _, l := range strings.Split(strings.TrimSpace(stderr), "\n") {
			if strings.Contains(l, "warning:") {
				all = append(all, l)
			}
		}
	}
	count := map[string]int{}
	for _, l := range all {
		count[l]++
	}
	for l, n := range count {
		if n != 1 {
			t.Errorf("printed %d times in one gen_client sequence: %s", n, l)
		}
	}
	want := map[string]string{
		"client-gen":             "types.go:17: warning: v1.FooList: +genclient:nonNamespaced: ignored",
		"applyconfiguration-gen": "types.go:25: warning: v1.Bar: +genclient: the type embeds *metav1.ObjectMeta, a pointer, so it gets no apply configuration",
	}
	for tool, w := range want {
		if !strings.Contains(byTool[tool], w) {
			t.Errorf("%s did not print %q:\n%s", tool, w, byTool[tool])
		}
	}
	for _, tool := range []string{"lister-gen", "informer-gen"} {
		if strings.Contains(byTool[tool], "warning:") {
			t.Errorf("%s printed the model's warnings, which client-gen and applyconfiguration-gen own:\n%s", tool, byTool[tool])
		}
	}
}

// Without apply configurations, an apply extension method is dropped with
// a warning that names client-gen's --apply-configuration-package: only
// client-gen (and kubegen, which has the flag) says so, once; lister-gen
// and informer-gen have no such flag.
func TestApplyMethodWarningOnlyFromToolsWithTheFlag(t *testing.T) {
	const input = "./testdata/owned-warnings/apis/ex/v1"
	base, err := filepath.Abs("testdata/owned-warnings/apis")
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	const flag = "verb=apply needs --apply-configuration-package"
	runs := map[string][]string{
		"client-gen": {"--output-dir", filepath.Join(out, "clientset"), "--output-pkg", "example.com/out/clientset", "--clientset-name", "versioned",
			"--input-base", base, "--input", "ex/v1"},
		"kubegen":    {"--output-dir", filepath.Join(out, "kubegen"), "--output-pkg", "example.com/out/kubegen", "--applyconfiguration-subdir", "", "--deepcopy-file", "", "--register-file", "", input},
		"lister-gen": {"--output-dir", filepath.Join(out, "listers"), "--output-pkg", "example.com/out/listers", input},
		"informer-gen": {"--output-dir", filepath.Join(out, "informers"), "--output-pkg", "example.com/out/informers",
			"--versioned-clientset-package", "example.com/out/clientset/versioned", "--listers-package", "example.com/out/listers", input},
	}
	for tool, args := range runs {
		code, _, stderr := run(t, tool, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d:\n%s", tool, code, stderr)
		}
		want := 0
		if tool == "client-gen" || tool == "kubegen" {
			want = 1
		}
		if got := strings.Count(stderr, flag); got != want {
			t.Errorf("%s: %q printed %d times, want %d:\n%s", tool, flag, got, want, stderr)
		}
	}
}
