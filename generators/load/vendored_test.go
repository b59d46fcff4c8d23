package load

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/internal/testfs"
)

// A vendored API package loads under its own import path, given as that
// path or as its directory; named by the module's path joined with
// vendor/..., which go list lists but nothing can import, it is an error
// at its package clause naming the path to give.
func TestVendoredInput(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "m")
	testfs.WriteFiles(t, dir, map[string]string{
		"go.mod":                             "module example.com/m\n\ngo 1.24\n\nrequire example.com/api v1.0.0\n",
		"vendor/modules.txt":                 "# example.com/api v1.0.0\n## explicit\nexample.com/api/v1\n",
		"vendor/example.com/api/v1/types.go": "// +groupName=api.example.com\npackage v1\n\ntype W struct{ A int }\n",
	})
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "off")
	for _, in := range []string{"example.com/api/v1", "./vendor/example.com/api/v1"} {
		pkgs, err := Packages(Config{Dir: dir}, []string{in})
		if err != nil || len(pkgs) != 1 || pkgs[0].PkgPath != "example.com/api/v1" {
			t.Errorf("input %s: %v; want package example.com/api/v1", in, err)
		}
	}
	_, err := Packages(Config{Dir: dir}, []string{"example.com/m/vendor/example.com/api/v1"})
	var diags diag.List
	if !errors.As(err, &diags) || len(diags) != 1 || !strings.HasSuffix(diags[0].Pos.Filename, "types.go") || diags[0].Pos.Line != 2 ||
		!strings.Contains(diags[0].Msg, "give its own import path, example.com/api/v1") {
		t.Errorf("input example.com/m/vendor/example.com/api/v1: %v; want one error at types.go:2 naming example.com/api/v1", err)
	}
	// The typed load (deep copies and the other helpers) refuses it too.
	if _, _, err := Typed(Config{Dir: dir}, []string{"example.com/m/vendor/example.com/api/v1"}); err == nil || !strings.Contains(err.Error(), "give its own import path, example.com/api/v1") {
		t.Errorf("typed load of example.com/m/vendor/example.com/api/v1: %v; want an error naming example.com/api/v1", err)
	}
}
