package deepcopy

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// markerModule writes a scratch module of one package from name/source
// pairs and generates its deep copies; it returns the generated file ("" for
// none) and the diagnostics.
func markerModule(t *testing.T, files map[string]string) (string, error) {
	t.Helper()
	src, _, err := markerModuleWarnings(t, files)
	return src, err
}

// markerModuleWarnings is markerModule, with the warnings.
func markerModuleWarnings(t *testing.T, files map[string]string) (string, diag.List, error) {
	t.Helper()
	dir := t.TempDir()
	files["go.mod"] = "module example.com/kb\n\ngo 1.22\n\nrequire k8s.io/apimachinery v0.37.2\n"
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sum, err := os.ReadFile(filepath.Join("..", "..", "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	out, warnings, err := Files(pkgs, Options{Load: load.NewSession(load.Config{Dir: dir})})
	if err != nil || len(out) == 0 {
		return "", warnings, err
	}
	return string(out[0].Content), warnings, nil
}

var deepCopyObject = regexp.MustCompile(`(?m)^func \(in \*?(\w+)\) DeepCopyObject\(\)`)

func receivers(re *regexp.Regexp, src string) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(src, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return out
}

const kbTypes = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetSpec struct {
	Sizes []int ` + "`json:\"sizes,omitempty\"`" + `
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Widget is a kind, its markers in a block of their own as kubebuilder
// scaffolds them.
type Widget struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `
	Spec WidgetSpec ` + "`json:\"spec,omitempty\"`" + `
}

// WidgetList is a list of Widgets.
// +kubebuilder:object:root=true
type WidgetList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items []Widget ` + "`json:\"items\"`" + `
}

// WidgetDefaulter is kubebuilder's webhook helper, never copied.
// +kubebuilder:object:generate=false
type WidgetDefaulter struct {
	Sizes []int
}

// Extra is copied when asked for one by one.
// +kubebuilder:object:generate=true
type Extra struct {
	Names map[string]string
}
`

// Package tags in groupversion_info.go's package comment (kubebuilder's
// layout, no doc.go) are honoured as in doc.go; the same tag in both is one.
func TestPackageTagOutsideDocGo(t *testing.T) {
	info := "// Package v1 is an API version.\n// +k8s:deepcopy-gen=package\n// +groupName=kb.example.com\npackage v1\n"
	types := "package v1\n\ntype A struct{ X []int }\n\ntype B struct{ M map[string]int }\n"
	got, err := markerModule(t, map[string]string{"groupversion_info.go": info, "types.go": types})
	if err != nil {
		t.Fatal(err)
	}
	if c := receivers(deepCopyReceiver, got); !slices.Equal(c, []string{"A", "B"}) {
		t.Errorf("copied %v, want [A B]:\n%s", c, got)
	}
	got, err = markerModule(t, map[string]string{"groupversion_info.go": info, "types.go": types, "doc.go": "// +k8s:deepcopy-gen=package\npackage v1\n"})
	if err != nil || !slices.Equal(receivers(deepCopyReceiver, got), []string{"A", "B"}) {
		t.Errorf("the tag in doc.go and groupversion_info.go: %v\n%s", err, got)
	}
	// A comment after the package clause of another file is no package
	// comment (gengo reads doc.go's whole file, nothing else).
	got, err = markerModule(t, map[string]string{"types.go": types + "\n// +k8s:deepcopy-gen=package\n"})
	if err != nil || got != "" {
		t.Errorf("a tag below another file's package clause enabled the package: %v\n%s", err, got)
	}
}

// kubebuilder's markers select types as controller-gen's object generator
// does.
func TestKubebuilderMarkers(t *testing.T) {
	cases := []struct {
		name, info      string
		copied, objects []string
	}{
		{"package generate=true", "// +kubebuilder:object:generate=true\npackage v1\n",
			[]string{"Extra", "Widget", "WidgetList", "WidgetSpec"}, []string{"Widget", "WidgetList"}},
		{"bare package marker", "// +kubebuilder:object:generate\npackage v1\n",
			[]string{"Extra", "Widget", "WidgetList", "WidgetSpec"}, []string{"Widget", "WidgetList"}},
		// Not enabled on the package: object roots and types asking one by
		// one still get deep copies.
		{"no package marker", "package v1\n",
			[]string{"Extra", "Widget", "WidgetList"}, []string{"Widget", "WidgetList"}},
		// The kubebuilder marker decides over +k8s:deepcopy-gen.
		{"package generate=false over deepcopy-gen=package", "// +k8s:deepcopy-gen=package\n// +kubebuilder:object:generate=false\npackage v1\n",
			[]string{"Extra", "Widget", "WidgetList"}, []string{"Widget", "WidgetList"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := markerModule(t, map[string]string{"groupversion_info.go": c.info, "widget_types.go": kbTypes})
			if err != nil {
				t.Fatal(err)
			}
			if r := receivers(deepCopyReceiver, got); !slices.Equal(r, c.copied) {
				t.Errorf("copied %v, want %v:\n%s", r, c.copied, got)
			}
			if r := receivers(deepCopyObject, got); !slices.Equal(r, c.objects) {
				t.Errorf("DeepCopyObject on %v, want %v:\n%s", r, c.objects, got)
			}
		})
	}
}

// A marker with a value controller-gen does not take is a file:line error.
func TestBadKubebuilderMarkers(t *testing.T) {
	_, err := markerModule(t, map[string]string{
		"groupversion_info.go": "// Package v1.\n// +kubebuilder:object:generate=yes\npackage v1\n",
		"types.go":             "package v1\n\ntype A struct{}\n",
	})
	var diags diag.List
	if !errors.As(err, &diags) || !strings.Contains(diags.Error(), "groupversion_info.go:2: example.com/kb: +kubebuilder:object:generate=yes: the value is true or false") {
		t.Errorf("package marker: got %v", err)
	}
	// In a block comment the marker's own line is named.
	_, err = markerModule(t, map[string]string{
		"groupversion_info.go": "/*\nPackage v1.\n+kubebuilder:object:generate=yes\n*/\npackage v1\n",
		"types.go":             "package v1\n\ntype A struct{}\n",
	})
	if !errors.As(err, &diags) || !strings.Contains(diags.Error(), "groupversion_info.go:3: example.com/kb: +kubebuilder:object:generate=yes") {
		t.Errorf("package marker in a block comment: got %v", err)
	}
	_, err = markerModule(t, map[string]string{
		"types.go": "package v1\n\n// +kubebuilder:object:root=maybe\ntype A struct{}\n",
	})
	if !errors.As(err, &diags) || !strings.Contains(diags.Error(), "types.go:4: v1.A: +kubebuilder:object:root: the value is true or false") {
		t.Errorf("type marker: got %v", err)
	}
}

// An object root whose DeepCopyObject is written by hand does not get a
// second one.
func TestRootWithHandWrittenDeepCopyObject(t *testing.T) {
	got, err := markerModule(t, map[string]string{
		"types.go": `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// +kubebuilder:object:root=true
type A struct {
	metav1.TypeMeta
	X []int
}

// DeepCopyObject is written by hand.
func (in *A) DeepCopyObject() runtime.Object { return in.DeepCopy() }

// +kubebuilder:object:root=true
type B struct {
	metav1.TypeMeta
	X []int
}
`})
	if err != nil {
		t.Fatal(err)
	}
	if r := receivers(deepCopyReceiver, got); !slices.Equal(r, []string{"A", "B"}) {
		t.Errorf("copied %v, want [A B]:\n%s", r, got)
	}
	if r := receivers(deepCopyObject, got); !slices.Equal(r, []string{"B"}) {
		t.Errorf("DeepCopyObject generated on %v, want [B]:\n%s", r, got)
	}
}

// A root marker on a type that cannot be a runtime.Object: on a struct
// without TypeMeta the DeepCopyObject controller-gen writes does not
// build, so it is an error at the type; on a string type controller-gen
// writes nothing and the output builds, so it is a warning.
func TestMisplacedRootMarker(t *testing.T) {
	info := "// +kubebuilder:object:generate=true\npackage v1\n"
	_, err := markerModule(t, map[string]string{"groupversion_info.go": info, "widget_types.go": `package v1

// +kubebuilder:object:root=true
type WidgetSpec struct {
	Sizes []int
}
`})
	want := "widget_types.go:4: v1.WidgetSpec: +kubebuilder:object:root=true: *WidgetSpec is not a Kubernetes object (it has no GetObjectKind method), so the DeepCopyObject written for it would not build; if it is a kind, embed metav1.TypeMeta"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("root marker on a struct without TypeMeta: got %v, want an error containing\n%s", err, want)
	}

	for _, pkg := range []string{info, "package v1\n"} {
		got, warnings, err := markerModuleWarnings(t, map[string]string{"groupversion_info.go": pkg, "widget_types.go": `package v1

type WidgetStatus struct {
	Phase WidgetPhase
}

// +kubebuilder:object:root=true
type WidgetPhase string
`})
		if err != nil {
			t.Fatalf("root marker on a string type: %v", err)
		}
		if r := receivers(deepCopyObject, got); len(r) != 0 {
			t.Errorf("DeepCopyObject generated on %v:\n%s", r, got)
		}
		want := "widget_types.go:8: warning: v1.WidgetPhase: +kubebuilder:object:root=true on a type that is not a struct is ignored: only a struct embedding metav1.TypeMeta can be a runtime.Object; move the marker to the kind's struct (and its List), or remove it"
		if len(warnings) != 1 || !strings.HasSuffix(warnings[0].String(), want) {
			t.Errorf("package %q: warnings %v, want one ending in\n%s", pkg, warnings, want)
		}
	}
}

// The interfaces tag is checked the same way: a DeepCopy<I> whose receiver
// lacks I's other methods would not build.
func TestInterfaceTagNotImplemented(t *testing.T) {
	_, err := markerModule(t, map[string]string{"types.go": `package v1

// +k8s:deepcopy-gen=true
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type A struct{ X []int }
`})
	want := "types.go:5: v1.A: +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object: *A is not a Kubernetes object (it has no GetObjectKind method)"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want an error containing\n%s", err, want)
	}
}
