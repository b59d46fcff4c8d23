package emit_test

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/emit"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/internal/golden"
)

// goldenRoot is a directory of input cases and the directory of their
// golden trees. The trees are packages of this module (below testdata, so
// ./... skips them) that compile against the inputs beside them; pkg is the
// import path of want.
type goldenRoot struct {
	input, want, pkg string
}

var goldenRoots = []goldenRoot{
	// The generators' shared inputs.
	{"../testdata/input", "../testdata/want", "github.com/kubegen/kubegen/generators/testdata/want"},
	// Inputs that exist for the templates' sake (every verb and method shape).
	{"testdata/input", "testdata/want", "github.com/kubegen/kubegen/generators/emit/testdata/want"},
}

// goldenCase is one input case with a golden tree.
type goldenCase struct {
	goldenRoot
	name string
}

func (c goldenCase) inputDir() string { return filepath.Join(c.input, c.name) }
func (c goldenCase) wantDir() string  { return filepath.Join(c.want, c.name) }
func (c goldenCase) wantPkg() string  { return path.Join(c.pkg, c.name) }

// goldenCases lists every case of every root.
func goldenCases(t testing.TB) []goldenCase {
	var cases []goldenCase
	for _, r := range goldenRoots {
		entries, err := os.ReadDir(r.input)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() {
				cases = append(cases, goldenCase{r, e.Name()})
			}
		}
	}
	if len(cases) == 0 {
		t.Fatal("no input cases")
	}
	return cases
}

// generate runs load, model and emit on one input case with kube_codegen.sh's
// layout below testdata/want/<case>.
func generate(t *testing.T, c goldenCase) []write.File {
	t.Helper()
	set, targets := buildSet(t, c)
	files, err := emit.Files(set, targets)
	if err != nil {
		t.Fatal(err)
	}
	return append(files, applyConfigFiles(t, c, set)...)
}

// buildSet loads and models one case as cmd/kubegen would.
func buildSet(t testing.TB, c goldenCase) (*model.Set, emit.Targets) {
	t.Helper()
	cfg := kubegenConfig(t, c)
	pkgs, err := load.Packages(load.Config{}, cfg.Inputs)
	if err != nil {
		t.Fatal(err)
	}
	set, err := model.Build(pkgs, cfg.Options, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatal(err)
	}
	return set, emit.Targets{Clientset: true, Listers: true, Informers: true}
}

