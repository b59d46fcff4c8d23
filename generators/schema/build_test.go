package schema

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/tags"
)

// intstrSource stands in for apimachinery's intstr package, to show a
// known type is recognised by its import path.
const intstrSource = `package intstr

type IntOrString struct {
	Type   int
	IntVal int32
	StrVal string
}
`

// TestBuild: each case is a Go source declaring Root (and what it uses);
// the model of Root is described by describe, and the warnings are
// listed as "line: subject: message fragment", lines of types.go (src
// starts on its second line).
func TestBuild(t *testing.T) {
	cases := []struct {
		name, src string
		want      string
		warnings  []string
	}{{
		name: "scalars and json names",
		src: `type Root struct {
	S string ` + "`json:\"s\"`" + `
	I int32 ` + "`json:\"i,omitempty\"`" + `
	F float64 ` + "`json:\"f\"`" + `
	B *bool ` + "`json:\"b,omitempty\"`" + `
	Raw []byte ` + "`json:\"raw\"`" + `
	N int64 ` + "`json:\"n,string\"`" + `
	Skipped string ` + "`json:\"-\"`" + `
	Untagged string
	V any ` + "`json:\"v\"`" + `
}`,
		want: "{Untagged:string=\"\" b:boolean? f:number=0 i:integer? n:string=0 raw:string/byte s:string=\"\" v:any}",
	}, {
		name: "lists and their markers",
		src: `type Root struct {
	// +listType=map
	// +listMapKey=name
	Items []Item ` + "`json:\"items\"`" + `
	// +patchStrategy=merge
	// +patchMergeKey=name
	Merged []Item ` + "`json:\"merged\"`" + `
	// +listType=set
	Tags []string ` + "`json:\"tags\"`" + `
	Plain []Item ` + "`json:\"plain\"`" + `
	Named Names ` + "`json:\"named\"`" + `
	// +patchStrategy=merge,retainKeys
	Retained []string ` + "`json:\"retained\"`" + `
	// +patchStrategy=retainKeys
	// +patchMergeKey=name
	NotMerged []Item ` + "`json:\"notMerged\"`" + `
	// +listType=atomic
	// +patchStrategy=merge
	// +patchMergeKey=name
	Atomic []Item ` + "`json:\"atomic\"`" + `
}

type Item struct {
	Name string ` + "`json:\"name\"`" + `
}

// +listType=set
type Names []string`,
		want: "{atomic:[]ref(p.Item){atomic patch=merge key=name} items:[]ref(p.Item){map keys=name merges=name} merged:[]ref(p.Item){patch=merge key=name merges=name} named:[]string{set merges} notMerged:[]ref(p.Item){patch=retainKeys key=name} plain:[]ref(p.Item) retained:[]string{patch=merge,retainKeys merges} tags:[]string{set merges}}",
	}, {
		name: "maps, structs, relations",
		src: `type Root struct {
	// +mapType=atomic
	Labels map[string]string ` + "`json:\"labels\"`" + `
	// +structType=atomic
	Inner Inner ` + "`json:\"inner\"`" + `
	Anon struct {
		X int ` + "`json:\"x\"`" + `
	} ` + "`json:\"anon\"`" + `
}

// +structType=atomic
type Inner struct {
	A string ` + "`json:\"a,omitempty\"`" + `
}`,
		want: "{anon:{x:integer=0}={} inner:ref(p.Inner)[atomic]={} labels:map[string][atomic]}",
	}, {
		name: "embedding, defaults, optional",
		src: `type Root struct {
	Base ` + "`json:\",inline\"`" + `
	// +default="x"
	// +optional
	D string ` + "`json:\"d\"`" + `
	// +required
	R string ` + "`json:\"r,omitempty\"`" + `
	// +default=ref(Answer)
	C int ` + "`json:\"c,omitempty\"`" + `
}

const Answer = 42

type Base struct {
	B string ` + "`json:\"b\"`" + `
}`,
		want: "{b:string=\"\" c:integer?=42 d:string?=\"x\" r:string}",
	}, {
		name: "unions",
		src: `type Root struct {
	Spec Spec ` + "`json:\"spec\"`" + `
}

// +union
type Spec struct {
	// +unionDiscriminator
	Type string ` + "`json:\"type\"`" + `
	// +optional
	A *string ` + "`json:\"a,omitempty\"`" + `
	// +optional
	B *string ` + "`json:\"b,omitempty\"`" + `
}`,
		want: "{spec:ref(p.Spec)={}}",
	}, {
		name: "known types and empty structs",
		src: `type Root struct {
	// +listType=set
	Ports []intstr.IntOrString ` + "`json:\"ports\"`" + `
	Empty Empty ` + "`json:\"empty\"`" + `
}

type Empty struct{}`,
		want: "{empty:ref(p.Empty)={} ports:[]ref(intstr.IntOrString){set merges}}",
	}, {
		name: "doubtful markers are warnings at their line",
		src: `type Root struct {
	// +listType=map
	NoKeys []Item ` + "`json:\"noKeys\"`" + `
	// +listType=map
	// +listMapKey=nope
	BadKey []Item ` + "`json:\"badKey\"`" + `
	// +listtype=atomic
	Misspelt []Item ` + "`json:\"misspelt\"`" + `
	// +listType=set
	SetOfObjects []Item ` + "`json:\"setOfObjects\"`" + `
	// +mapType=weird
	Weird map[string]string ` + "`json:\"weird\"`" + `
	// +listType=map
	// +listMapKey=opt
	OptionalKey []Item ` + "`json:\"optionalKey\"`" + `
	Channel chan int ` + "`json:\"channel\"`" + `
	Boxed Box[int] ` + "`json:\"boxed\"`" + `
	// +listType=map
	// +listMapKey=opt
	Anonymous []struct {
		Opt string ` + "`json:\"opt,omitempty\"`" + `
	} ` + "`json:\"anonymous\"`" + `
}

type Item struct {
	Name string ` + "`json:\"name\"`" + `
	Opt string ` + "`json:\"opt,omitempty\"`" + `
}

type Box[T any] struct{ V T }`,
		want: "{anonymous:[]{opt:string?}{map keys=opt merges=opt} badKey:[]ref(p.Item){map keys=nope merges=nope} boxed:untyped={} channel:untyped misspelt:[]ref(p.Item) noKeys:[]ref(p.Item){atomic} optionalKey:[]ref(p.Item){map keys=opt merges=opt} setOfObjects:[]ref(p.Item){set merges} weird:map[string]}",
		warnings: []string{
			"3: p.Root.NoKeys: +listType=map without +listMapKey",
			"6: p.Root.BadKey: list-map key \"nope\" is not a JSON field",
			"8: p.Root.Misspelt: unknown marker +listtype is ignored; write +listType",
			"10: p.Root.SetOfObjects: +listType=set needs scalar elements",
			"12: p.Root.Weird: +mapType=weird is not a map type",
			"15: p.Root.OptionalKey: list-map key \"opt\" is optional and has no default",
			"17: p.Root.Channel: a field of type chan int cannot be written as JSON",
			"18: p.Root.Boxed: generic type Box has no schema definition",
			"20: p.Root.Anonymous: list-map key \"opt\" is optional and has no default",
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root, cfg := check(t, c.src)
			m, warns := Build(cfg, []*types.TypeName{root})
			if got := describe(m.ByType[root].Node); got != c.want {
				t.Errorf("model of Root:\n got %s\nwant %s", got, c.want)
			}
			checkWarnings(t, warns, c.warnings)
		})
	}
}

