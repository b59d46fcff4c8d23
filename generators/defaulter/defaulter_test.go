package defaulter

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/write"
)

const testdata = "github.com/kubegen/kubegen/generators/defaulter/testdata"

func generate(t *testing.T, o Options, inputs ...string) ([]write.File, diag.List, error) {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, inputs)
	if err != nil {
		t.Fatal(err)
	}
	o.OutputFile = DefaultOutputFile
	o.Load = load.NewSession(load.Config{Dir: "."})
	return Files(pkgs, o)
}

// The golden files are our output for testdata's packages; upstream
// v0.37.2's defaulter-gen writes the same, RegisterDefaults' doc comment
// aside (hack/defaulter-equivalence.sh checks it). KUBEGEN_UPDATE_GOLDEN=1
// rewrites them.
func TestGolden(t *testing.T) {
	files, warnings, err := generate(t, Options{ExtraPeerDirs: []string{testdata + "/shapes/peer"}},
		"./testdata/shapes/v1", "./testdata/input/v1", "./testdata/empty/v1", "./testdata/off/v1")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]byte{}
	for _, f := range files {
		// .../testdata/<name>/v1/zz_generated.defaults.go
		got[filepath.Base(filepath.Dir(filepath.Dir(f.Path)))] = f.Content
	}
	if len(files) != 3 {
		t.Errorf("got %d files, want 3 (shapes, input, empty)", len(files))
	}
	if _, ok := got["off"]; ok {
		t.Errorf("a package tagged +k8s:defaulter-gen=false got a file")
	}
	for _, name := range []string{"shapes", "input", "empty"} {
		golden := filepath.Join("testdata", "want", name+".txt")
		if os.Getenv("KUBEGEN_UPDATE_GOLDEN") != "" {
			os.MkdirAll(filepath.Dir(golden), 0o755)
			if err := os.WriteFile(golden, got[name], 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got[name], want) {
			t.Errorf("%s differs from %s:\n%s", name, golden, got[name])
		}
	}
	// ByName's values have a defaulter upstream never calls.
	if len(warnings) != 1 || !strings.Contains(warnings[0].String(), "types.go:39") || !strings.Contains(warnings[0].String(), "map in.ByName") {
		t.Errorf("warnings = %v, want one about map in.ByName at types.go:39", warnings)
	}
}

// The generated code builds and does what the tags say: the test in
// testdata/shapes/v1 runs with the golden files in place of the
// generated ones.
func TestGeneratedDefaultersRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the test data with apimachinery")
	}
	overlay := map[string]map[string]string{"Replace": {}}
	for dir, name := range map[string]string{"shapes/v1": "shapes", "input/v1": "input", "empty/v1": "empty"} {
		gen, _ := filepath.Abs(filepath.Join("testdata", dir, DefaultOutputFile))
		golden, _ := filepath.Abs(filepath.Join("testdata", "want", name+".txt"))
		overlay["Replace"][gen] = golden
	}
	b, _ := json.Marshal(overlay)
	file := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "-overlay", file, "./testdata/shapes/v1", "./testdata/input/v1", "./testdata/empty/v1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the generated defaulters: %v\n%s", err, out)
	}
}

