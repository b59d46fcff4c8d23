package generators

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// openAPIModules are the API servers whose OpenAPI definitions the
// equivalence test generates with both openapi-gens.
var openAPIModules = []string{"k8s.io/sample-apiserver", "k8s.io/kube-aggregator", "k8s.io/apiextensions-apiserver"}

// openAPIModulePackage is a package of each module, which the test
// module imports to require it.
var openAPIModulePackage = map[string]string{
	"k8s.io/sample-apiserver":        "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1",
	"k8s.io/kube-aggregator":         "k8s.io/kube-aggregator/pkg/apis/apiregistration/v1",
	"k8s.io/apiextensions-apiserver": "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1",
	"k8s.io/api":                     "k8s.io/api/core/v1",
}

// openAPIBase are the packages kube_codegen.sh's gen_openapi passes before
// the caller's own.
var openAPIBase = []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/version", "k8s.io/apimachinery/pkg/api/resource"}

// TestOpenAPIEquivalence runs upstream's openapi-gen and ours as
// kube_codegen.sh's gen_openapi does (its base packages and every package
// of the module with a +k8s:openapi tag) over three API servers of
// v0.37.2, and compares the definitions files and the API rule reports
// byte for byte. It needs upstream's binary (hack/upstream-tools.sh, or
// UPSTREAM_OPENAPI_GEN) and the modules (module cache or proxy).
func TestOpenAPIEquivalence(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: loads three API servers twice")
	}
	upstream := os.Getenv("UPSTREAM_OPENAPI_GEN")
	if upstream == "" {
		upstream, _ = filepath.Abs("../.cache/upstream-bin/openapi-gen")
	}
	if _, err := os.Stat(upstream); err != nil {
		t.Skipf("no upstream openapi-gen (run hack/upstream-tools.sh): %v", err)
	}
	modules := slices.Clone(openAPIModules)
	if os.Getenv("KUBEGEN_OPENAPI_KUBEAPI") != "" {
		modules = append(modules, "k8s.io/api") // about 100 s of upstream's time
	}
	mod := t.TempDir()
	var req strings.Builder
	for _, m := range modules {
		req.WriteString("\t" + m + " v0.37.2\n")
	}
	writeTestFile(t, filepath.Join(mod, "go.mod"), "module example.com/openapitest\n\ngo 1.25\n\nrequire (\n"+req.String()+")\n")
	var imports strings.Builder
	for _, m := range modules {
		imports.WriteString("\t_ \"" + openAPIModulePackage[m] + "\"\n")
	}
	writeTestFile(t, filepath.Join(mod, "deps.go"), "package openapitest\n\nimport (\n"+imports.String()+")\n")
	tidy := exec.Command("go", "mod", "tidy")
	tidy.Dir = mod
	tidy.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	if out, err := tidy.CombinedOutput(); err != nil {
		t.Skipf("modules unavailable (no module cache or proxy): %v\n%s", err, out)
	}
	header := filepath.Join(mod, "boilerplate.go.txt")
	writeTestFile(t, header, "/*\nCopyright The Kubernetes Authors.\n*/\n")
	t.Chdir(mod)
	for _, m := range modules {
		t.Run(filepath.Base(m), func(t *testing.T) {
			inputs := append(slices.Clone(openAPIBase), openAPIInputs(t, mod, m)...)
			args := func(dir string) []string {
				return append([]string{"--output-file", "zz_generated.openapi.go", "--go-header-file", header,
					"--output-dir", filepath.Join(mod, dir), "--output-pkg", "example.com/openapitest/openapi",
					"--report-filename", filepath.Join(mod, dir+".report")}, inputs...)
			}
			name := strings.ReplaceAll(filepath.Base(m), "-", "")
			cmd := exec.Command(upstream, args("up"+name)...)
			cmd.Dir = mod
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("upstream openapi-gen: %v\n%s", err, out)
			}
			var stdout, stderr bytes.Buffer
			if code := Command("openapi-gen", AddOpenAPIGenFlags, args("our"+name), &stdout, &stderr); code != 0 {
				t.Fatalf("openapi-gen exited %d:\n%s", code, stderr.String())
			}
			for _, f := range []string{"%s/zz_generated.openapi.go", "%s.report"} {
				want := readTestFile(t, filepath.Join(mod, strings.Replace(f, "%s", "up"+name, 1)))
				got := readTestFile(t, filepath.Join(mod, strings.Replace(f, "%s", "our"+name, 1)))
				if !bytes.Equal(got, want) {
					t.Errorf("%q differs from upstream's (%d bytes, want %d); first difference at line %d", f, len(got), len(want), firstDiffLine(got, want))
				}
			}
			if n := bytes.Count(readTestFile(t, filepath.Join(mod, "up"+name+".report")), []byte("\n")); n == 0 {
				t.Errorf("upstream reported no violations; the report comparison checked nothing")
			}

			// kubegen, from its one load, with the caller's packages only:
			// it adds gen_openapi's base packages itself. (k8s.io/api has
			// packages without clients, which kubegen's clientset rejects
			// as inputs.)
			if m == "k8s.io/api" {
				return
			}
			kg := filepath.Join(mod, "kg"+name)
			kargs := append([]string{"--output-dir", kg, "--output-pkg", "example.com/openapitest/kg" + name, "--go-header-file", header,
				"--deepcopy-file", "", "--register-file", "", "--conversion-file", "", "--defaulter-file", "",
				"--openapi-output-dir", filepath.Join(kg, "openapi"), "--openapi-output-pkg", "example.com/openapitest/openapi",
				"--openapi-report-filename", filepath.Join(mod, "kg"+name+".report")}, inputs[len(openAPIBase):]...)
			stderr.Reset()
			if code := Command("kubegen", AddKubegenFlags, kargs, &stdout, &stderr); code != 0 {
				t.Fatalf("kubegen exited %d:\n%s", code, stderr.String())
			}
			if got, want := readTestFile(t, filepath.Join(kg, "openapi", "zz_generated.openapi.go")), readTestFile(t, filepath.Join(mod, "up"+name, "zz_generated.openapi.go")); !bytes.Equal(got, want) {
				t.Errorf("kubegen's definitions differ from upstream's; first difference at line %d", firstDiffLine(got, want))
			}
			if got, want := readTestFile(t, filepath.Join(mod, "kg"+name+".report")), readTestFile(t, filepath.Join(mod, "up"+name+".report")); !bytes.Equal(got, want) {
				t.Errorf("kubegen's report differs from upstream's:\n%s", got)
			}
		})
	}
}

var openAPITagLine = regexp.MustCompile(`^\s*//\s*\+k8s:openapi`)

// openAPIInputs are the packages of module m with a +k8s:openapi line, as
// gen_openapi finds them (sorted by directory).
func openAPIInputs(t *testing.T, dir, m string) []string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", m).Output()
	if err != nil {
		t.Fatalf("go list -m %s: %v", m, err)
	}
	root := strings.TrimSpace(string(out))
	var dirs []string
	err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		s := bufio.NewScanner(f)
		s.Buffer(nil, 1<<20)
		for s.Scan() {
			if openAPITagLine.MatchString(s.Text()) {
				dirs = append(dirs, filepath.Dir(p))
				break
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(dirs)
	var pkgs []string
	for _, d := range slices.Compact(dirs) {
		rel, _ := filepath.Rel(root, d)
		pkgs = append(pkgs, m+"/"+filepath.ToSlash(rel))
	}
	if len(pkgs) == 0 {
		t.Fatalf("no +k8s:openapi packages in %s", m)
	}
	return pkgs
}

func readTestFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func firstDiffLine(a, b []byte) int {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := range min(len(la), len(lb)) {
		if !bytes.Equal(la[i], lb[i]) {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}
