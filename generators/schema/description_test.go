package schema

import (
	"go/ast"
	"go/token"
	"go/types"
	"testing"

	"github.com/kubegen/kubegen/generators/tags"
)

// openapi-gen's comment rule, on the lines its descriptions are made of;
// the expected texts are what upstream's generated definitions hold for
// such comments (testdata/shapes of generators/openapi has them too).
func TestDescription(t *testing.T) {
	cases := []struct {
		lines []string
		want  string
	}{
		{nil, ""},
		{[]string{"+optional", "+listType=atomic"}, ""},
		{[]string{"Name is the name.", "It is unique."}, "Name is the name. It is unique."},
		{[]string{"First paragraph.", "", "Second one."}, "First paragraph.\n\nSecond one."},
		{[]string{"Shown:", "  indented code", "after"}, "Shown:\n  indented code\nafter"},
		{[]string{"Kept.", "TODO: drop this", " +marker"}, "Kept."},
		{[]string{"Kept. ", "---", "Internal notes."}, "Kept."},
		{[]string{"Tabbed:", "\tone", "\ttwo"}, "Tabbed:\n\tone\n\ttwo"},
	}
	for _, c := range cases {
		if got := Description(c.lines); got != c.want {
			t.Errorf("Description(%q) = %q, want %q", c.lines, got, c.want)
		}
	}
}

// With Config.Docs the model holds the comment lines of its definitions
// and fields; without it, none.
func TestDocs(t *testing.T) {
	root, cfg := check(t, `// Root is the root.
type Root struct {
	// Name names it.
	// +optional
	Name string `+"`json:\"name\"`"+`
}`)
	m, _ := Build(cfg, []*types.TypeName{root})
	if d := m.ByType[root]; d.Doc != nil || d.Node.Object.Fields[0].Doc != nil {
		t.Errorf("without Docs: type doc %q, field doc %q; want none", d.Doc, d.Node.Object.Fields[0].Doc)
	}
	byPos := cfg
	byPos.Docs = docText{cfg.Markers.(docLines)}
	byObject := cfg
	byObject.ObjectDocs = objectDocs{docText{cfg.Markers.(docLines)}}
	for name, cfg := range map[string]Config{"Docs": byPos, "ObjectDocs": byObject} {
		m, _ = Build(cfg, []*types.TypeName{root})
		d := m.ByType[root]
		if got := Description(d.Doc); got != "Root is the root." {
			t.Errorf("%s: type description %q", name, got)
		}
		f := d.Node.Object.Fields[0]
		if len(f.Doc) != 2 || f.Doc[1] != "+optional" || Description(f.Doc) != "Name names it." {
			t.Errorf("%s: field doc %q", name, f.Doc)
		}
	}
}

// docText is docLines' comments as whole lines.
type docText struct{ d docLines }

func (d docText) TypeDoc(pos token.Pos) []string  { return texts(d.d.TypeMarkersGroup(pos)) }
func (d docText) FieldDoc(pos token.Pos) []string { return texts(d.d.FieldMarkersGroup(pos)) }

// objectDocs is docText asked by object.
type objectDocs struct{ d docText }

func (d objectDocs) TypeDocOf(tn *types.TypeName) []string { return d.d.TypeDoc(tn.Pos()) }

func (d objectDocs) FieldDocsOf(_ *types.Named, st *types.Struct) [][]string {
	var out [][]string
	for i := range st.NumFields() {
		out = append(out, d.d.FieldDoc(st.Field(i).Pos()))
	}
	return out
}

func texts(g *ast.CommentGroup) []string {
	if g == nil {
		return nil
	}
	var out []string
	for _, c := range g.List {
		out = append(out, tags.CommentLines(c.Text)...)
	}
	return out
}