// Bad input is an error naming the file and line and the fix; nothing is
// generated.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name, at, msg string
		peers         []string
	}{
		{"baddefault", "types.go:8", "+default=not json is not JSON", nil},
		// A JSON string for an int32 would be written as a Go string literal.
		{"wrongkind", "types.go:8", "+default=\"one\" does not fit: int32 fields take a whole JSON number (e.g. 1)", nil},
		{"twodefaults", "types.go:9", "+default is given 2 times", nil},
		{"structdefault", "types.go:8", "compares it with nil, which does not compile", nil},
		{"badref", "types.go:8", "declares no constant or variable Missing", nil},
		// The generated file would import a package that does not exist.
		{"refnopkg", "types.go:8", "+default=ref(...): package github.com/kubegen/kubegen/generators/defaulter/testdata/errors/refnopkg/consts cannot be loaded: module github.com/kubegen/kubegen has no directory generators/defaulter/testdata/errors/refnopkg/consts", nil},
		{"doubleptr", "types.go:7", "pointer to a pointer", nil},
		{"mixedfalse", "doc.go:1", "\"false\" is given with other values", nil},
		{"relinput", "doc.go:2", "a relative path is not supported", nil},
		{"badinput", "doc.go:2", "+k8s:defaulter-gen-input=example.com/does/not/exist: the package cannot be loaded: no module the main module requires provides example.com/does/not/exist; if the path is right, add its module (go get example.com/does/not/exist)", nil},
		// A path inside the module: the go command's "go get" cannot add it.
		{"localinput", "doc.go:2", "the package cannot be loaded: module github.com/kubegen/kubegen has no directory generators/defaulter/testdata/errors/localinput/types (testdata/errors/localinput/types); write the import path of one of its packages, or create the package there", nil},
		// Upstream registers the List, and the package does not build.
		{"listnotobject", "types.go:19", "WidgetList has an object defaulter, which RegisterDefaults passes to scheme.AddTypeDefaultingFunc as a runtime.Object, but WidgetList is none, so the package would not build: it gets no DeepCopyObject", nil},
		{"notypemeta", "types.go:7", "Thing is none, so the package would not build: it has no GetObjectKind; embed metav1.TypeMeta", nil},
		{"peercycle", "types.go:5", "package " + testdata + "/errors/peercycle/peer imports the generated package", []string{testdata + "/errors/peercycle/peer"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files, _, err := generate(t, Options{ExtraPeerDirs: tc.peers}, "./testdata/errors/"+tc.name+"/v1")
			if err == nil {
				t.Fatalf("no error; wrote %d files", len(files))
			}
			if files != nil {
				t.Errorf("files returned with an error")
			}
			if !strings.Contains(err.Error(), tc.at) || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q, want %s and %q", err, tc.at, tc.msg)
			}
		})
	}
}

// What upstream tolerates is a warning, and the file is written.
func TestWarnings(t *testing.T) {
	files, warnings, err := generate(t, Options{}, "./testdata/warnings/v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("got %d files, want 1", len(files))
	}
	for _, want := range []string{"doc.go:1: warning: " + testdata + "/warnings/v1: +k8s:defaulter-gen=true on a package names no field",
		"types.go:1: warning: " + testdata + "/warnings/v1: +k8s:defaulter-gen outside doc.go is not read",
		"types.go:12: warning: " + testdata + "/warnings/v1: the values of map in.Items have defaulters",
		"types.go:22: warning: " + testdata + "/warnings/v1.Doc: +k8s:defaulter-gen in the doc comment of a type is not read",
		"types.go:29: warning: " + testdata + "/warnings/v1.Odd: +k8s:defaulter-gen=yes on a type is ignored"} {
		found := false
		for _, w := range warnings {
			found = found || strings.Contains(w.String(), want)
		}
		if !found {
			t.Errorf("no warning %q among %v", want, warnings)
		}
	}
}

// A kubebuilder package has no doc.go: its +k8s:defaulter-gen is in
// groupversion_info.go's package comment. kubegen reads it there
// (PackageComments); defaulter-gen reads doc.go only, as upstream, so it
// writes nothing and says where to move the tag.
func TestPackageCommentOutsideDocGo(t *testing.T) {
	files, _, err := generate(t, Options{PackageComments: true}, "./testdata/kubebuilder/v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || !bytes.Contains(files[0].Content, []byte("func SetObjectDefaults_Widget(in *Widget) {\n\tif in.Spec.Replicas == 0 {\n\t\tin.Spec.Replicas = 3")) {
		t.Fatalf("kubegen: got %d files, want one defaulting Widget's Spec.Replicas:\n%s", len(files), contents(files))
	}

	files, warnings, err := generate(t, Options{}, "./testdata/kubebuilder/v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 0 {
		t.Errorf("defaulter-gen: got %d files, want none (upstream reads doc.go only):\n%s", len(files), contents(files))
	}
	want := "groupversion_info.go:8: warning: " + testdata + "/kubebuilder/v1: +k8s:defaulter-gen outside doc.go is not read by defaulter-gen (upstream reads package tags from doc.go only); move it to doc.go, or generate with kubegen"
	if len(warnings) != 1 || !strings.Contains(warnings[0].String(), want) {
		t.Errorf("warnings = %v, want one containing %q", warnings, want)
	}
}

func contents(files []write.File) string {
	var b strings.Builder
	for _, f := range files {
		b.WriteString(f.Path + ":\n" + string(f.Content))
	}
	return b.String()
}
