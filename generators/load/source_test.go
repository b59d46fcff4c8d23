package load

import (
	"go/token"
	"strings"
	"testing"
)

// A dependency go list cannot load comes back as a diagnostic under the
// root that reaches it, named in the message; a graph without errors gives
// none.
func TestSourceUniverseReportsBrokenDependencies(t *testing.T) {
	t.Setenv("KUBEGEN_CACHE", "off")
	tree := &listTestTree{t: t, dir: t.TempDir()}
	tree.write("go.mod", "module example.com/m\n\ngo 1.22\n")
	tree.write("a/a.go", "package a\n\nimport \"example.com/m/b\"\n\nvar X = b.Y\n")
	tree.write("b/b.go", "package b\n\nimport \"example.com/m/missing\"\n\nvar Y = missing.Z\n")
	tree.write("c/c.go", "package c\n\nconst W = 1\n")
	dir := tree.dir
	r := newSourceUniverse(dir, token.NewFileSet()).load([]string{"example.com/m/c", "example.com/m/a"})
	if r.err != nil {
		t.Fatal(r.err)
	}
	if len(r.diags) == 0 {
		t.Fatal("no diagnostic for a's broken dependency")
	}
	for _, d := range r.diags {
		if d.Subject != "example.com/m/a" || !strings.HasPrefix(d.Msg, "dependency example.com/m/") {
			t.Errorf("diagnostic %q under %s, want one about a dependency under example.com/m/a", d.Msg, d.Subject)
		}
	}
	if r.pkgs["example.com/m/c"] == nil {
		t.Error("c, which has no errors, was not checked")
	}
	clean := newSourceUniverse(dir, token.NewFileSet()).load([]string{"example.com/m/c"})
	if len(clean.diags) != 0 || clean.pkgs["example.com/m/c"] == nil {
		t.Errorf("c alone: diagnostics %v, package %v", clean.diags, clean.pkgs["example.com/m/c"])
	}
}
