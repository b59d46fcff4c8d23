package deepcopy

import (
	"strings"
	"testing"
)

// A root marker on a type whose deep copies its own tag turns off: with a
// List beside it (or +genclient) the tree cannot build, an error at the
// type; alone, upstream's output may build, a warning.
func TestRootWithDeepCopiesOff(t *testing.T) {
	info := "// +kubebuilder:object:generate=true\npackage v1\n"
	types := `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +k8s:deepcopy-gen=false
type Widget struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `
}
`
	list := `
// +kubebuilder:object:root=true
type WidgetList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items           []Widget ` + "`json:\"items\"`" + `
}
`
	want := "widget_types.go:7: v1.Widget: +kubebuilder:object:root=true asks for DeepCopyObject, but +k8s:deepcopy-gen=false turns off the type's deep copies and none is written by hand, so it is no runtime.Object; remove +k8s:deepcopy-gen=false"
	_, err := markerModule(t, map[string]string{"groupversion_info.go": info, "widget_types.go": types + list})
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("with a List: got %v, want an error containing\n%s", err, want)
	}

	_, warnings, err := markerModuleWarnings(t, map[string]string{"groupversion_info.go": info, "widget_types.go": types})
	if err != nil {
		t.Fatalf("without a List: %v", err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0].String(), strings.Replace(want, "v1.Widget:", "warning: v1.Widget:", 1)) {
		t.Errorf("without a List: warnings %v, want one containing\n%s", warnings, want)
	}
}
