package applyconfig_test

import (
	"bytes"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/internal/golden"
)

const (
	modPath = "github.com/kubegen/kubegen/generators/applyconfig"
	input   = "./testdata/input/shapes/v1"
)

// goldenCase is one command line of applyconfiguration-gen and the tree it
// must produce below testdata/want/<name>.
type goldenCase struct {
	name string
	args []string
}

var goldenCases = []goldenCase{
	// No schema: empty schema, no Extract functions (as upstream), the
	// type converter deduces types; PodTemplateSpec's configuration comes
	// from client-go.
	{"shapes", []string{"--external-applyconfigurations",
		"k8s.io/api/core/v1.PodTemplateSpec:k8s.io/client-go/applyconfigurations/core/v1", input}},
	// With --openapi-schema: the kinds' definitions (and what they refer
	// to) become the schema, and the kinds get Extract functions.
	{"openapi", []string{"--openapi-schema", "testdata/input/shapes/openapi.json", input}},
}

func (c goldenCase) command(extra ...string) []string {
	args := []string{"--go-header-file", "../emit/testdata/boilerplate.go.txt",
		"--output-dir", filepath.Join("testdata/want", c.name), "--output-pkg", path.Join(modPath, "testdata/want", c.name)}
	return append(append(args, extra...), c.args...)
}

func run(args []string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := generators.Command("applyconfiguration-gen", generators.AddApplyConfigurationGenFlags, args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// TestGolden runs the command over the cases in verify mode: the golden
// trees must be exactly what it writes (-update rewrites them).
func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			if golden.Update() {
				if code, _, stderr := run(c.command()); code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
			}
			code, diff, stderr := run(c.command("--verify"))
			if code != 0 {
				t.Fatalf("the golden tree is not what the command writes (run go test ./generators/applyconfig -update and review): exit %d\n%s\n%s", code, stderr, diff)
			}
		})
	}
}

// TestGoldenBuildsAndVets compiles and vets the golden trees (below
// testdata, so ./... skips them).
func TestGoldenBuildsAndVets(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the golden trees")
	}
	var pkgs []string
	err := filepath.WalkDir("testdata/want", func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			if m, _ := filepath.Glob(filepath.Join(p, "*.go")); len(m) > 0 {
				pkgs = append(pkgs, path.Join(modPath, filepath.ToSlash(p)))
			}
		}
		return err
	})
	if err != nil || len(pkgs) == 0 {
		t.Fatalf("no golden packages (%v)", err)
	}
	for _, tool := range []string{"build", "vet"} {
		if out, err := exec.Command("go", append([]string{tool}, pkgs...)...).CombinedOutput(); err != nil {
			t.Errorf("go %s: %v\n%s", tool, err, out)
		}
	}
}

// TestSelection checks which types got configurations: reachable structs
// of applicable kinds only.
func TestSelection(t *testing.T) {
	dir := "testdata/want/shapes/shapes/v1"
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, strings.TrimSuffix(e.Name(), ".go"))
	}
	want := []string{"cluster", "clusterspec", "clusterstatus", "extra", "inline", "part", "resize", "shape", "shapespec", "shapestatus"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("files %v, want %v (Frozen cannot be applied, Unused is reachable from nothing, Labels/Names/Phase are no structs)", got, want)
	}
}

// TestInputOfAnotherInput: an apply extension whose input type lives in
// another input package, one its own package does not import (as apps/v1's
// scale extension takes autoscaling/v1's Scale), still gives that type an
// apply configuration, as upstream does from everything it loaded; the
// typed client refers to it.
func TestInputOfAnotherInput(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := run([]string{"--go-header-file", "../emit/testdata/boilerplate.go.txt",
		"--output-dir", out, "--output-pkg", "example.com/out",
		"./testdata/input/cross/apps/v1", "./testdata/input/cross/scaling/v1"})
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	for _, f := range []string{"scaling/v1/scale.go", "scaling/v1/scalespec.go", "apps/v1/fleet.go"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("no %s: %v", f, err)
		}
	}
}

// TestForKindWithoutSchemeGroupVersion: a kubebuilder package declares
// GroupVersion, not SchemeGroupVersion, which upstream's utils.go refers
// to (and does not build). A SchemeGroupVersion in a generated file of the
// package (register-gen's zz_generated.register.go, which code-generator's
// examples and gateway-api have) counts for applyconfiguration-gen, as for
// upstream's tool, and for kubegen with its register generator off (as
// kube_codegen.sh's gen_client runs it after gen_register): utils.go refers
// to it. kubegen with the register generator on writes the register files
// in the same run, so its output must not depend on an earlier one: it
// writes the group version kind out.
func TestForKindWithoutSchemeGroupVersion(t *testing.T) {
	const literal = `case schema.GroupVersionKind{Group: "batch.example.com", Version: "v1", Kind: "Job"}:`
	const reference = `case v1.SchemeGroupVersion.WithKind("Job"):`
	const input = "./testdata/input/kubebuilder/api/v1"
	// kubegen with register on rewrites the input package's register file:
	// it runs on a copy inside the module.
	scratch := scratchCopy(t, input)
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"kubegen, register on", []string{"--deepcopy-file", "", "./" + filepath.ToSlash(scratch)}, literal},
		{"kubegen, register off", []string{"--deepcopy-file", "", "--register-file", "", input}, reference},
		{"applyconfiguration-gen", []string{input}, reference},
	} {
		out := t.TempDir()
		args := append([]string{"--go-header-file", "../emit/testdata/boilerplate.go.txt", "--output-dir", out, "--output-pkg", "example.com/out"}, c.args...)
		acDir := out
		var code int
		var stderr string
		if strings.HasPrefix(c.name, "kubegen") {
			var o, e bytes.Buffer
			code = generators.Command("kubegen", generators.AddKubegenFlags, args, &o, &e)
			stderr = e.String()
			acDir = filepath.Join(out, "applyconfiguration")
		} else {
			code, _, stderr = run(args)
		}
		if code != 0 {
			t.Fatalf("%s: exit %d:\n%s", c.name, code, stderr)
		}
		utils, err := os.ReadFile(filepath.Join(acDir, "utils.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(utils), c.want) {
			t.Errorf("%s: utils.go has no %s:\n%s", c.name, c.want, utils)
		}
	}
}

