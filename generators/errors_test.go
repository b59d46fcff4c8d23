package generators

import (
	"bytes"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/internal/golden"
)

// fakeGenerator stands in for the generators where a test is about the
// driver: it needs what it is told and generates what generate returns.
type fakeGenerator struct {
	needs    pipeline.Needs
	generate func(*pipeline.Input) (pipeline.Output, error)
}

func (fakeGenerator) Name() string                                           { return "fake" }
func (g fakeGenerator) Needs() pipeline.Needs                                { return g.needs }
func (g fakeGenerator) Generate(in *pipeline.Input) (pipeline.Output, error) { return g.generate(in) }

// TestErrorCases runs every testdata/errors/<case> input through the whole
// pipeline and compares stderr with want.txt; nothing may be written and
// the emitter must never run. Cases named *-typecheck run with TypeCheck;
// a case with a lint-rules file runs with those --lint-rules; a case with
// an apply-configurations file runs with apply configurations, as kubegen
// does.
func TestErrorCases(t *testing.T) {
	runCases(t, "testdata/errors", 1)
}

// TestWarningCases runs every testdata/warnings/<case> like TestErrorCases,
// but the run must succeed (exit 0, the emitter runs) and stderr holds the
// warnings.
func TestWarningCases(t *testing.T) {
	runCases(t, "testdata/warnings", 0)
}

func runCases(t *testing.T, root string, wantCode int) {
	cases, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if !c.IsDir() {
			continue
		}
		t.Run(c.Name(), func(t *testing.T) {
			dir := filepath.Join(root, c.Name())
			var lint []string
			if b, err := os.ReadFile(filepath.Join(dir, "lint-rules")); err == nil {
				lint = strings.Split(strings.TrimSpace(string(b)), ",")
			}
			applyPkg := ""
			if _, err := os.Stat(filepath.Join(dir, "apply-configurations")); err == nil {
				applyPkg = "example.com/out/applyconfiguration"
			}
			out := t.TempDir()
			var stdout, stderr bytes.Buffer
			cfg := Config{
				Inputs:    packageDirs(t, dir),
				TypeCheck: strings.HasSuffix(c.Name(), "-typecheck"),
				Options: model.Options{
					ClientsetDir: filepath.Join(out, "clientset"), ClientsetPkg: "example.com/out/clientset",
					ListersDir: filepath.Join(out, "listers"), ListersPkg: "example.com/out/listers",
					InformersDir: filepath.Join(out, "informers"), InformersPkg: "example.com/out/informers",
					ApplyConfigPkg: applyPkg,
					LintRules:      lint,
					// kubegen's default (--package-comments).
					PackageComments: true,
				},
				Stdout: &stdout, Stderr: &stderr,
			}
			emitted := false
			emit := fakeGenerator{needs: pipeline.Model, generate: func(*pipeline.Input) (pipeline.Output, error) {
				emitted = true
				return pipeline.Output{Files: []write.File{{Path: filepath.Join(out, "x.go"), Content: []byte("package x\n")}}}, nil
			}}
			if code := Main(cfg, []pipeline.Generator{emit}); code != wantCode {
				t.Errorf("exit code %d, want %d", code, wantCode)
			}
			if wantCode == 0 {
				if !emitted {
					t.Error("the emitter did not run: warnings must not stop a run")
				}
			} else {
				if emitted {
					t.Error("the emitter ran despite input errors")
				}
				if entries, _ := os.ReadDir(out); len(entries) > 0 {
					t.Errorf("files were written: %v", entries)
				}
			}
			wantFile := filepath.Join(dir, "want.txt")
			if golden.Update() {
				if err := os.WriteFile(wantFile, stderr.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(wantFile)
			if err != nil {
				t.Fatalf("%v (run go test ./generators -run 'TestErrorCases|TestWarningCases' -update)", err)
			}
			if got := stderr.String(); got != string(want) {
				t.Errorf("stderr:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// packageDirs lists the directories below root holding .go files, as
// ./relative paths.
func packageDirs(t *testing.T, root string) []string {
	var dirs []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".go" {
			dirs = append(dirs, "./"+filepath.Dir(p))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(dirs)
	return slices.Compact(dirs)
}

// Doubtful input met twice in one run (by the load, the model or the
// generators) is reported in one line, not two.
func TestIdenticalWarningsPrintedOnce(t *testing.T) {
	out := t.TempDir()
	w := diag.Diagnostic{Pos: token.Position{Filename: "types.go", Line: 3}, Subject: "v1.Foo", Msg: "doubtful", Warning: true}
	gen := fakeGenerator{needs: pipeline.Syntax, generate: func(*pipeline.Input) (pipeline.Output, error) {
		return pipeline.Output{Files: []write.File{{Path: filepath.Join(out, "x.go"), Content: []byte("package x\n")}}, Warnings: diag.List{w, w}}, nil
	}}
	var stdout, stderr bytes.Buffer
	cfg := Config{Inputs: []string{"./testdata/owned-warnings/apis/ex/v1"}, Stdout: &stdout, Stderr: &stderr}
	if code := Main(cfg, []pipeline.Generator{gen}); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if got := strings.Count(stderr.String(), "warning: v1.Foo: doubtful"); got != 1 {
		t.Errorf("the warning was printed %d times, want once:\n%s", got, stderr.String())
	}
}
