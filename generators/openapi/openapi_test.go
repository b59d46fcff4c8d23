package openapi

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func loadInputs(t *testing.T, inputs ...string) *pipeline.Input {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, inputs)
	if err != nil {
		t.Fatal(err)
	}
	return &pipeline.Input{Packages: pkgs, Load: load.NewSession(load.Config{Dir: "."})}
}

func readGolden(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata/shapes/want", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The shapes have a field of every kind openapi-gen renders, every tag it
// reads and a violation of every API rule; the goldens are upstream's
// openapi-gen output for them (the definitions, the report and the model
// name file), so our output is upstream's byte for byte.
func TestShapesMatchUpstream(t *testing.T) {
	in := loadInputs(t, "./testdata/shapes/named", "./testdata/shapes/v1")
	out := t.TempDir()
	g := Gen{OutputDir: out, OutputPkg: "example.com/shapes/openapi", OutputFile: "zz_generated.openapi.go",
		ReportFilename: filepath.Join(out, "report.txt"), ModelNameFile: "zz_generated.model_name.go"}
	res, err := g.Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]byte{}
	for _, f := range res.Files {
		got[filepath.Base(f.Path)] = f.Content
		if filepath.Base(f.Path) == "zz_generated.model_name.go" && filepath.Base(filepath.Dir(f.Path)) != "named" {
			t.Errorf("model name file in %s; only the package with a model package tag gets one", f.Path)
		}
	}
	for file, golden := range map[string]string{
		"zz_generated.openapi.go":    "zz_generated.openapi.go.txt",
		"report.txt":                 "report.txt",
		"zz_generated.model_name.go": "zz_generated.model_name.go.txt",
	} {
		if want := readGolden(t, golden); !bytes.Equal(got[file], want) {
			t.Errorf("%s differs from upstream's (testdata/shapes/want/%s):\n%s", file, golden, got[file])
		}
	}
	if len(res.Roots) != 1 || res.Roots[0].Dir != out || !res.Roots[0].Shallow {
		t.Errorf("roots = %+v, want the output directory alone", res.Roots)
	}
}

// "-" prints the report on standard output, as upstream does (and still
// succeeds); read-only packages get no model name file.
func TestReportToStdoutAndReadOnly(t *testing.T) {
	in := loadInputs(t, "./testdata/shapes/named", "./testdata/shapes/v1")
	var stdout bytes.Buffer
	g := Gen{OutputDir: t.TempDir(), OutputPkg: "example.com/shapes/openapi", OutputFile: "zz_generated.openapi.go", ReportFilename: "-",
		ModelNameFile: "zz_generated.model_name.go", ReadOnlyPkgs: []string{"github.com/kubegen/kubegen/generators/openapi/testdata/shapes/named"}, Stdout: &stdout}
	res, err := g.Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := readGolden(t, "report.txt"); !bytes.Equal(stdout.Bytes(), want) {
		t.Errorf("report on stdout:\n%s\nwant:\n%s", stdout.String(), want)
	}
	if len(res.Files) != 1 || filepath.Base(res.Files[0].Path) != "zz_generated.openapi.go" {
		var names []string
		for _, f := range res.Files {
			names = append(names, f.Path)
		}
		t.Errorf("files = %v, want the definitions only (no report file, no model names in a read-only package)", names)
	}
}

// Input errors come back together, each at its field's file:line with the
// fix, and nothing is written.
func TestErrorsAtFieldWithFix(t *testing.T) {
	in := loadInputs(t, "./testdata/errors/v1")
	g := Gen{OutputDir: t.TempDir(), OutputPkg: "example.com/errors/openapi", OutputFile: "zz_generated.openapi.go", ReportFilename: "-", Stdout: &bytes.Buffer{}}
	res, err := g.Generate(in)
	var list diag.List
	if !errors.As(err, &list) {
		t.Fatalf("err = %v (%T), want a diag.List", err, err)
	}
	if len(res.Files) != 0 {
		t.Errorf("files written despite errors: %d", len(res.Files))
	}
	want := []struct {
		line     int
		msg, fix string
	}{
		{7, "cannot be both optional and required", "keep one of +optional and +required"},
		{13, "invalid default value", "make +default a JSON value"},
		{19, "maxLength can only be used on string types", "fix or remove the +k8s:validation marker"},
		{24, "map with non-string keys", "use string map keys"},
		{29, "anonymous struct", "declare a named struct type for the field"},
		{36, "anonymous struct", "declare a named struct type for the field"},
		{43, "not sure how to enforce default", "OpenAPI has no schema for a type parameter"},
	}
	text := err.Error()
	for _, w := range want {
		found := false
		for _, d := range list {
			if d.Pos.Line == w.line && strings.HasSuffix(d.Pos.Filename, filepath.Join("errors", "v1", "types.go")) &&
				strings.Contains(d.Msg, w.msg) && strings.Contains(d.Msg, w.fix) {
				found = true
			}
		}
		if !found {
			t.Errorf("no error at types.go:%d saying %q with the fix %q; got:\n%s", w.line, w.msg, w.fix, text)
		}
	}
	if len(list) != len(want) {
		t.Errorf("%d errors, want %d:\n%s", len(list), len(want), text)
	}
}

// A kubebuilder package has no doc.go: its +k8s:openapi-gen=true is in
// groupversion_info.go's package comment. kubegen reads it there
// (PackageComments); openapi-gen reads doc.go only, as upstream, so it
// defines no type of the package and says where to move the tag.
func TestPackageCommentOutsideDocGo(t *testing.T) {
	const pkg = "github.com/kubegen/kubegen/generators/openapi/testdata/kubebuilder/v1"
	for _, kubegen := range []bool{true, false} {
		in := loadInputs(t, "./testdata/kubebuilder/v1")
		g := Gen{OutputDir: t.TempDir(), OutputPkg: "example.com/kb/openapi", OutputFile: "zz_generated.openapi.go", ReportFilename: "-",
			Stdout: &bytes.Buffer{}, PackageComments: kubegen}
		res, err := g.Generate(in)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Files) != 1 {
			t.Fatalf("files: %d, want the definitions", len(res.Files))
		}
		defined := bytes.Contains(res.Files[0].Content, []byte(`"`+pkg+`.Widget": schema_`))
		warned := strings.Contains(res.Warnings.Error(), "groupversion_info.go:3: warning: "+pkg+": +k8s:openapi-gen outside doc.go is not read by openapi-gen (upstream reads package tags from doc.go only); move it to doc.go, or generate with kubegen")
		if defined != kubegen || warned == kubegen {
			t.Errorf("kubegen=%v: Widget defined %v, warned %v (warnings: %v):\n%s", kubegen, defined, warned, res.Warnings, res.Files[0].Content)
		}
	}
}
