package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kubebuilder's layout: no doc.go, the package tags in
// groupversion_info.go's package comment.
const kubebuilderInfo = "// Package v1 is kubebuilder's.\n// +k8s:deepcopy-gen=package\n// +k8s:defaulter-gen=TypeMeta\n// +groupName=apps.example.com\n// +groupGoName=Apps\npackage v1\n"

// kubegen reads every package tag in groupversion_info.go as in doc.go:
// defaulters, and the group's Go name from +groupGoName. With
// --package-comments=false (kube_codegen.sh) it reads doc.go only, as
// upstream's tools: no defaulters, the Go name from the directory, and a
// warning at each tag that says where to move it.
func TestKubegenReadsPackageCommentsOutsideDocGo(t *testing.T) {
	dir := defaulterModule(t)
	pkg := filepath.Join(dir, "apis/w/v1")
	if err := os.Remove(filepath.Join(pkg, "doc.go")); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(pkg, "groupversion_info.go"), kubebuilderInfo)
	args := []string{"--output-dir", filepath.Join(dir, "gen"), "--output-pkg", "example.com/m/gen", "./apis/w/v1"}
	factory := filepath.Join(dir, "gen/informers/externalversions/factory.go")

	var stdout, stderr bytes.Buffer
	if code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if def, err := os.ReadFile(filepath.Join(pkg, "zz_generated.defaults.go")); err != nil || !strings.Contains(string(def), "func SetObjectDefaults_Widget(in *Widget) {") {
		t.Errorf("no defaulters from +k8s:defaulter-gen in groupversion_info.go: %v\n%s", err, def)
	}
	if f, err := os.ReadFile(factory); err != nil || !strings.Contains(string(f), "Apps() winformers.Interface") {
		t.Errorf("the factory's group is not named by +groupGoName in groupversion_info.go: %v\n%s", err, f)
	}
	if strings.Contains(stderr.String(), "outside doc.go") {
		t.Errorf("kubegen warns about tags it reads:\n%s", stderr.String())
	}

	os.RemoveAll(filepath.Join(dir, "gen"))
	for _, f := range []string{"zz_generated.deepcopy.go", "zz_generated.register.go", "zz_generated.defaults.go"} {
		os.Remove(filepath.Join(pkg, f))
	}
	stderr.Reset()
	if code := Command("kubegen", AddKubegenFlags, append([]string{"--package-comments=false"}, args...), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d with --package-comments=false: %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(pkg, "zz_generated.defaults.go")); err == nil {
		t.Error("--package-comments=false: defaulters written from a tag upstream does not read")
	}
	if f, err := os.ReadFile(factory); err != nil || !strings.Contains(string(f), "W() winformers.Interface") {
		t.Errorf("--package-comments=false: the factory's group is not named after the directory, as upstream's: %v\n%s", err, f)
	}
	for _, w := range []string{
		"groupversion_info.go:3: warning: example.com/m/apis/w/v1: +k8s:defaulter-gen outside doc.go is not read by defaulter-gen",
		"groupversion_info.go:5: warning: example.com/m/apis/w/v1: +groupGoName outside doc.go is not read by client-gen",
	} {
		if !strings.Contains(stderr.String(), w) {
			t.Errorf("--package-comments=false: no warning %q in:\n%s", w, stderr.String())
		}
	}
}
