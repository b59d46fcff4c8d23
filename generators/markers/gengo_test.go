package markers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

func TestTypeTags(t *testing.T) {
	src := `// +groupName=example.com
package v1

// +k8s:deepcopy-gen=package

// +genclient
// +genclient:nonNamespaced

// Foo is a kind.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Foo struct{}

// +far

// +second

type Bar struct{} // +trailing
type (
	// +grouped=x
	Baz struct{}
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "doc.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCollector(nil)
	show := func(ts []Tag) string {
		var out []string
		for _, tg := range ts {
			out = append(out, fmt.Sprintf("%s@%d:%d", tg, tg.Pos.Line, tg.Pos.Column))
		}
		return strings.Join(out, " ")
	}
	want := map[string]string{
		"Foo": "+genclient@6:0 +genclient:nonNamespaced@7:0 +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object@10:0",
		"Bar": "+second@15:0",
		"Baz": "+trailing@17:0 +grouped=x@19:0", // gengo takes a trailing comment two lines up
	}
	for _, d := range f.Decls {
		for _, s := range d.(*ast.GenDecl).Specs {
			spec := s.(*ast.TypeSpec)
			got := show(c.TypeTags(fset, f, spec))
			if got != want[spec.Name.Name] {
				t.Errorf("%s: got %s, want %s", spec.Name.Name, got, want[spec.Name.Name])
			}
			if again := c.TypeTags(fset, f, spec); len(again) > 0 && &again[0] != &c.TypeTags(fset, f, spec)[0] {
				t.Errorf("%s: read twice", spec.Name.Name)
			}
		}
	}
	if got, want := show(c.PackageTags(fset, []*ast.File{f})),
		"+groupName=example.com@1:1 +k8s:deepcopy-gen=package@4:1 +genclient@6:1 +genclient:nonNamespaced@7:1 +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object@10:1 +far@13:1 +second@15:1 +trailing@17:19 +grouped=x@19:2"; got != want {
		t.Errorf("package tags of doc.go:\n got %s\nwant %s", got, want)
	}
}
