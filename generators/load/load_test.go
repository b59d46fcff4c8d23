package load

import (
	"errors"
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

func TestDeclaresTypes(t *testing.T) {
	for src, want := range map[string]bool{
		"package v1\n\ntype Foo struct{}\n":         true,
		"package v1\ntype (\n\tA int\n)\n":          true,
		"package v1\n\nfunc f() {\n\ttype x int\n}": false,
		"package v1\n\n// type Foo in a comment\n":  false,
	} {
		if got := declaresTypes([]byte(src)); got != want {
			t.Errorf("declaresTypes(%q) = %v, want %v", src, got, want)
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
