package load

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

const policySrc = `// Package v1 is the doc.
// +groupName=example.com
package v1

import "fmt"

// Kind is a type.
type Kind struct{}

const answer = 42

// String has a body.
func (Kind) String() string { return fmt.Sprint(answer) }
`

// kept is what a tree holds, for TestParseFilePolicies.
type kept struct {
	doc, laterComments, imports, types, bodies bool
}

func keptOf(f *ast.File) kept {
	k := kept{doc: f.Doc != nil, imports: len(f.Imports) > 0}
	for _, c := range f.Comments {
		if c.Pos() > f.Name.End() {
			k.laterComments = true
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			if d.Tok == token.TYPE {
				k.types = true
			}
		case *ast.FuncDecl:
			if d.Body != nil {
				k.bodies = true
			}
		}
	}
	return k
}

// TestParseFilePolicies pins what each policy keeps of one file: the
// callers choose a policy by these promises.
func TestParseFilePolicies(t *testing.T) {
	path := filepath.Join(t.TempDir(), "types.go")
	if err := os.WriteFile(path, []byte(policySrc), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		p    Policy
		want kept
	}{
		{"Full", Full, kept{doc: true, laterComments: true, imports: true, types: true, bodies: true}},
		{"Code", Code, kept{imports: true, types: true, bodies: true}},
		{"Declarations", Declarations, kept{doc: true, laterComments: true, imports: true, types: true, bodies: true}},
		{"Comments", Comments, kept{doc: true}},
		{"Imports", Imports, kept{imports: true}},
		{"PackageClause", PackageClause, kept{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			// Given the bytes, and given none: then the file is read.
			for _, src := range [][]byte{[]byte(policySrc), nil} {
				f, err := ParseFile(token.NewFileSet(), path, src, c.p)
				if err != nil {
					t.Fatal(err)
				}
				if f.Name.Name != "v1" {
					t.Errorf("package %q, want v1", f.Name.Name)
				}
				if got := keptOf(f); got != c.want {
					t.Errorf("src %v: kept %+v, want %+v", src != nil, got, c.want)
				}
			}
		})
	}
}

// TestParseFileDeclarationsTrims checks that Declarations drops the
// functions and later comments of a file that declares no types, but not
// of doc.go, and reads the file when given no bytes.
func TestParseFileDeclarationsTrims(t *testing.T) {
	const src = "// Package v1 is the doc.\npackage v1\n\n// F has a body.\nfunc F() {}\n\nconst C = 1\n"
	dir := t.TempDir()
	for name, want := range map[string]kept{
		"funcs.go": {doc: true},
		"doc.go":   {doc: true, laterComments: true, bodies: true},
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := ParseFile(token.NewFileSet(), path, nil, Declarations)
		if err != nil {
			t.Fatal(err)
		}
		if got := keptOf(f); got != want {
			t.Errorf("%s: kept %+v, want %+v", name, got, want)
		}
		if len(f.Decls) == 0 {
			t.Errorf("%s: the constant was dropped", name)
		}
	}
}

// TestParseFileFullListsEveryError checks that Full reports every syntax
// error, as go list does, where the parser alone stops at ten.
func TestParseFileFullListsEveryError(t *testing.T) {
	src := "package v1\n"
	for range 20 {
		src += "type T struct { a b c }\n"
	}
	_, err := ParseFile(token.NewFileSet(), "bad.go", []byte(src), Full)
	list, ok := err.(interface{ Len() int })
	if !ok {
		t.Fatalf("error %v (%T) is not an error list", err, err)
	}
	if list.Len() < 20 {
		t.Errorf("Full listed %d errors, want every one (20): %v", list.Len(), err)
	}
}
