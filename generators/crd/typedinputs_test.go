package crd

import (
	"go/ast"
	"go/token"
	"maps"
	"slices"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
)

// TypedInputs picks the packages that may declare a kind, and the
// packages declaring a type named like one of those kinds (another
// version of it, whatever its type); not those whose structs merely
// embed one of the two, a pointer to them, or nothing of the kind.
func TestTypedInputsPicks(t *testing.T) {
	sources := map[string]string{
		"example.com/m/api/v1": `package v1
import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
type Widget struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata\"`" + `
}`,
		"example.com/m/api/v2": `package v2
import v1 "example.com/m/api/v1"
type Widget v1.Widget`,
		"example.com/m/api/dot": `package dot
import . "k8s.io/apimachinery/pkg/apis/meta/v1"
type Gadget struct {
	TypeMeta
	ObjectMeta
}`,
		"example.com/m/api/alias": `package alias
type Gadget = string`,
		"example.com/m/internal/controller": `package controller
import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
type Reconciler struct{ Client any }
type Half struct{ metav1.TypeMeta }
type Pointers struct {
	*metav1.TypeMeta
	*metav1.ObjectMeta
}
type Named struct {
	TypeMeta   metav1.TypeMeta
	ObjectMeta metav1.ObjectMeta
}
// +kubebuilder:rbac:groups=example.com,resources=widgets,verbs=get
func (r *Reconciler) Reconcile() {}`,
	}
	fset := token.NewFileSet()
	var parsed []*load.Package
	for _, path := range slices.Sorted(maps.Keys(sources)) {
		f, err := load.ParseFile(fset, path+"/types.go", []byte(sources[path]), load.Full)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, &load.Package{PkgPath: path, Name: f.Name.Name, Fset: fset, Files: []*ast.File{f}})
	}
	var got []string
	for _, p := range (Gen{}).TypedInputs(parsed) {
		got = append(got, p.PkgPath)
	}
	want := []string{"example.com/m/api/alias", "example.com/m/api/dot", "example.com/m/api/v1", "example.com/m/api/v2"}
	if !slices.Equal(got, want) {
		t.Errorf("picked %v, want %v", got, want)
	}
}
