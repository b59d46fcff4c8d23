package gengo

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"
)

const src = `package p

// Phase is a named builtin.
type Phase string

// +detached

// S is a struct.
type S struct {
	// A is bytes to gengo.
	A []int8
	B map[string]Phase
	G Box[int]
	C chan S
}

type Box[T any] struct{ V T }
`

func check(t *testing.T) (*token.FileSet, *ast.File, *types.Package) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	p, err := new(types.Config).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return fset, f, p
}

func TestKindsCommentsAndIdentity(t *testing.T) {
	fset, f, p := check(t)
	c := NewComments(fset)
	c.Add([]*ast.File{f})
	u := New(Options{Fset: fset, Comments: c})
	s := u.Named(p, "S")
	if s.Kind != Struct || s.String() != "p.S" || s.Kind.String() != "Struct" {
		t.Fatalf("S is %v %q", s.Kind, s)
	}
	if !slices.Equal(s.Doc, []string{"S is a struct."}) || !slices.Equal(s.Detached, []string{"+detached"}) {
		t.Errorf("S's comments are %q and %q", s.Doc, s.Detached)
	}
	if s.Pos.Line != 9 {
		t.Errorf("S is declared at %v", s.Pos)
	}
	a := s.Members[0]
	if !slices.Equal(a.Doc, []string{"A is bytes to gengo."}) || a.Type.Kind != Slice || a.Type.Elem.Name != "byte" {
		t.Errorf("member A is %q of %v %q", a.Doc, a.Type.Kind, a.Type.Elem.Name)
	}
	phase := s.Members[1].Type.Elem
	if phase != u.Named(p, "Phase") || phase.Kind != Alias || phase.Under.Kind != Builtin || !phase.IsPrimitive() {
		t.Errorf("Phase is %v over %v, or met twice", phase.Kind, phase.Under)
	}
	if ch := s.Members[3].Type; ch.Kind != Chan || ch.Elem != s {
		t.Errorf("C is %v of %v", ch.Kind, ch.Elem)
	}
	if box := s.Members[2].Type; box.Pkg != "p" || box.Name != "Box" || box.Kind != Struct {
		t.Errorf("by name, Box[int] is %v %s/%s", box.Kind, box.Pkg, box.Name)
	}
}

func TestOptions(t *testing.T) {
	fset, _, p := check(t)
	byText := New(Options{Fset: fset, Generics: GenericsByText}).Named(p, "S")
	if box := byText.Members[2].Type; box.Pkg != "" || box.Name != "p.Box[int]" || box.Kind != Struct {
		t.Errorf("by text, Box[int] is %v %q/%q", box.Kind, box.Pkg, box.Name)
	}
	goNames := New(Options{Fset: fset, GoBasics: true, Generics: GenericsUnsupported}).Named(p, "S")
	if box := goNames.Members[2].Type; box.ID != "p.Box[int]" || box.Name != "Box" || box.Kind != Unsupported {
		t.Errorf("unsupported, Box[int] is %v %q %q", box.Kind, box.ID, box.Name)
	}
	if e := goNames.Members[0].Type.Elem; e.Name != "int8" || e.Kind != Builtin {
		t.Errorf("with Go names, int8 is %v %q", e.Kind, e.Name)
	}
	if goNames.Doc != nil || goNames.Members[0].Doc != nil {
		t.Errorf("without Comments, S has comments %q, %q", goNames.Doc, goNames.Members[0].Doc)
	}
}

// fakeSyntax answers for every named type and struct, so that a test can
// tell its answers from the ones positions would give.
type fakeSyntax struct{}

func (fakeSyntax) Type(t *types.Named) ([]string, token.Position) {
	return []string{"from syntax: " + t.Obj().Name()}, token.Position{Filename: "syntax.go", Line: 1}
}

func (fakeSyntax) Fields(t *types.Named, st *types.Struct) ([]Field, bool) {
	if t.Obj().Name() != "S" {
		return nil, false
	}
	out := make([]Field, st.NumFields())
	for i := range out {
		out[i].Doc = []string{"field " + st.Field(i).Name()}
	}
	return out, true
}

func TestSyntaxAndMethods(t *testing.T) {
	fset, f, p := check(t)
	c := NewComments(fset)
	c.Add([]*ast.File{f})
	var asked []string
	u := New(Options{Fset: fset, Comments: c, Syntax: fakeSyntax{}, Methods: func(n *types.Named, m *types.Func) bool {
		asked = append(asked, n.Obj().Name()+"."+m.Name())
		return m.Name() == "Kept"
	}})
	s := u.Named(p, "S")
	if !slices.Equal(s.Doc, []string{"from syntax: S"}) || s.Detached != nil || s.Pos.Filename != "syntax.go" {
		t.Errorf("S's comments are %q, %q at %v; want the syntax's", s.Doc, s.Detached, s.Pos)
	}
	if !slices.Equal(s.Members[1].Doc, []string{"field B"}) {
		t.Errorf("B's doc is %q", s.Members[1].Doc)
	}
	if box := s.Members[2].Type; box.Members[0].Doc != nil || box.Methods == nil {
		t.Errorf("Box's field has doc %q (the syntax gave none), methods %v", box.Members[0].Doc, box.Methods)
	}
	if len(asked) != 0 {
		t.Errorf("methods %v were asked of types without any", asked)
	}

	withMethods := types.NewNamed(types.NewTypeName(token.NoPos, p, "M", nil), types.NewStruct(nil, nil), nil)
	recv := types.NewVar(token.NoPos, p, "m", types.NewPointer(withMethods))
	for _, name := range []string{"Kept", "Dropped"} {
		res := types.NewTuple(types.NewVar(token.NoPos, p, "", types.Typ[types.String]))
		withMethods.AddMethod(types.NewFunc(token.NoPos, p, name, types.NewSignatureType(recv, nil, nil, nil, res, false)))
	}
	m := u.Of(withMethods)
	if len(m.Methods) != 1 || m.Methods["Kept"] == nil || !m.Methods["Kept"].PtrRecv || m.Methods["Kept"].Results[0].Name != "string" {
		t.Errorf("M's methods are %v", m.Methods)
	}
}
