package kubecodegen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A kubebuilder package (kinds marked +kubebuilder:object:root, no
// +k8s:deepcopy-gen) is not selected by gen_helpers, as upstream's grep
// does not select it; gen_helpers says so on stderr, naming the package
// and the line that selects it, and exits 0. With that line added, the
// package gets its deep copies, DeepCopyObject included.
func TestGenHelpersNamesKubebuilderPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("installs kubegen: not with -short")
	}
	dir, gobin := helperProject(t, "")
	pkg := filepath.Join(dir, "apis", "w", "v1")
	if err := os.Remove(filepath.Join(pkg, "doc.go")); err != nil {
		t.Fatal(err)
	}
	info := filepath.Join(pkg, "groupversion_info.go")
	write := func(name, src string) {
		t.Helper()
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const comment = "// Package v1 is kubebuilder's: no doc.go.\n// +kubebuilder:object:generate=true\n// +groupName=w.example.com\n"
	write(info, comment+"package v1\n")
	write(filepath.Join(pkg, "types.go"), "package v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\n"+
		"// +kubebuilder:object:root=true\n\n// W is a kind.\ntype W struct {\n\tmetav1.TypeMeta\n\tA []int\n}\n")
	write(filepath.Join(dir, "go.mod"), "module example.com/m\n\ngo 1.26.0\n\nrequire k8s.io/apimachinery v0.37.2\n")
	goCmd(t, dir, "mod", "tidy")

	out, err := genHelpers(t, dir, gobin)
	const fix = "// +k8s:deepcopy-gen=package"
	if err != nil || !strings.Contains(out, "warning: gen_helpers skips these packages") || !strings.Contains(out, "\t"+pkg+"\n") || !strings.Contains(out, fix) {
		t.Errorf("gen_helpers over a kubebuilder package: %v, want exit 0 and a warning naming %s and the fix %q:\n%s", err, pkg, fix, out)
	}
	untouched(t, dir, gobin, true)

	// A defaulter tag there is selected by gen_helpers' grep, but, as
	// upstream's defaulter-gen reads doc.go only, it writes no defaulters
	// and says where the tag goes.
	write(info, comment+fix+"\n// +k8s:defaulter-gen=TypeMeta\npackage v1\n")
	out, err = genHelpers(t, dir, gobin)
	if err != nil || strings.Contains(out, "skips") {
		t.Fatalf("gen_helpers with %s in groupversion_info.go: %v\n%s", fix, err, out)
	}
	b, err := os.ReadFile(filepath.Join(pkg, "zz_generated.deepcopy.go"))
	if err != nil || !strings.Contains(string(b), "func (in *W) DeepCopyObject() runtime.Object {") {
		t.Errorf("no DeepCopyObject for the root kind W: %v\n%s", err, b)
	}
	if _, err := os.Stat(filepath.Join(pkg, "zz_generated.defaults.go")); err == nil {
		t.Error("defaulters written from a tag upstream's defaulter-gen does not read")
	}
	if !strings.Contains(out, "+k8s:defaulter-gen outside doc.go is not read by defaulter-gen") {
		t.Errorf("no warning about the defaulter tag outside doc.go:\n%s", out)
	}
}