// TestBuildUnionsAndKnownTypes looks inside definitions describe only
// refers to.
func TestBuildUnionsAndKnownTypes(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	Spec Spec `+"`json:\"spec\"`"+`
	Port intstr.IntOrString `+"`json:\"port\"`"+`
}

// +union
type Spec struct {
	// +unionDiscriminator
	Type string `+"`json:\"type\"`"+`
	Alpha *string `+"`json:\"alpha,omitempty\"`"+`
	Beta *string `+"`json:\"beta,omitempty\"`"+`
}`)
	m, warns := Build(cfg, []*types.TypeName{root})
	checkWarnings(t, warns, nil)
	var spec, port *Definition
	for _, d := range m.Defs {
		switch d.Type.Name() {
		case "Spec":
			spec = d
		case "IntOrString":
			port = d
		}
	}
	if spec == nil || port == nil || m.Defs[0].Type != root {
		t.Fatalf("definitions %v: want Root first, then Spec and IntOrString", m.Defs)
	}
	want := []Union{{Discriminator: "type", Members: []UnionMember{{"alpha", "Alpha"}, {"beta", "Beta"}}}}
	if got := fmt.Sprint(spec.Node.Object.Unions); got != fmt.Sprint(want) {
		t.Errorf("unions of Spec %s, want %s", got, fmt.Sprint(want))
	}
	if port.Known != "k8s.io/apimachinery/pkg/util/intstr.IntOrString" || port.Node.Scalar != IntOrString {
		t.Errorf("IntOrString defined as %q %s, want the known int-or-string scalar", port.Known, describe(port.Node))
	}
}

