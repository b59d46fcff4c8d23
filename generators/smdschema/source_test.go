package smdschema

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/kubegen/kubegen/generators/source"
)

// TestSourcesOfDependencies reads markers through positions as export
// data records them, from a file read on demand, and reports a file that
// cannot be read.
func TestSourcesOfDependencies(t *testing.T) {
	dir := t.TempDir()
	src := "package dep\n\n// T is a type.\n// +structType=atomic\ntype T struct {\n\t// +listType=set\n\tL []string `json:\"l\"`\n}\n"
	name := filepath.Join(dir, "dep.go")
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// Export data gives a file set with one file per source file and its
	// lines; positions within a line may be approximate.
	fset := token.NewFileSet()
	f := fset.AddFile(name, -1, len(src))
	f.SetLinesForContent([]byte(src))
	gone := fset.AddFile(filepath.Join(dir, "gone.go"), -1, 100)
	gone.SetLines([]int{0, 10, 20})

	s := &sources{fset: fset, comments: source.FromDisk(fset)}
	lines := s.typeComments(f.LineStart(5))
	if len(lines) != 1 || lines[0].text != "+structType=atomic" || lines[0].pos.Line != 4 {
		t.Errorf("type comments: %v", lines)
	}
	lines = s.fieldComments(f.LineStart(7) + 1)
	if len(lines) != 1 || lines[0].text != "+listType=set" || lines[0].pos.Filename != name {
		t.Errorf("field comments: %v", lines)
	}
	if lines := s.typeComments(gone.LineStart(2)); lines != nil {
		t.Errorf("comments from a missing file: %v", lines)
	}
	if m := s.missing(); len(m) != 1 || m[0] != gone.Name() {
		t.Errorf("missing files: %v", m)
	}

}
