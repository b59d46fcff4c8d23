package load

import (
	"errors"
	"go/ast"
	"go/token"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
)

const basic = "github.com/kubegen/kubegen/generators/testdata/input/basic/apis/example/v1"

// One call loads a directory input and an import-path input, and keeps the
// caller's order and spelling.
func TestPackagesDirAndImportPath(t *testing.T) {
	for _, typeCheck := range []bool{false, true} {
		inputs := []string{"../testdata/input/kubebuilder/api/v1", basic}
		pkgs, err := Packages(Config{TypeCheck: typeCheck}, inputs)
		if err != nil {
			t.Fatal(err)
		}
		if len(pkgs) != 2 || pkgs[0].Input != inputs[0] || pkgs[1].Input != inputs[1] {
			t.Fatalf("got %d packages in wrong order", len(pkgs))
		}
		if got := pkgs[0].PkgPath; got != "github.com/kubegen/kubegen/generators/testdata/input/kubebuilder/api/v1" {
			t.Errorf("directory input resolved to %q", got)
		}
		p := pkgs[1]
		if p.Name != "v1" || len(p.Files) != 4 || !strings.HasSuffix(p.Dir, "basic/apis/example/v1") {
			t.Errorf("basic: name %q, %d files, dir %q", p.Name, len(p.Files), p.Dir)
		}
		if (p.Types != nil) != typeCheck {
			t.Errorf("TypeCheck=%v but Types set = %v", typeCheck, p.Types != nil)
		}
		// types.go declares the kinds and must be parsed in full, comments included.
		var typesFile bool
		for _, f := range p.Files {
			if strings.HasSuffix(p.Fset.Position(f.FileStart).Filename, "types.go") {
				typesFile = len(f.Decls) > 0 && len(f.Comments) > 0
			}
		}
		if !typesFile {
			t.Error("types.go lacks declarations or comments")
		}
	}
}

func TestPackagesMissing(t *testing.T) {
	_, err := Packages(Config{}, []string{"./no/such/dir"})
	var diags diag.List
	if !errors.As(err, &diags) || len(diags) == 0 {
		t.Fatalf("err = %v, want diagnostics", err)
	}
}

// A file that is not gofmt-formatted (its type declarations indented) is
// read like any other: no pre-scan of the source decides what is parsed.
func TestUnformattedFileKeepsItsTypes(t *testing.T) {
	pkgs, err := Packages(Config{}, []string{"./testdata/unformatted/example/v1"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range pkgs[0].Files {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, s := range g.Specs {
					names = append(names, s.(*ast.TypeSpec).Name.Name)
				}
			}
		}
	}
	if got := strings.Join(names, " "); got != "Widget WidgetList" {
		t.Errorf("types found: %q, want Widget WidgetList", got)
	}
}

// A directory without Go files is an apis root and stands for the packages
// below it.
func TestAPIsRootExpands(t *testing.T) {
	pkgs, err := Packages(Config{}, []string{"./../testdata/input/multi/apis"})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 3 || !pkgs[0].FromPattern {
		t.Fatalf("got %d packages, want the 3 below the root, marked FromPattern", len(pkgs))
	}
}

// A package with a syntax error in a file without type declarations is
// reported and left out; one with an undefined field type is reported; the good
// package still comes back, so the model can check it in the same run.
func TestLoadKeepsGoodPackages(t *testing.T) {
	pkgs, diags, err := Load(Config{}, []string{"./testdata/broken/...", "./testdata/unformatted/example/v1"})
	// The package with an undefined type comes back too: its tags can still be checked.
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 2 || !strings.HasSuffix(pkgs[0].PkgPath, "unformatted/example/v1") || !strings.HasSuffix(pkgs[1].PkgPath, "undefined/v1") {
		t.Errorf("packages: %d, want the unformatted and the undefined one", len(pkgs))
	}
	got := diags.Err()
	if got == nil {
		t.Fatal("no errors")
	}
	for _, want := range []string{"register.go:5: missing ','", "types.go:12: v1.Widget: undefined: WidgetSpecc"} {
		if !strings.Contains(got.Error(), want) {
			t.Errorf("errors lack %q:\n%v", want, got)
		}
	}
}

func TestPackagesPattern(t *testing.T) {
	pkgs, err := Packages(Config{}, []string{"./../testdata/input/multi/..."})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pkgs {
		if !p.FromPattern {
			t.Errorf("%s not marked FromPattern", p.PkgPath)
		}
		got = append(got, strings.TrimPrefix(p.PkgPath, "github.com/kubegen/kubegen/generators/testdata/input/multi/"))
	}
	want := "apis/example-group/v1 apis/example-group/v1alpha1 apis/otherGroup/v1beta1"
	if strings.Join(got, " ") != want {
		t.Errorf("got %v, want %s", got, want)
	}
}