// TestBuildNamesCollapse: with Config.Name, a second type of an earlier
// type's name refers to the first, with a warning at its declaration.
func TestBuildNamesCollapse(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	A A `+"`json:\"a\"`"+`
	B B `+"`json:\"b\"`"+`
}

type A struct{ X string }

type B struct{ Y string }`)
	cfg.Name = func(tn *types.TypeName) string {
		if tn.Name() == "Root" {
			return "root"
		}
		return "same"
	}
	m, warns := Build(cfg, []*types.TypeName{root})
	if len(m.Defs) != 2 {
		t.Errorf("%d definitions, want Root and A", len(m.Defs))
	}
	if got := describe(m.ByType[root].Node); got != "{a:ref(p.A)={} b:ref(p.A)={}}" {
		t.Errorf("model of Root %s: want b to refer to A", got)
	}
	checkWarnings(t, warns, []string{"9: same: two Go types have this schema name"})
}

// check type-checks src as package p (with intstr importable) and returns
// its Root and a Config reading markers from src's doc comments.
func check(t *testing.T, src string) (*types.TypeName, Config) {
	t.Helper()
	fset := token.NewFileSet()
	parse := func(name, text string) *ast.File {
		f, err := parser.ParseFile(fset, name, text, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	conf := types.Config{Importer: importer.Default()}
	intstr, err := conf.Check("k8s.io/apimachinery/pkg/util/intstr", fset, []*ast.File{parse("intstr.go", intstrSource)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// One line of header: line n of src is line n+1 of types.go.
	header := "package p; import \"k8s.io/apimachinery/pkg/util/intstr\"; var _ intstr.IntOrString\n"
	f := parse("types.go", header+src)
	conf.Importer = importerFunc(func(path string) (*types.Package, error) {
		if path == intstr.Path() {
			return intstr, nil
		}
		return nil, fmt.Errorf("no package %s", path)
	})
	pkg, err := conf.Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg.Scope().Lookup("Root").(*types.TypeName), Config{Fset: fset, Markers: docLines{fset: fset, file: f}}
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// docLines finds doc comments of the test's declarations by position.
type docLines struct {
	fset *token.FileSet
	file *ast.File
}

func (d docLines) TypeMarkers(pos token.Pos) []Line { return d.lines(d.TypeMarkersGroup(pos)) }

func (d docLines) FieldMarkers(pos token.Pos) []Line { return d.lines(d.FieldMarkersGroup(pos)) }

// TypeMarkersGroup is the doc comment of the type declared at pos.
func (d docLines) TypeMarkersGroup(pos token.Pos) *ast.CommentGroup {
	var doc *ast.CommentGroup
	ast.Inspect(d.file, func(n ast.Node) bool {
		if gd, ok := n.(*ast.GenDecl); ok && len(gd.Specs) == 1 {
			if ts, ok := gd.Specs[0].(*ast.TypeSpec); ok && ts.Name.Pos() == pos {
				doc = gd.Doc
			}
		}
		return true
	})
	return doc
}

// FieldMarkersGroup is the doc comment of the field declared at pos.
func (d docLines) FieldMarkersGroup(pos token.Pos) *ast.CommentGroup {
	var doc *ast.CommentGroup
	ast.Inspect(d.file, func(n ast.Node) bool {
		if f, ok := n.(*ast.Field); ok && len(f.Names) > 0 && f.Names[0].Pos() == pos || ok && len(f.Names) == 0 && f.Type.Pos() == pos {
			doc = f.Doc
		}
		return true
	})
	return doc
}

func (d docLines) lines(g *ast.CommentGroup) []Line {
	if g == nil {
		return nil
	}
	var out []Line
	for _, c := range g.List {
		text := tags.CommentLines(c.Text)
		for _, l := range text {
			if strings.HasPrefix(l, "+") {
				out = append(out, Line{Text: l, Pos: d.fset.Position(c.Slash)})
			}
		}
	}
	return out
}

// checkWarnings compares warnings with "line: subject: fragment" lines.
func checkWarnings(t *testing.T, got diag.List, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%d warnings, want %d:\n%v", len(got), len(want), got)
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			line := g.Pos.Line
			if g.Pos.Filename == "types.go" && !strings.HasPrefix(w, fmt.Sprint(line)+": ") {
				continue
			}
			if strings.Contains(fmt.Sprintf("%d: %s: %s", line, g.Subject, g.Msg), w) {
				found = true
			}
		}
		if !found {
			t.Errorf("no warning %q in:\n%v", w, got)
		}
	}
}

// describe writes a node compactly: scalars by type, "[]" lists, "map[]"
// maps, "{name:type...}" objects (sorted by name; "?" optional, "=" the
// JSON default), "ref(pkg.Name)", with relations in brackets and list
// markers in braces.
func describe(n Node) string {
	var s string
	switch n.Kind {
	case Untyped:
		s = "untyped"
	case Any:
		s = "any"
	case Scalar:
		s = string(n.Scalar)
		if n.Format != "" && n.Format != "date-time" {
			s += "/" + n.Format
		}
	case Ref:
		s = "ref(" + short(n.Def.Type) + ")"
	case Map:
		s = "map[" + describe(*n.Values) + "]"
	case Array:
		s = "[]" + describe(*n.Items)
		var marks []string
		if n.ListType != "" {
			marks = append(marks, string(n.ListType))
		}
		if len(n.ListMapKeys) > 0 {
			marks = append(marks, "keys="+strings.Join(n.ListMapKeys, ","))
		}
		if n.PatchStrategy != "" {
			marks = append(marks, "patch="+n.PatchStrategy)
		}
		if n.PatchMergeKey != "" {
			marks = append(marks, "key="+n.PatchMergeKey)
		}
		if keys, ok := n.MergeKeys(); ok {
			marks = append(marks, strings.TrimSuffix("merges="+strings.Join(keys, ","), "="))
		}
		if len(marks) > 0 {
			s += "{" + strings.Join(marks, " ") + "}"
		}
	case Object:
		var fs []string
		for _, f := range n.Object.Fields {
			d := f.Name + ":" + describe(f.Type)
			if f.Optional {
				d += "?"
			}
			if f.Default != nil {
				j, _ := json.Marshal(f.Default)
				d += "=" + string(j)
			}
			fs = append(fs, d)
		}
		s = "{" + strings.Join(fs, " ") + "}"
	}
	if n.Relation != "" {
		s += "[" + string(n.Relation) + "]"
	}
	return s
}
