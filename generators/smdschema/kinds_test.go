package smdschema

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"github.com/kubegen/kubegen/generators/markers"
)

// TestGenclientTypes: +genclient is read where client-gen (and the model,
// which names the kinds of the other generators) reads it, so that the
// schema's roots are the model's kinds in every layout.
func TestGenclientTypes(t *testing.T) {
	src := `package v1

// +genclient
type Doc struct{}

// +genclient

// Detached has its tag one blank line above its doc comment.
type Detached struct{}

// +genclient
type (
	Grouped struct{}
)

var x = 1 // +genclient
type Trailing struct{}

// +genclient


// TwoBlankLines is too far from its tag.
type TwoBlankLines struct{}

type Plain struct{}

// +genclient:nonNamespaced
type Option struct{}

// +genclient=true
type WithValue struct{}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "types.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	tagReader := markers.NewCollector(nil)
	want := map[string]bool{"Doc": true, "Detached": true, "Grouped": true, "Trailing": true, "Option": true}
	ast.Inspect(f, func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSpec); ok {
			if got := isGenclient(tagReader.TypeTags(fset, f, ts)); got != want[ts.Name.Name] {
				t.Errorf("%s: genclient %v, want %v", ts.Name.Name, got, want[ts.Name.Name])
			}
		}
		return true
	})
}