// TestKubegenWithoutGoTypesSchema: --applyconfig-schema-from-types=false
// (what kube_codegen.sh passes when no OpenAPI schema is given) writes
// upstream's tree without a schema: no Extract functions, internal.go with
// only the untyped entries, and the scheme type converter; the default
// derives the schema and gives the kinds Extract functions.
func TestKubegenWithoutGoTypesSchema(t *testing.T) {
	const input = "./testdata/input/kubebuilder/api/v1"
	for _, c := range []struct {
		flag        string
		wantExtract bool
	}{{"--applyconfig-schema-from-types=false", false}, {"--applyconfig-schema-from-types=true", true}} {
		out := t.TempDir()
		var o, e bytes.Buffer
		args := []string{"--go-header-file", "../emit/testdata/boilerplate.go.txt", "--output-dir", out, "--output-pkg", "example.com/out",
			"--deepcopy-file", "", "--register-file", "", c.flag, input}
		if code := generators.Command("kubegen", generators.AddKubegenFlags, args, &o, &e); code != 0 {
			t.Fatalf("%s: exit %d:\n%s", c.flag, code, e.String())
		}
		job, err := os.ReadFile(filepath.Join(out, "applyconfiguration/api/v1/job.go"))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(job), "func ExtractJob("); got != c.wantExtract {
			t.Errorf("%s: ExtractJob declared: %v, want %v", c.flag, got, c.wantExtract)
		}
		internal, err := os.ReadFile(filepath.Join(out, "applyconfiguration/internal/internal.go"))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(internal), "batch.example.com") || strings.Contains(string(internal), ".v1.Job"); got != c.wantExtract {
			t.Errorf("%s: the schema names the kind: %v, want %v:\n%s", c.flag, got, c.wantExtract, internal)
		}
		utils, err := os.ReadFile(filepath.Join(out, "applyconfiguration/utils.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !c.wantExtract && !strings.Contains(string(utils), "managedfields.NewSchemeTypeConverter(scheme, internal.Parser())") {
			t.Errorf("%s: utils.go does not use the scheme type converter:\n%s", c.flag, utils)
		}
	}
}

// scratchCopy copies the package in dir to a scratch api/v1 inside the
// module (removed after the test), for a run that writes into it or a test
// that changes it.
func scratchCopy(t *testing.T, dir string) string {
	t.Helper()
	tmp, err := os.MkdirTemp("testdata", "scratch-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(tmp) })
	scratch := filepath.Join(tmp, "api", "v1")
	if err := os.MkdirAll(scratch, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(scratch, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return scratch
}

// +k8s:applyconfiguration-gen=false in groupversion_info.go's package
// comment: kubegen reads it there and writes no apply configurations for
// the package; applyconfiguration-gen reads doc.go only, as upstream, and
// writes them.
func TestOptOutOutsideDocGo(t *testing.T) {
	scratch := scratchCopy(t, "./testdata/input/kubebuilder/api/v1")
	info := filepath.Join(scratch, "groupversion_info.go")
	b, err := os.ReadFile(info)
	if err != nil {
		t.Fatal(err)
	}
	opted := strings.Replace(string(b), "\npackage v1\n", "\n// +k8s:applyconfiguration-gen=false\npackage v1\n", 1)
	if err := os.WriteFile(info, []byte(opted), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, kubegen := range []bool{true, false} {
		out := t.TempDir()
		args := []string{"--go-header-file", "../emit/testdata/boilerplate.go.txt", "--output-dir", out, "--output-pkg", "example.com/out", "./" + filepath.ToSlash(scratch)}
		acDir := out
		var code int
		var stderr string
		if kubegen {
			var o, e bytes.Buffer
			code = generators.Command("kubegen", generators.AddKubegenFlags, append([]string{"--deepcopy-file", "", "--register-file", ""}, args...), &o, &e)
			stderr = e.String()
			acDir = filepath.Join(out, "applyconfiguration")
		} else {
			code, _, stderr = run(args)
		}
		if code != 0 {
			t.Fatalf("kubegen=%v: exit %d:\n%s", kubegen, code, stderr)
		}
		_, err := os.Stat(filepath.Join(acDir, "api", "v1", "job.go"))
		if written := err == nil; written == kubegen {
			t.Errorf("kubegen=%v: the package's apply configurations written: %v, want %v", kubegen, written, !kubegen)
		}
	}
}
