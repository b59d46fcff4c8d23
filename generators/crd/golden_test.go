package crd

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/kubegen/kubegen/generators/load"
)

// goldenCases are the directories of test APIs whose CRD files upstream
// controller-gen v0.23.0 wrote and we committed: this package's cases
// (hack/crd-goldens.sh) and crdschema's (hack/crdschema-goldens.sh),
// whose files are whole CRDs too.
var goldenCases = []struct{ api, golden string }{
	{"./internal/testapi", "testdata"},
	{"../crdschema/internal/testapi", "../crdschema/testdata"},
}

// TestGoldens generates every case and compares each file, name and
// bytes, with controller-gen's.
func TestGoldens(t *testing.T) { compareGoldens(t, generate) }

// TestGoldensPartlyTyped is TestGoldens with the packages as the driver
// hands them when only the crd generator needs types: those TypedInputs
// picks typed, the others parsed only.
func TestGoldensPartlyTyped(t *testing.T) { compareGoldens(t, generatePartlyTyped) }

// compareGoldens runs gen on every golden case.
func compareGoldens(t *testing.T, gen func(*testing.T, string, Options) map[string]string) {
	for _, gc := range goldenCases {
		cases, err := os.ReadDir(gc.golden)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			apiDir := gc.api + "/" + c.Name()
			if _, err := os.Stat(apiDir); err != nil {
				continue // crdschema's expected errors, not a CRD case
			}
			t.Run(c.Name(), func(t *testing.T) {
				got := gen(t, apiDir, caseOptions(t, apiDir))
				want := readDir(t, filepath.Join(gc.golden, c.Name()))
				for name, w := range want {
					if g, ok := got[name]; !ok {
						t.Errorf("%s: controller-gen writes it, we do not", name)
					} else if g != w {
						t.Errorf("%s differs from controller-gen's:\n%s", name, unified(w, g))
					}
				}
				for name := range got {
					if _, ok := want[name]; !ok {
						t.Errorf("%s: we write it, controller-gen does not", name)
					}
				}
			})
		}
	}
}

// generate runs Build and Files on the packages below dir.
func generate(t *testing.T, dir string, o Options) map[string]string {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{dir + "/..."})
	if err != nil {
		t.Fatal(err)
	}
	return buildFiles(t, pkgs, o)
}

// generatePartlyTyped is generate with only the packages TypedInputs
// picks typed.
func generatePartlyTyped(t *testing.T, dir string, o Options) map[string]string {
	t.Helper()
	typed, _, err := load.Typed(load.Config{Dir: "."}, []string{dir + "/..."})
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := load.Syntax(load.Config{Dir: "."}, []string{dir + "/..."})
	if err != nil {
		t.Fatal(err)
	}
	picked := map[string]bool{}
	for _, p := range (Gen{}).TypedInputs(parsed) {
		picked[p.PkgPath] = true
	}
	pkgs := make([]*load.Package, len(parsed))
	for i, p := range parsed {
		pkgs[i] = p
		if picked[p.PkgPath] {
			pkgs[i] = typed[slices.IndexFunc(typed, func(t *load.Package) bool { return t.PkgPath == p.PkgPath })]
		}
	}
	return buildFiles(t, pkgs, o)
}

// buildFiles runs Build and Files on pkgs.
func buildFiles(t *testing.T, pkgs []*load.Package, o Options) map[string]string {
	t.Helper()
	crds, _, err := Build(pkgs, o)
	if err != nil {
		t.Fatalf("errors:\n%v", err)
	}
	files, err := Files(crds, "", o)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range files {
		out[f.Path] = string(f.Content)
	}
	return out
}

func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if len(names) == 0 {
		t.Fatalf("no goldens in %s", dir)
	}
	out := map[string]string{}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(n)] = string(b)
	}
	return out
}

// caseOptions reads a case's "options" file: crd options as
// controller-gen takes them (maxDescLen=40,generateEmbeddedObjectMeta=true),
// which hack/crd-goldens.sh passes to controller-gen as crd:<options>.
func caseOptions(t *testing.T, dir string) Options {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "options"))
	if os.IsNotExist(err) {
		return Options{}
	} else if err != nil {
		t.Fatal(err)
	}
	o, err := ParseOptions("crd:" + strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatalf("%s/options: %v", dir, err)
	}
	return o
}

func unified(want, got string) string {
	d, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(want), B: difflib.SplitLines(got), FromFile: "controller-gen", ToFile: "ours", Context: 2,
	})
	return d
}
