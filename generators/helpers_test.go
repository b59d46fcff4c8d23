package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// helperModule writes a one-package module: Widget (+genclient) and, in
// doc.go, the deepcopy package tag and a group name.
func helperModule(t *testing.T, typesSrc string) string {
	t.Helper()
	dir := t.TempDir()
	root, _ := filepath.Abs("..")
	files := map[string]string{
		"go.mod":             "module example.com/m\n\ngo 1.26.0\n\nrequire k8s.io/apimachinery v0.37.2\n",
		"apis/w/v1/doc.go":   "// +k8s:deepcopy-gen=package\n// +groupName=w.example.com\npackage v1\n",
		"apis/w/v1/types.go": typesSrc,
	}
	for name, src := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The module needs a go.sum for apimachinery: reuse this module's.
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644)
	return dir
}

const widgetTypes = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Widget is a kind.
type Widget struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `
	Sizes []int ` + "`json:\"sizes\"`" + `
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// WidgetList is a list.
type WidgetList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items []Widget ` + "`json:\"items\"`" + `
}
`

// kubegen writes the deep copies and the register file in its one run; a
// bad deepcopy tag makes it write nothing at all.
func TestKubegenWritesHelpers(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	var stdout, stderr bytes.Buffer
	args := []string{"--output-dir", filepath.Join(dir, "gen"), "--output-pkg", "example.com/m/gen", "./apis/w/v1"}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	if code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	dc, err := os.ReadFile(filepath.Join(dir, "apis/w/v1/zz_generated.deepcopy.go"))
	if err != nil || !strings.Contains(string(dc), "func (in *WidgetList) DeepCopyObject() runtime.Object") {
		t.Fatalf("deepcopy file: %v\n%s", err, dc)
	}
	reg, err := os.ReadFile(filepath.Join(dir, "apis/w/v1/zz_generated.register.go"))
	if err != nil || !strings.Contains(string(reg), "&Widget{},") || !strings.Contains(string(reg), `const GroupName = "w.example.com"`) {
		t.Fatalf("register file: %v\n%s", err, reg)
	}

	// Now break a tag: every problem reported, nothing written.
	os.Remove(filepath.Join(dir, "apis/w/v1/zz_generated.deepcopy.go"))
	os.Remove(filepath.Join(dir, "apis/w/v1/zz_generated.register.go"))
	bad := strings.Replace(widgetTypes, "// Widget is a kind.", "// +k8s:deepcopy-gen=sometimes\n// Widget is a kind.", 1)
	os.WriteFile(filepath.Join(dir, "apis/w/v1/types.go"), []byte(bad), 0o644)
	stderr.Reset()
	if code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d with a bad tag: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "types.go:10: v1.Widget: +k8s:deepcopy-gen=sometimes") {
		t.Errorf("stderr does not name the tag with its position:\n%s", stderr.String())
	}
	for _, f := range []string{"zz_generated.deepcopy.go", "zz_generated.register.go"} {
		if _, err := os.Stat(filepath.Join(dir, "apis/w/v1", f)); err == nil {
			t.Errorf("%s was written despite the error", f)
		}
	}

	// --deepcopy-file "" and --register-file "" turn both off.
	os.WriteFile(filepath.Join(dir, "apis/w/v1/types.go"), []byte(bad), 0o644)
	off := append([]string{"--deepcopy-file", "", "--register-file", ""}, args...)
	if code := Command("kubegen", AddKubegenFlags, off, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d with both off: %s", code, stderr.String())
	}
}

func TestDeepcopyGenFlags(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := Command("deepcopy-gen", AddDeepcopyGenFlags, []string{"--lint-rules", "bogus", "./apis/w/v1"}, &stdout, &stderr); code != 2 ||
		!strings.Contains(stderr.String(), "unrecognized rule in --lint-rules: bogus") {
		t.Errorf("unknown lint rule: exit %d, %s", code, stderr.String())
	}
	// Upstream's default file name, its lint rules and -v accepted.
	stderr.Reset()
	if code := Command("deepcopy-gen", AddDeepcopyGenFlags, []string{"-v", "0", "--lint-rules", "known-tags-only", "./apis/w/v1"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "apis/w/v1/generated.deepcopy.go")); err != nil {
		t.Errorf("default output file: %v", err)
	}
}
