package generators_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestApplyConfigurationGenAloneAcceptsWhatUpstreamDoes runs the standalone
// applyconfiguration-gen on a package upstream's v0.37.2 tool accepts (exit
// 0, files foo.go, foospec.go, internal/internal.go and utils.go) though
// client-gen's checks would refuse it: Foo has no FooList, and Bar carries
// +genclient without ObjectMeta. Ours writes the same file set, warns about
// Bar with file:line, and still refuses the package when clients are asked
// for, where the missing list type would break the generated code.
func TestApplyConfigurationGenAloneAcceptsWhatUpstreamDoes(t *testing.T) {
	const input = "./testdata/applyonly/apis/ex/v1"
	const pkg = "github.com/kubegen/kubegen/generators/testdata/want/applyonly"
	out := t.TempDir()
	code, _, stderr := run(t, "applyconfiguration-gen", "--output-dir", out, "--output-pkg", pkg, input)
	if code != 0 {
		t.Fatalf("exit %d, want 0 as upstream's: %s", code, stderr)
	}
	var files []string
	for name := range tree(t, out) {
		files = append(files, name)
	}
	slices.Sort(files)
	want := []string{"ex/v1/foo.go", "ex/v1/foospec.go", "internal/internal.go", "utils.go"}
	if !slices.Equal(files, want) {
		t.Errorf("wrote %v, want upstream's %v", files, want)
	}
	if !strings.Contains(stderr, "types.go:17: warning: v1.Bar:") || !strings.Contains(stderr, "ObjectMeta") {
		t.Errorf("no file:line warning about Bar's missing ObjectMeta:\n%s", stderr)
	}
	if strings.Contains(stderr, "FooList") {
		t.Errorf("the missing list type was reported, though apply configurations do not need it:\n%s", stderr)
	}

	base, err := filepath.Abs("testdata/applyonly/apis")
	if err != nil {
		t.Fatal(err)
	}
	code, _, stderr = run(t, "client-gen", "--output-dir", t.TempDir(), "--output-pkg", pkg+"/clientset",
		"--clientset-name", "versioned", "--input-base", base, "--input", "ex/v1")
	if code == 0 || !strings.Contains(stderr, "FooList") || !strings.Contains(stderr, "ObjectMeta") {
		t.Errorf("client-gen on the same package: exit %d, want errors naming FooList and ObjectMeta:\n%s", code, stderr)
	}
}
