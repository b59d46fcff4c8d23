package validation

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// readonly is the --readonly-pkg list code-generator v0.37.2's
// kube_codegen.sh passes.
var readonly = []string{
	"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/api/resource", "k8s.io/apimachinery/pkg/runtime",
	"k8s.io/apimachinery/pkg/types", "k8s.io/apimachinery/pkg/util/intstr", "k8s.io/apimachinery/pkg/version", "time",
}

func generate(t *testing.T, g Gen, inputs ...string) ([]write.File, error) {
	t.Helper()
	out, err := generateOutput(t, g, inputs...)
	return out.Files, err
}

// generateOutput is generate's whole output, warnings included.
func generateOutput(t *testing.T, g Gen, inputs ...string) (pipeline.Output, error) {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, inputs)
	if err != nil {
		t.Fatal(err)
	}
	header, err := os.ReadFile("testdata/header.txt")
	if err != nil {
		t.Fatal(err)
	}
	if g.OutputFile == "" {
		g.OutputFile = DefaultOutputFile
	}
	return g.Generate(&pipeline.Input{Header: header, Packages: pkgs, Load: load.NewSession(load.Config{Dir: "."})})
}

// testdata/want/empty.txt is upstream v0.37.2's validation-gen output for
// testdata/empty/v1 (a package whose types reach no validation tag, with an
// opaque field, a recursive type, a list type and an opted-out type), made
// in this directory with
//
//	validation-gen --go-header-file testdata/header.txt --output-file zz_generated.validations.go \
//	  --readonly-pkg <each of readonly> ./testdata/empty/v1
func TestEmptyPackageIsUpstreams(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/empty/v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("got %d files, want 1", len(files))
	}
	want, err := os.ReadFile("testdata/want/empty.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(files[0].Content, want) {
		t.Errorf("%s differs from upstream's:\n%s\nwant:\n%s", files[0].Path, files[0].Content, want)
	}
	if !strings.HasSuffix(files[0].Path, "/testdata/empty/v1/"+DefaultOutputFile) {
		t.Errorf("written to %s, want the input package's directory", files[0].Path)
	}
}

// Each input that upstream fails on, or whose validations this step does
// not generate, is an error at the line to fix, and nothing is written.
// errorCase is an input ours refuses: the error says each of want, the
// first naming the file:line to fix. errorsupstream_test.go checks each
// against upstream's verdict for the same input.
type errorCase struct {
	name     string
	readonly []string
	input    string
	want     []string
}

