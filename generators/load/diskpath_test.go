package load

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDiskPath: the names export data records for the standard library
// ($GOROOT/...) and for -trimpath builds of modules (relative to the module
// cache) resolve to files that exist; other names are kept.
func TestDiskPath(t *testing.T) {
	for _, name := range []string{
		"$GOROOT/src/time/time.go",
		"k8s.io/apimachinery@v0.37.2/pkg/apis/meta/v1/types.go",
	} {
		name = filepath.FromSlash(name)
		p := DiskPath(name)
		if !filepath.IsAbs(p) {
			t.Errorf("DiskPath(%q) = %q, want an absolute path", name, p)
			continue
		}
		if _, err := os.Stat(p); err != nil {
			t.Errorf("DiskPath(%q) = %q: %v", name, p, err)
		}
	}
	abs := filepath.Join(t.TempDir(), "x.go")
	if got := DiskPath(abs); got != abs {
		t.Errorf("DiskPath(%q) = %q, want it unchanged", abs, got)
	}
	if got := DiskPath(""); got != "" {
		t.Errorf(`DiskPath("") = %q`, got)
	}
}
