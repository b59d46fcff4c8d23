package applyconfig_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Fields whose types are aliases get the aliased types in their
// configurations, as upstream's (gateway-api's `Port *PortNumber` with
// `type PortNumber = int32` is `Port *int32` there), also inside slices
// and maps.
func TestAliasFieldTypes(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := run([]string{"--go-header-file", "../emit/testdata/boilerplate.go.txt",
		"--output-dir", out, "--output-pkg", "example.com/out", "./testdata/input/alias/v1"})
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	src, err := os.ReadFile(filepath.Join(out, "alias/v1/listenerspec.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Port *int32 `json:\"port,omitempty\"`",
		"Backup *int32 `json:\"backup,omitempty\"`",
		"Extra []int32 `json:\"extra,omitempty\"`",
		"Names []string `json:\"names,omitempty\"`",
		"ByName map[string]int32 `json:\"byName,omitempty\"`",
		"WithPort(value int32)",
		"WithExtra(values ...int32)",
	} {
		if !strings.Contains(strings.Join(strings.Fields(string(src)), " "), want) {
			t.Errorf("listenerspec.go lacks %s:\n%s", want, src)
		}
	}
	if strings.Contains(string(src), "PortNumber") || strings.Contains(string(src), "Hostname") {
		t.Errorf("listenerspec.go names an alias:\n%s", src)
	}
}
