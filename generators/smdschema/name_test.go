package smdschema

import (
	"reflect"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// TestTypeNameMatchesTheScheme checks TypeName against the name the field
// manager asks the parser for: the scheme's definition name of a
// registered kind.
func TestTypeNameMatchesTheScheme(t *testing.T) {
	s := runtime.NewScheme()
	gv := schema.GroupVersion{Group: "example.com", Version: "v1"}
	s.AddKnownTypes(gv, &metav1.Status{})
	want, err := s.ToOpenAPIDefinitionName(gv.WithKind("Status"))
	if err != nil {
		t.Fatal(err)
	}
	rt := reflect.TypeOf(metav1.Status{})
	if got := TypeName(rt.PkgPath(), rt.Name()); got != want {
		t.Errorf("TypeName = %q, the scheme says %q", got, want)
	}
	if got := TypeName("example.com/api/v1", "Foo"); got != "com.example.api.v1.Foo" {
		t.Errorf("TypeName = %q", got)
	}
}
