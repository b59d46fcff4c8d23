package markers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"
)

const collectSrc = `// Package v1 is a test.
// +groupName=example.com
package v1

// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get

// +kubebuilder:validation:Minimum=7

// Widget is a kind.
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
type Widget struct {
	// +kubebuilder:validation:Minimum=1

	// Size is a field.
	// +kubebuilder:default=3
	Size int ` + "`json:\"size\"`" + ` // +kubebuilder:validation:Minimum=99
	// +kubebuilder:validation:Enum=a;b
	Kind string
	Inline ` + "`json:\",inline\"`" + `
}

// +kubebuilder:object:root=true
type (
	// Grouped is in parentheses.
	// +kubebuilder:subresource:status
	Grouped struct{}
)

// +kubebuilder:rbac:groups=core,resources=pods,verbs=list

// Reconcile does things.
// +kubebuilder:rbac:groups=dropped,resources=x,verbs=get
// +k8s:conversion-fn=copy-only
func Reconcile() {
	// +kubebuilder:rbac:groups=inside,resources=x,verbs=get
	_ = 1
}

// +kubebuilder:notAThing=1

// +kubebuilder:rbac:groups=varDoc,resources=x,verbs=get
var x = 1

// +kubebuilder:rbac:groups=last,resources=x,verbs=get
`

func collectTestPackage(t *testing.T, src string) (*Package, *ast.File, error) {
	t.Helper()
	r := testRegistry(t)
	r.MustDefine("k8s:conversion-fn", OnFunction, "")
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "types.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCollector(r)
	p, err := c.Package(fset, []*ast.File{f})
	return p, f, err
}

// show prints values as name=value@line:col, one per marker.
func show(vs Values) string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%s=%v@%d:%d", v.Name, v.Value, v.Pos.Line, v.Pos.Column))
	}
	return strings.Join(out, " ")
}

func TestCollect(t *testing.T) {
	p, f, err := collectTestPackage(t, collectSrc)
	if err != nil {
		t.Fatal(err)
	}
	check := func(what, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s:\n got %s\nwant %s", what, got, want)
		}
	}
	check("package", show(p.Markers),
		"groupName=example.com@2:4 kubebuilder:rbac={[apps] [deployments] [get] [] }@5:4 kubebuilder:rbac={[core] [pods] [list] [] }@30:4 kubebuilder:rbac={[last] [x] [get] [] }@45:4")
	check("Widget", show(p.Type("Widget")),
		"kubebuilder:validation:Minimum=7@7:4 kubebuilder:object:root=true@10:4 kubebuilder:printcolumn={Age date .metadata.creationTimestamp   0}@11:4")
	check("Grouped", show(p.Type("Grouped")), "kubebuilder:subresource:status={}@26:5")
	fields := p.TypeSpec("Widget").Type.(*ast.StructType).Fields.List
	check("Size", show(p.Fields[fields[0]]), "kubebuilder:validation:Minimum=1@13:5 kubebuilder:default={3}@16:5")
	check("Kind", show(p.Fields[fields[1]]), "kubebuilder:validation:Enum=[a b]@18:5")
	check("Inline", show(p.Fields[fields[2]]), "")
	var fn *ast.FuncDecl
	for _, d := range f.Decls {
		if d, ok := d.(*ast.FuncDecl); ok {
			fn = d
		}
	}
	check("Reconcile", show(p.Funcs[fn]), "k8s:conversion-fn=copy-only@34:4")
	var unknown []string
	for _, u := range p.Unknown {
		unknown = append(unknown, fmt.Sprintf("%s@%d %s", u.Text, u.Pos.Line, u.Target))
	}
	check("unknown", strings.Join(unknown, "; "), "+kubebuilder:notAThing=1@40 package")
}

func TestCollectErrors(t *testing.T) {
	src := `package v1

type A struct {
	// +kubebuilder:validation:Minimum=x
	F int
	//   +kubebuilder:printcolumn:name=a,type=b
	G int
}

// +kubebuilder:printcolumn:name=a,type=b,JSONPath=.x,priority=high
type B struct{}
`
	p, _, err := collectTestPackage(t, src)
	if err == nil {
		t.Fatal("no error")
	}
	want := []string{
		`types.go:4:37: +kubebuilder:validation:Minimum: expected a number, got "x"; write a number such as 1.5`,
		`types.go:10:64: +kubebuilder:printcolumn: expected an integer, got "high"; write an integer such as 3`,
	}
	if got := strings.Split(err.Error(), "\n"); !slices.Equal(got, want) {
		t.Errorf("errors:\n got %q\nwant %q", got, want)
	}
	if len(p.Unknown) != 1 || p.Unknown[0].Pos.Column != 7 || p.Unknown[0].Target != OnField {
		t.Errorf("the printcolumn on field G: got %+v, want one unknown field marker at column 7", p.Unknown)
	}
}

