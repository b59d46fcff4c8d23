package validation

import (
	"strings"
	"testing"
)

// A registered root that will be no runtime.Object is an error at the
// type, saying what it lacks and the fix, and nothing is written.
func TestRegisteredTypesMustBeObjects(t *testing.T) {
	for _, c := range []struct {
		name, input string
		want        []string
	}{
		{"no TypeMeta", "./testdata/objects/notypemeta", []string{
			"testdata/objects/notypemeta/types.go:9:", "Thing has validations", "it has no GetObjectKind",
			"embed metav1.TypeMeta", "+k8s:validation-gen=false"}},
		{"no deepcopy tag", "./testdata/objects/nodeepcopy", []string{
			"testdata/objects/nodeepcopy/types.go:11:", "Widget has validations", "it gets no DeepCopyObject",
			"add // +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object above type Widget"}},
		{"input package's type", "./testdata/objects/input", []string{
			"testdata/objects/nodeepcopy/types.go:11:", "Widget has validations", "it gets no DeepCopyObject"}},
	} {
		t.Run(c.name, func(t *testing.T) { wantErrors(t, readonly, c.input, c.want) })
	}
}

// Tags asking deepcopy-gen or controller-gen for DeepCopyObject are
// enough: they run before validation-gen (kube_codegen.sh's gen_helpers,
// kubegen's one run), so the deep copy file need not exist yet.
func TestObjectsByTagNeedNoDeepCopyFile(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/objects/tagged")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("got %d files, want 1", len(files))
	}
	for _, name := range []string{"Widget", "Gadget"} {
		if !strings.Contains(string(files[0].Content), "(*"+name+")(nil)") {
			t.Errorf("RegisterValidations does not register %s:\n%s", name, files[0].Content)
		}
	}
}
