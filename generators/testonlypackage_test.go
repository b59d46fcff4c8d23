package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A pattern that matches a package of test files only (as
// k8s.io/apimachinery's ./pkg/... matches
// pkg/runtime/serializer/recognizer/testing) gives a package with no Go
// files: deepcopy-gen writes the others' files and says nothing about it,
// where it once failed to create the output directory "".
func TestTestOnlyPackageInPattern(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	if err := os.MkdirAll(filepath.Join(dir, "apis/w/testonly"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(dir, "apis/w/testonly/x_test.go"), "package testonly\n\nimport \"testing\"\n\nfunc TestX(t *testing.T) {}\n")
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := Command("deepcopy-gen", AddDeepcopyGenFlags, []string{"./apis/..."}, &stdout, &stderr); code != 0 || stderr.Len() > 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "apis/w/v1/generated.deepcopy.go")); err != nil {
		t.Errorf("the package with types got no deep copies: %v", err)
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "apis/w/testonly")); len(entries) != 1 || strings.Contains(stdout.String(), "testonly") {
		t.Errorf("the test-only package's directory holds %v; stdout:\n%s", entries, stdout.String())
	}
}