// errorCases are TestErrorsAtTheLineToFix's rows.
var errorCases = []errorCase{
	{"tag", readonly, "./testdata/errors/tagged", []string{"testdata/errors/tagged/types.go:10:", "+k8s:dependentRequired on a field of a named scalar type", "k8s.io/code-generator's validation-gen"}},
	{"array", readonly, "./testdata/errors/array", []string{"testdata/errors/array/types.go:5:", "fixed-size arrays are not supported"}},
	{"not walked", nil, "./testdata/errors/foreign", []string{"testdata/errors/foreign/types.go:7:", "Widget.metadata: type k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta", "--readonly-pkg", "+k8s:opaqueType"}},
	{"call that would not build", readonly, "./testdata/errors/readonlycall", []string{"testdata/errors/readonlycall/types.go:10:", "k8s.io/apimachinery/pkg/apis/meta/v1.Validate_ObjectMeta", "+k8s:opaqueType"}},
	{"after a generated field", readonly, "./testdata/errors/later", []string{"testdata/errors/later/types.go:13:", "+k8s:dependentRequired on a field of a named scalar type"}},
	{"subfield without that field", readonly, "./testdata/errors/subfield", []string{"testdata/errors/subfield/types.go:5:", `no field for json name "nope"`}},
	{"nested subfield", readonly, "./testdata/errors/subfield", []string{"testdata/errors/subfield/types.go:7:", "nested +k8s:subfield tags are unsupported"}},
	{"subfield of a string", readonly, "./testdata/errors/subfield", []string{"testdata/errors/subfield/types.go:10:", "can only be used on struct types"}},
	{"subfield list semantics on its field too", readonly, "./testdata/errors/vsubrest", []string{"testdata/errors/vsubrest/types.go:5:", "listType cannot be specified more than once", "not both"}},
	{"list-map subfield without keys", readonly, "./testdata/errors/subfieldlist", []string{"testdata/errors/subfieldlist/types.go:5:", "+k8s:subfield: found listType=map or unique=map without listMapKey"}},
	{"level inside subfield", readonly, "./testdata/errors/levels", []string{"testdata/errors/levels/types.go:10:", `+k8s:subfield: tag "k8s:beta" can't be used in between; write it first: +k8s:beta=+k8s:subfield(name)=...`}},
	{"enum under subfield", readonly, "./testdata/errors/subfieldargs", []string{"testdata/errors/subfieldargs/types.go:7:", `"k8s:enum" cannot be specified on field`}},
	{"maximum under subfield of a string", readonly, "./testdata/errors/subfieldargs", []string{"testdata/errors/subfieldargs/types.go:9:", "can only be used on integer types (string)"}},
	{"format under subfield of an int", readonly, "./testdata/errors/subfieldargs", []string{"testdata/errors/subfieldargs/types.go:11:", "can only be used on string types (int32)"}},
	{"maxItems under subfield of an int", readonly, "./testdata/errors/subfieldargs", []string{"testdata/errors/subfieldargs/types.go:13:", "can only be used on list types (int32)"}},
	{"level inside a type's subfield", readonly, "./testdata/errors/vsubfieldtype", []string{"testdata/errors/vsubfieldtype/types.go:5:", `tag "k8s:alpha" can't be used in between`}},
	{"dependent on no sibling", readonly, "./testdata/errors/dependent", []string{"testdata/errors/dependent/types.go:6:", `no sibling field with JSON name "nope"`}},
	{"alpha tag not under alpha", readonly, "./testdata/errors/dependentstable", []string{"testdata/errors/dependentstable/types.go:9:", `"k8s:dependentRequired" with stability level "Alpha" cannot be used in Stable validation`, "+k8s:alpha"}},
	{"eachKey on a list", readonly, "./testdata/errors/each", []string{"testdata/errors/each/types.go:5:", "can only be used on map types"}},
	{"eachVal on a string", readonly, "./testdata/errors/each", []string{"testdata/errors/each/types.go:8:", "can only be used on list or map types"}},
	{"level under eachVal", readonly, "./testdata/errors/levels", []string{"testdata/errors/levels/types.go:5:", `+k8s:eachVal: tag "k8s:alpha" can't be used in between; write it first: +k8s:alpha=+k8s:eachVal=...`}},
	{"level under eachKey", readonly, "./testdata/errors/levels", []string{"testdata/errors/levels/types.go:8:", `+k8s:eachKey: tag "k8s:beta" can't be used in between; write it first`}},
	{"level under level", readonly, "./testdata/errors/levels", []string{"testdata/errors/levels/types.go:13:", `+k8s:alpha: tag "k8s:beta" can't be used in between; write one level tag`}},
	{"eachVal of a minLength of zero", readonly, "./testdata/errors/each", []string{"testdata/errors/each/types.go:17:", "no validation functions found", "remove the tag"}},
	{"eachKey of a negative minLength", readonly, "./testdata/errors/each", []string{"testdata/errors/each/types.go:20:", "no validation functions found", "+k8s:ifEnabled(F)=+k8s:minLength=-1"}},
	{"alpha tag on a type in a stable package", readonly, "./testdata/errors/typelint", []string{"testdata/errors/typelint/types.go:10:", `typelint.Name: tag "k8s:neq" with stability level "Alpha" cannot be used in Stable validation`, "+k8s:alpha"}},
	{"level nested in a type's tag", readonly, "./testdata/errors/typelint", []string{"testdata/errors/typelint/types.go:14:", `Spec: +k8s:ifEnabled: tag "k8s:alpha" can't be used in between`}},
	{"custom function no tag names", readonly, "./testdata/errors/customclaims", []string{"testdata/errors/customclaims/types.go:23:", "customclaims.ValidateCustom_Widget_Size: no matching tag", "add +k8s:customValidation"}},
	{"custom function in the types package", readonly, "./testdata/errors/customplace", []string{"testdata/errors/customplace/api/types.go:17:", "api.ValidateCustom_Widget_Name: move it to the package the validations are generated into"}},
	{"recursive list of pointers", readonly, "./testdata/errors/ptrlist", []string{"testdata/errors/ptrlist/types.go:18:", "Node.children: a list of pointers to", "upstream's validation-gen fails on it too", "+k8s:eachVal=+k8s:opaqueType"}},
	{"list-map type without key", readonly, "./testdata/errors/vlistmap", []string{"testdata/errors/vlistmap/types.go:13:", "NoKeys: found listType=map or unique=map without listMapKey"}},
	{"list tags on a map type", readonly, "./testdata/errors/vlistmap", []string{"testdata/errors/vlistmap/types.go:17:", "Dict: +k8s:listType: can only be used on list types"}},
	{"item on a type that is no list-map", readonly, "./testdata/errors/vlistmap", []string{"testdata/errors/vlistmap/types.go:21:", "Loose: found items with no list metadata"}},
	{"list tags on a field and its type", readonly, "./testdata/errors/vlistmap", []string{"testdata/errors/vlistmap/types.go:30:", "Widget.Both: found list metadata for both a field and its type", "keep the list tags on the type"}},
	{"map of a named list by pointer", readonly, "./testdata/errors/byvalue", []string{"testdata/errors/byvalue/types.go:9:", "byvalue.Counts, a list with validations", "+k8s:eachVal=+k8s:opaqueType here"}},
	{"named map of a named list by pointer", readonly, "./testdata/errors/byvalue", []string{"testdata/errors/byvalue/types.go:26:", "Validate_Counts takes the list itself"}},
	{"eachVal literal over a map of lists", readonly, "./testdata/errors/eachbyvalue", []string{"testdata/errors/eachbyvalue/types.go:9:", "Root.Lists: +k8s:eachVal: its items are of type []string", "make the items a struct type"}},
	{"eachVal literal over a list of []byte", readonly, "./testdata/errors/eachbyvalue", []string{"testdata/errors/eachbyvalue/types.go:13:", "Root.Blobs: +k8s:eachVal: its items are of type []byte"}},
	{"not walked below", []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/types"}, "./testdata/empty/v1", []string{"meta/v1/time.go:", "v1.Time.Time: type time.Time"}},
}

func TestErrorsAtTheLineToFix(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) { wantErrors(t, c.readonly, c.input, c.want) })
	}
}

