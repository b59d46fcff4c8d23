package smdschema

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/kubegen/kubegen/generators/source"
)

// TestSourcesOfDependencies reads markers, with their lines, through
// positions as export data records them, from a file read on demand
// (source.FromDisk, whose tests cover the file it cannot read).
func TestSourcesOfDependencies(t *testing.T) {
	src := "package dep\n\n// T is a type.\n// +structType=atomic\ntype T struct {\n\t// +listType=set\n\tL []string `json:\"l\"`\n}\n"
	name := filepath.Join(t.TempDir(), "dep.go")
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// Export data gives a file set with one file per source file and its
	// lines; positions within a line may be approximate.
	fset := token.NewFileSet()
	f := fset.AddFile(name, -1, len(src))
	f.SetLinesForContent([]byte(src))

	s := &sources{fset: fset, comments: source.FromDisk(fset)}
	if lines := s.typeComments(f.LineStart(5)); len(lines) != 1 || lines[0].text != "+structType=atomic" || lines[0].pos.Line != 4 {
		t.Errorf("type comments: %v", lines)
	}
	if lines := s.fieldComments(f.LineStart(7) + 1); len(lines) != 1 || lines[0].text != "+listType=set" || lines[0].pos.Filename != name {
		t.Errorf("field comments: %v", lines)
	}
	if m := s.missing(); len(m) != 0 {
		t.Errorf("missing files: %v", m)
	}
}
