package load

import (
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/testfs"
)

// WhyMissing explains a missing package by the module layout, so that a
// path inside the user's own module is never answered with the go
// command's "go get", which cannot add it.
func TestWhyMissing(t *testing.T) {
	dir := t.TempDir()
	testfs.WriteFiles(t, dir, map[string]string{
		"go.mod":           "module example.com/m\n\ngo 1.26.0\n\nrequire k8s.io/apimachinery v0.37.2\n",
		"apis/README.md":   "no Go here\n",
		"apis/v1/types.go": "package v1\n",
	})
	t.Setenv("GOWORK", "off")
	for pkg, want := range map[string]string{
		"example.com/m/internal/apis":     "module example.com/m has no directory internal/apis",
		"example.com/m/apis":              "holds no Go files",
		"k8s.io/apimachinery/pkg/nothere": "module k8s.io/apimachinery v0.37.2, which the module requires, has no package k8s.io/apimachinery/pkg/nothere",
		"github.com/nobody/apis":          "no module the main module requires provides github.com/nobody/apis; if the path is right, add its module (go get github.com/nobody/apis)",
		"internal/apis":                   "is no standard library package",
	} {
		got := WhyMissing(dir, pkg, "the go command's message")
		if !strings.Contains(got, want) {
			t.Errorf("WhyMissing(%s) = %q, want it to contain %q", pkg, got, want)
		}
		if strings.HasPrefix(pkg, "example.com/m/") && strings.Contains(got, "go get") {
			t.Errorf("WhyMissing(%s) advises go get for the module's own package: %q", pkg, got)
		}
	}
	// A directory with Go files that still did not load: the go command
	// knows why.
	if got := WhyMissing(dir, "example.com/m/apis/v1", "build constraints exclude all Go files"); got != "build constraints exclude all Go files" {
		t.Errorf("an existing package: %q, want the go command's message", got)
	}
}