// wantErrors checks that generating input fails, writes nothing, and says
// each of want.
func wantErrors(t *testing.T, readonly []string, input string, want []string) {
	t.Helper()
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, input)
	if err == nil {
		t.Fatalf("no error; files %d", len(files))
	}
	if len(files) != 0 {
		t.Errorf("%d files despite the error", len(files))
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error lacks %q:\n%v", w, err)
		}
	}
}

// The package tag's values are checked as upstream checks them.
func TestPackageTagValues(t *testing.T) {
	a := activation{criteria: []string{"TypesWithField=TypeMeta", "TypesWithSuffix=Spec"}}
	for name, want := range map[string]bool{"WidgetSpec": true, "Widget": false} {
		if got := a.selects(name, nil); got != want {
			t.Errorf("selects(%s, no fields) = %v, want %v", name, got, want)
		}
	}
	if !a.selects("Widget", []string{"TypeMeta"}) {
		t.Error("a type with a TypeMeta field is not selected")
	}
	if typeSwitch([]string{"+k8s:validation-gen=false"}) != "false" || typeSwitch([]string{"+k8s:validation-gen=false", "+k8s:validation-gen=true"}) != "" {
		t.Error("a type's switch is read unlike upstream's (exactly one true or false)")
	}
}

// testdata/ref uses every validator generated so far; upstream's output
// for it and for meta/v1/validation (which its types reach) are
// testdata/want/ref.txt and metav1validation.txt (hack/validation-goldens.sh
// makes both, with these read-only packages and header).
func TestValidatorsAreUpstreams(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: slices.DeleteFunc(slices.Clone(readonly), func(p string) bool { return p == metav1Pkg })},
		"k8s.io/apimachinery/pkg/apis/meta/v1/validation", "./testdata/ref")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]byte{}
	for _, f := range files {
		got[filepath.Base(filepath.Dir(f.Path))] = f.Content
	}
	for dir, golden := range map[string]string{"ref": "testdata/want/ref.txt", "validation": "testdata/want/metav1validation.txt"} {
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got[dir], want) {
			t.Errorf("%s: ours differs from upstream's %s:\n%s", dir, golden, lineDiff(got[dir], want))
		}
	}
}

// lineDiff is the first differing line of two files, with its number.
func lineDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n got: %q\nwant: %q", i+1, gl, wl)
		}
	}
	return "(equal)"
}
