package gengo

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"
)

// TestCommentsLinesAreTheCallers checks that the lines Comments keeps
// for a group asked for again are not the ones a caller got: changing
// or appending to what one call returned leaves the next call's answer
// as the comment says.
func TestCommentsLinesAreTheCallers(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	c := NewComments(fset)
	c.Add([]*ast.File{f})
	var s token.Pos
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE && gd.Specs[0].(*ast.TypeSpec).Name.Name == "S" {
			s = gd.Pos()
		}
	}
	wantDoc, wantDetached := []string{"S is a struct."}, []string{"+detached"}

	doc, detached := c.TypeDocs(s)
	if !slices.Equal(doc, wantDoc) || !slices.Equal(detached, wantDetached) {
		t.Fatalf("TypeDocs = %q, %q; want %q, %q", doc, detached, wantDoc, wantDetached)
	}
	doc[0], detached[0] = "changed", "changed"
	// TagLines appends the doc comment to the detached block it got.
	if got, want := c.TagLines(s), append(slices.Clone(wantDetached), wantDoc...); !slices.Equal(got, want) {
		t.Errorf("TagLines after a caller changed its lines = %q, want %q", got, want)
	}
	if got := c.Doc(s); !slices.Equal(got, wantDoc) {
		t.Errorf("Doc after a caller changed its lines = %q, want %q", got, wantDoc)
	}
	doc, detached = c.TypeDocs(s)
	if !slices.Equal(doc, wantDoc) || !slices.Equal(detached, wantDetached) {
		t.Errorf("TypeDocs asked again = %q, %q; want %q, %q", doc, detached, wantDoc, wantDetached)
	}
}
