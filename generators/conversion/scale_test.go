package conversion

import (
	"bytes"
	"github.com/kubegen/kubegen/internal/testfs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/write"
)

// realModules are published modules whose committed
// zz_generated.conversion.go files are upstream v0.37.2's output, with the
// packages their update scripts give conversion-gen.
var realModules = []struct {
	module string
	pkgs   []string
}{
	{"k8s.io/apiextensions-apiserver@v0.37.2", []string{"./pkg/apis/apiextensions/v1", "./pkg/apis/apiextensions/v1beta1"}},
	{"k8s.io/kube-aggregator@v0.37.2", []string{"./pkg/apis/apiregistration/v1", "./pkg/apis/apiregistration/v1beta1"}},
	{"k8s.io/sample-apiserver@v0.37.2", []string{"./pkg/apis/wardle/v1alpha1", "./pkg/apis/wardle/v1beta1"}},
}

// moduleDir is the directory of module@version (testfs.ModuleDir).
func moduleDir(t *testing.T, module string) string {
	t.Helper()
	return testfs.ModuleDir(t, module)
}

// TestRealModulesEquivalence regenerates the conversions of real modules
// into a temporary directory and compares them with their committed files
// (upstream's output), byte for byte apart from doc comments. The modules
// are loaded in their own directories, with their own go.mod.
func TestRealModulesEquivalence(t *testing.T) {
	if testing.Short() {
		t.Skip("loads three real modules; skipped with -short")
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	for _, m := range realModules {
		t.Run(m.module, func(t *testing.T) {
			dir := moduleDir(t, m.module)
			header, err := os.ReadFile(filepath.Join(dir, "hack", "boilerplate.go.txt"))
			if err != nil {
				t.Fatal(err)
			}
			files := generateIn(t, dir, m.pkgs, Options{OutputFile: "zz_generated.conversion.go", Header: header, BasePeerDirs: DefaultBasePeerDirs})
			if len(files) != len(m.pkgs) {
				t.Fatalf("%d files for %d packages", len(files), len(m.pkgs))
			}
			out := t.TempDir()
			for _, f := range files {
				rel, err := filepath.Rel(dir, f.Path)
				if err != nil {
					t.Fatal(err)
				}
				written := filepath.Join(out, rel)
				if err := os.MkdirAll(filepath.Dir(written), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(written, f.Content, 0o644); err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(f.Path)
				if err != nil {
					t.Fatal(err)
				}
				got, _ := os.ReadFile(written)
				if d := diffModuloDocs(want, got); d != "" {
					t.Errorf("%s differs from the committed file (upstream's):\n%s", rel, d)
				}
			}
		})
	}
}

// generateIn runs the generator's load and Files as the driver does: the
// inputs' syntax for Support, then one typed load of both.
func generateIn(t *testing.T, dir string, pkgs []string, o Options) []write.File {
	t.Helper()
	c := load.Config{Dir: dir}
	parsed, err := load.Syntax(c, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	var inputPaths []string
	for _, p := range parsed {
		inputPaths = append(inputPaths, p.PkgPath)
	}
	var support []string
	for _, s := range Support(parsed, o) {
		if !slices.Contains(inputPaths, s) {
			support = append(support, s)
		}
	}
	in, sup, _, err := load.TypedWith(c, pkgs, support)
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := Files(in, sup, o)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// diffModuloDocs compares two generated files line by line without their
// doc comments (the comment lines right above a func, which are ours);
// "" when they are equal.
func diffModuloDocs(want, got []byte) string {
	w, g := withoutDocs(want), withoutDocs(got)
	var b strings.Builder
	n := max(len(w), len(g))
	for i := 0; i < n && b.Len() < 4000; i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			b.WriteString("line " + strconv.Itoa(i+1) + ":\n- " + wl + "\n+ " + gl + "\n")
		}
	}
	return b.String()
}

func withoutDocs(src []byte) []string {
	lines := strings.Split(string(bytes.TrimRight(src, "\n")), "\n")
	var out []string
	for i := 0; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], "//") && !strings.HasPrefix(lines[i], "//go:build") && !strings.HasPrefix(lines[i], "// +build") && !strings.HasPrefix(lines[i], "// Code generated") {
			j := i
			for j < len(lines) && strings.HasPrefix(lines[j], "//") {
				j++
			}
			if j < len(lines) && strings.HasPrefix(lines[j], "func ") {
				i = j - 1
				continue
			}
		}
		out = append(out, lines[i])
	}
	return out
}