// TestAt finds the markers of types and fields by their go/types
// objects' positions.
func TestAt(t *testing.T) {
	src := `package v1

// +kubebuilder:object:root=true
type A struct {
	// +kubebuilder:default=1
	X, Y int
	// +kubebuilder:default=2
	*B
	// +kubebuilder:default=3
	G[int]
}

type B struct{}

type G[T any] struct{ V T }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "a.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("v1", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewCollector(testRegistry(t)).Package(fset, []*ast.File{f})
	if err != nil {
		t.Fatal(err)
	}
	a := pkg.Scope().Lookup("A")
	if vs, ok := p.At(a.Pos()); !ok || vs.Get("kubebuilder:object:root") != true {
		t.Errorf("type A: %v %v", vs, ok)
	}
	st := a.Type().Underlying().(*types.Struct)
	want := []string{"{1}", "{1}", "{2}", "{3}"}
	for i := range st.NumFields() {
		vs, ok := p.At(st.Field(i).Pos())
		if got := fmt.Sprint(vs.Get("kubebuilder:default")); !ok || got != want[i] {
			t.Errorf("field %s: got %s (found %v), want %s", st.Field(i).Name(), got, ok, want[i])
		}
	}
	if _, ok := p.At(pkg.Scope().Lookup("G").Type().Underlying().(*types.Struct).Field(0).Pos()); !ok {
		t.Error("field G.V not found")
	}
	if _, ok := p.At(f.Package); ok {
		t.Error("the package clause is no type or field")
	}
}

// TestForSharesWalks reads one file through two readers of one run's
// collector, each with its own registry: each sees exactly what a
// collector of its registry alone sees (its markers, its unknown ones, its
// errors only), while the file is walked once for both.
func TestForSharesWalks(t *testing.T) {
	src := `package v1

// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get
// +test:hook:name=a

// +kubebuilder:rbac:groups=moved,resources=x,verbs=list

// T is below the markers' block.
// +test:hook:name=d
type T struct{}

// +kubebuilder:rbac:groups=bad,verbs=get,bogus=1
// +test:hook:nam=b

// +test:hook:name=c

// U is a type.
type U struct{}

func f() {
	// +kubebuilder:rbac:groups=inside,resources=x,verbs=get
}
`
	type hook struct{ Name string }
	rbac, hooks := NewRegistry(), NewRegistry()
	rbac.MustDefine("kubebuilder:rbac", OnPackage, rbacRule{})
	hooks.MustDefine("test:hook", OnPackage, hook{})
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "a.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	run := NewCollector(nil)
	if run.For(rbac) != run.For(rbac) {
		t.Error("two readers for one registry")
	}
	type seen struct{ markers, unknown, errs string }
	read := func(c *Collector) seen {
		p, err := c.Package(fset, []*ast.File{f})
		var s seen
		s.markers = show(p.Markers)
		for _, u := range p.Unknown {
			s.unknown += u.Text + ";"
		}
		if err != nil {
			s.errs = err.Error()
		}
		return s
	}
	shared := []seen{read(run.For(rbac)), read(run.For(hooks))}
	alone := []seen{read(NewCollector(rbac)), read(NewCollector(hooks))}
	for i, name := range []string{"rbac", "hooks"} {
		if shared[i] != alone[i] {
			t.Errorf("%s reader of the run:\n got %+v\nwant %+v (a collector of its own)", name, shared[i], alone[i])
		}
		if shared[i].markers == "" || shared[i].unknown == "" || shared[i].errs == "" {
			t.Errorf("%s reader: %+v, want markers, unknown markers and errors", name, shared[i])
		}
	}
	if !strings.Contains(shared[0].markers, "moved") {
		t.Errorf("rbac markers %s lack the one above type T's doc", shared[0].markers)
	}
	if len(run.run.assoc) != 1 {
		t.Errorf("the run walked %d files, want 1", len(run.run.assoc))
	}
}
