package gotype

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// objectsSrc declares stand-ins with the methods that make a
// runtime.Object: ObjectLack asks only for the methods by name.
const objectsSrc = `package p

type Kind struct{}

func (*Kind) GetObjectKind() int { return 0 }

type Plain struct{ Kind }

type ByHand struct{ Kind }

func (in *ByHand) DeepCopyObject() any { return in }

type Bare struct{}

type Set map[string]int

func (Set) GetObjectKind() int { return 0 }
`

func objectsPkg(t *testing.T) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", objectsSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// What a type lacks follows its method set as registered (*T, or T for a
// map) and the tags deepcopy-gen and controller-gen read.
func TestObjectLack(t *testing.T) {
	pkg := objectsPkg(t)
	typ := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	ptr := func(name string) types.Type { return types.NewPointer(typ(name)) }
	const iface = "+k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object"
	for _, c := range []struct {
		name  string
		t     types.Type
		lines []string
		want  string
	}{
		{"no GetObjectKind", ptr("Bare"), []string{iface}, LacksGetObjectKind},
		{"promoted GetObjectKind, no tag", ptr("Plain"), nil, LacksDeepCopyObject},
		{"deepcopy-gen's tag", ptr("Plain"), []string{iface}, ""},
		{"deepcopy-gen's tag naming two", ptr("Plain"), []string{"+k8s:deepcopy-gen:interfaces=example.com/a.Lister, k8s.io/apimachinery/pkg/runtime.Object"}, ""},
		{"another interface only", ptr("Plain"), []string{"+k8s:deepcopy-gen:interfaces=example.com/a.Lister"}, LacksDeepCopyObject},
		{"kubebuilder root", ptr("Plain"), []string{"+kubebuilder:object:root=true"}, ""},
		{"kubebuilder root bare", ptr("Plain"), []string{"+kubebuilder:object:root"}, ""},
		{"kubebuilder root false", ptr("Plain"), []string{"+kubebuilder:object:root=false"}, LacksDeepCopyObject},
		{"written by hand", ptr("ByHand"), nil, ""},
		{"value: pointer methods do not count", typ("Plain"), []string{iface}, LacksGetObjectKind},
		{"value: tag without nonpointer", typ("Set"), []string{iface}, LacksDeepCopyObject},
		{"value: root marker", typ("Set"), []string{"+kubebuilder:object:root=true"}, LacksDeepCopyObject},
		{"value: nonpointer tag", typ("Set"), []string{iface, "+k8s:deepcopy-gen:nonpointer-interfaces=true"}, ""},
	} {
		if got := ObjectLack(c.t, pkg, c.lines); got != c.want {
			t.Errorf("%s: ObjectLack(%s, %q) = %q, want %q", c.name, c.t, c.lines, got, c.want)
		}
	}
}
