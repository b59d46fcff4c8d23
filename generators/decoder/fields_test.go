package decoder

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"
)

// The struct below is declared twice: as source for go/types, and here
// for encoding/json, whose member names are the reference.
const oddTagsSource = `package p

type Inner struct {
	Deep string
}

type Phase string

type inner struct {
	Hidden string
}

type Odd struct {
	Inner
	Phase
	inner ` + "`json:\"in\"`" + `
	Plain    string
	Quote    string ` + "`json:\"it's\"`" + `
	Bullet   string ` + "`json:\"a•b\"`" + `
	Accented string ` + "`json:\"dé\"`" + `
	Dash     string ` + "`json:\"-\"`" + `
	DashName string ` + "`json:\"-,\"`" + `
	NoName   string ` + "`json:\",omitempty\"`" + `
	Number   int    ` + "`json:\"number,string\"`" + `
	private  string
}
`

type Inner struct {
	Deep string
}

type Phase string

type inner struct {
	Hidden string
}

type Odd struct {
	Inner
	Phase
	inner    `json:"in"`
	Plain    string
	Quote    string `json:"it's"`
	Bullet   string `json:"a•b"`
	Accented string `json:"dé"`
	Dash     string `json:"-"`
	DashName string `json:"-,"`
	NoName   string `json:",omitempty"`
	Number   int    `json:"number,string"`
	private  string // encoding/json leaves it out
}

// TestJSONFieldsAreEncodingJSONs: the decoder's members of a struct with
// odd tags are the keys encoding/json writes for it (a name encoding/json
// rejects, such as one with a quote or a bullet, falls back to the Go
// name).
func TestJSONFieldsAreEncodingJSONs(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", oddTagsSource, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := pkg.Scope().Lookup("Odd").Type().Underlying().(*types.Struct)
	g := &gen{self: "p"}
	fields, ok := g.jsonFields(st)
	if !ok {
		t.Fatal("jsonFields: not ok")
	}
	var got []string
	for _, f := range fields {
		got = append(got, f.name)
	}
	b, err := json.Marshal(Odd{NoName: "set, as omitempty leaves out an empty one"})
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	var want []string
	for k := range m {
		want = append(want, k)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("members %q, encoding/json writes %q", got, want)
	}
}