// kubegenConfig is cmd/kubegen's configuration for one case.
func kubegenConfig(t testing.TB, c goldenCase) generators.Config {
	t.Helper()
	fs := pflag.NewFlagSet("kubegen", pflag.ContinueOnError)
	config := generators.AddKubegenFlags(fs)
	args := []string{
		"--output-dir", c.wantDir(),
		"--output-pkg", c.wantPkg(),
		"--go-header-file", "testdata/boilerplate.go.txt",
	}
	// A case may add flags (e.g. --apply-configuration-package) in flags.txt.
	if extra, err := os.ReadFile(filepath.Join(c.inputDir(), "flags.txt")); err == nil {
		args = append(args, strings.Fields(string(extra))...)
	}
	args = append(args, inputPackages(t, c.inputDir())...)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	cfg, err := config(io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	header, err := os.ReadFile(cfg.HeaderFile)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Options.Header = header
	// These golden trees are upstream's file set: the informers decode
	// reflectively (kubegen's decoders are compared by the command tests).
	cfg.Options.Decoders = false
	return cfg
}

// inputPackages lists the ./relative directories below root holding Go
// files with a +genclient tag, as kube_codegen.sh selects its inputs.
func inputPackages(t testing.TB, root string) []string {
	var dirs []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") && hasGenclientTag(t, p) {
			if dir := "./" + filepath.ToSlash(filepath.Dir(p)); !slices.Contains(dirs, dir) {
				dirs = append(dirs, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// firstDifference shows the first line where the golden file and the
// emitted one differ.
func firstDifference(golden, emitted []byte) string {
	g, e := strings.Split(string(golden), "\n"), strings.Split(string(emitted), "\n")
	for i := 0; i < max(len(g), len(e)); i++ {
		var gl, el string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(e) {
			el = e[i]
		}
		if gl != el {
			return fmt.Sprintf("line %d\n  golden:  %q\n  emitted: %q", i+1, gl, el)
		}
	}
	return "(same lines)"
}

func hasGenclientTag(t testing.TB, file string) bool {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(strings.TrimLeft(strings.TrimPrefix(strings.TrimSpace(line), "//"), " \t"), "+genclient") {
			return true
		}
	}
	return false
}

// TestGolden compares the emitted files of every input case with its tree
// under testdata/want; -update rewrites the trees.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases(t) {
		t.Run(c.name, func(t *testing.T) {
			files := generate(t, c)
			root := c.wantDir()
			if golden.Update() {
				if err := os.RemoveAll(root); err != nil {
					t.Fatal(err)
				}
				for _, f := range files {
					if err := os.MkdirAll(filepath.Dir(f.Path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(f.Path, f.Content, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			want := map[string]bool{}
			err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					want[p] = true
				}
				return err
			})
			if err != nil {
				t.Fatalf("%v (run go test ./generators/emit -update)", err)
			}
			for _, f := range files {
				got, err := os.ReadFile(f.Path)
				switch {
				case err != nil:
					t.Errorf("%s is emitted but not in the golden tree (run go test ./generators/emit -update)", f.Path)
				case !bytes.Equal(got, f.Content):
					t.Errorf("%s differs from the golden file (run go test ./generators/emit -update and review the diff):\n%s", f.Path, firstDifference(got, f.Content))
				}
				delete(want, f.Path)
			}
			for p := range want {
				t.Errorf("%s is in the golden tree but no longer emitted", p)
			}
		})
	}
}

// TestEmitDeterministic renders each case twice and expects the same bytes.
func TestEmitDeterministic(t *testing.T) {
	for _, c := range goldenCases(t) {
		a, b := generate(t, c), generate(t, c)
		if len(a) != len(b) {
			t.Fatalf("%s: %d files, then %d", c.name, len(a), len(b))
		}
		for i := range a {
			if a[i].Path != b[i].Path || !bytes.Equal(a[i].Content, b[i].Content) {
				t.Errorf("%s: %s differs between two runs", c.name, a[i].Path)
			}
		}
	}
}

// TestGoldenBuildsAndVets compiles and vets every golden tree together with
// its inputs. The trees are below testdata, which ./... patterns skip, so
// the packages are named one by one.
func TestGoldenBuildsAndVets(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the golden trees")
	}
	var pkgs []string
	for _, c := range goldenCases(t) {
		err := filepath.WalkDir(c.wantDir(), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if matches, _ := filepath.Glob(filepath.Join(p, "*.go")); len(matches) > 0 {
					rel, _ := filepath.Rel(c.wantDir(), p)
					pkgs = append(pkgs, path.Join(c.wantPkg(), filepath.ToSlash(rel)))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("%v (run go test ./generators/emit -update)", err)
		}
	}
	for _, tool := range [][]string{{"build"}, {"vet"}} {
		cmd := exec.Command("go", append(tool, pkgs...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("go %s of the golden trees: %v\n%s", tool[0], err, out)
		}
	}
}

// BenchmarkFiles measures emit alone (templates and go/format) over every
// golden case; b.N rounds of all cases.
func BenchmarkFiles(b *testing.B) {
	type built struct {
		set     *model.Set
		targets emit.Targets
	}
	var sets []built
	for _, c := range goldenCases(b) {
		set, targets := buildSet(b, c)
		sets = append(sets, built{set, targets})
	}
	b.ResetTimer()
	files := 0
	for b.Loop() {
		for _, s := range sets {
			out, err := emit.Files(s.set, s.targets)
			if err != nil {
				b.Fatal(err)
			}
			files += len(out)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(files), "µs/file")
}
