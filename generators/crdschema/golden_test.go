package crdschema

import (
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"sigs.k8s.io/yaml"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// The goldens are what upstream controller-gen v0.23.0 writes for each
// case of internal/testapi (hack/crdschema-goldens.sh regenerates them);
// each kind's openAPIV3Schema must equal ours, compared as the YAML both
// marshal to.
func TestGoldens(t *testing.T) {
	for _, c := range goldenCases(t) {
		t.Run(c, func(t *testing.T) {
			got, want, diags := renderCase(t, c)
			if diags.Err() != nil {
				t.Fatalf("errors: %v", diags.Err())
			}
			for kind, w := range want {
				if got[kind] != w {
					t.Errorf("%s: schema differs from controller-gen's:\n%s", kind, lineDiff(w, got[kind]))
				}
			}
		})
	}
}

// renderCase renders the kinds of a case's goldens, and returns ours and
// controller-gen's schemas as YAML by kind.
func renderCase(t *testing.T, name string) (got, want map[string]string, diags diag.List) {
	return render(t, ".", "./"+caseInput(name)+"/...", filepath.Join("testdata", name), caseOptions(t, name))
}

// caseInput is the directory of a case's packages: internal/testapi, or
// testdata/input for inputs go vet would flag.
func caseInput(name string) string {
	if _, err := os.Stat(filepath.Join("internal", "testapi", name)); err == nil {
		return "internal/testapi/" + name
	}
	return "testdata/input/" + name
}

// render loads pattern in dir, renders the kinds of the CRDs in goldens
// with opts, and returns ours and the goldens' schemas as YAML by kind.
func render(t *testing.T, dir, pattern, goldens string, opts Options) (got, want map[string]string, diags diag.List) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(goldens, "*.yaml"))
	if len(files) == 0 {
		t.Fatalf("no goldens in %s", goldens)
	}
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, []string{pattern})
	if err != nil {
		t.Fatal(err)
	}
	want = map[string]string{}
	var roots []*types.TypeName
	keys := map[*types.TypeName]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var crd apiextensionsv1.CustomResourceDefinition
		if err := yaml.Unmarshal(raw, &crd); err != nil {
			t.Fatal(err)
		}
		kind := crd.Spec.Names.Kind
		for _, v := range crd.Spec.Versions {
			root := findType(pkgs, v.Name, kind)
			if root == nil {
				t.Fatalf("%s: no type %s in a package of version %s", f, kind, v.Name)
			}
			roots = append(roots, root)
			keys[root] = v.Name + "/" + kind
			want[keys[root]] = marshal(t, v.Schema.OpenAPIV3Schema)
		}
	}
	start := time.Now()
	schemas, diags, err := Build(pkgs, roots, opts)
	t.Logf("Build of %d schemas: %v", len(roots), time.Since(start))
	if err != nil {
		t.Fatal(err)
	}
	got = map[string]string{}
	for tn, s := range schemas {
		got[keys[tn]] = marshal(t, s)
	}
	return got, want, diags
}

// caseOptions reads a case's options file (controller-gen's crd options,
// comma-separated), as hack/crdschema-goldens.sh passes them upstream.
func caseOptions(t *testing.T, name string) Options {
	raw, err := os.ReadFile(filepath.Join(caseInput(name), "options"))
	if err != nil {
		return Options{}
	}
	return parseOptions(t, string(raw), false)
}

// parseOptions reads crd options as controller-gen's command line has
// them; lenient skips those that do not shape a schema (crdVersions,
// headerFile, year).
func parseOptions(t *testing.T, text string, lenient bool) Options {
	var o Options
	for _, kv := range strings.Split(strings.TrimSpace(text), ",") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "maxDescLen":
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatal(err)
			}
			o.MaxDescLen = &n
		case "generateEmbeddedObjectMeta":
			o.GenerateEmbeddedObjectMeta = v == "true"
		case "allowDangerousTypes":
			o.AllowDangerousTypes = v == "true"
		case "ignoreUnexportedFields":
			o.IgnoreUnexportedFields = v == "true"
		default:
			if !lenient {
				t.Fatalf("unknown crd option %s", k)
			}
		}
	}
	return o
}

func findType(pkgs []*load.Package, version, kind string) *types.TypeName {
	var only []*types.TypeName
	for _, p := range pkgs {
		if tn, ok := p.Types.Scope().Lookup(kind).(*types.TypeName); ok {
			only = append(only, tn)
		}
	}
	if len(only) == 1 {
		return only[0] // a version named by +versionName
	}
	for _, p := range pkgs {
		if p.Types.Name() != version && filepath.Base(p.PkgPath) != version && versionName(p) != version {
			continue
		}
		if tn, ok := p.Types.Scope().Lookup(kind).(*types.TypeName); ok {
			return tn
		}
	}
	return nil
}

// versionName is a package's +versionName, if it has one.
func versionName(p *load.Package) string {
	for _, f := range p.Files {
		if f.Doc == nil {
			continue
		}
		for _, c := range f.Doc.List {
			if v, ok := strings.CutPrefix(strings.TrimSpace(strings.TrimPrefix(c.Text, "//")), "+versionName="); ok {
				return v
			}
		}
	}
	return ""
}

func marshal(t *testing.T, s *apiextensionsv1.JSONSchemaProps) string {
	t.Helper()
	out, err := yaml.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// lineDiff shows the lines of want and got from the first that differs.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		if i >= len(w) || i >= len(g) || w[i] != g[i] {
			lo := max(0, i-3)
			return "want:\n" + strings.Join(w[lo:min(len(w), i+8)], "\n") + "\ngot:\n" + strings.Join(g[lo:min(len(g), i+8)], "\n")
		}
	}
	return ""
}

// The golden cases are inputs controller-gen takes without a word: they
// get no warnings here either, but for those listed, where controller-gen
// writes something the Go types do not serialize.
func TestGoldensWarnNothing(t *testing.T) {
	expected := map[string][]string{
		// controller-gen inlines it; encoding/json writes it as "More".
		"declared": {`v1.DeclaredSpec.More: json option inline only works on embedded fields; encoding/json writes this field as "More"`},
		// Tags controller-gen reads on fields only, or validation-gen
		// does, on types: the schema keeps controller-gen's bytes and says
		// what it leaves out, at the tag's line (k8stypes.go).
		"k8stypes": {
			`types.go:6: warning: Port: the CRD schema does not check +k8s:minimum on a type: controller-gen v0.23.0 reads it on fields only, and the schema keeps its output; write +kubebuilder:validation:Minimum=1 on the type`,
			`types.go:7: warning: Port: the CRD schema does not check +k8s:maximum on a type: controller-gen v0.23.0 reads it on fields only, and the schema keeps its output; write +kubebuilder:validation:Maximum=65535 on the type`,
			`types.go:11: warning: Hosts: the CRD schema does not check +k8s:maxItems on a type: controller-gen v0.23.0 reads it on fields only, and the schema keeps its output; write +kubebuilder:validation:MaxItems=4 on the type`,
			`types.go:15: warning: Frozen: the CRD schema does not check +k8s:immutable on a type`,
			`types.go:19: warning: Presence: +k8s:required on a type is ignored: validation-gen takes it on fields only`,
			`types.go:20: warning: Presence: +k8s:optional on a type is ignored: validation-gen takes it on fields only`,
		},
	}
	for _, c := range goldenCases(t) {
		_, _, diags := renderCase(t, c)
		want := expected[c]
		for _, d := range diags {
			if i := slices.IndexFunc(want, func(w string) bool { return d.Warning && strings.Contains(d.String(), w) }); i >= 0 {
				want = slices.Delete(want, i, i+1)
				continue
			}
			t.Errorf("%s: %v", c, d)
		}
		for _, w := range want {
			t.Errorf("%s: no warning %q", c, w)
		}
	}
}

// goldenCases are the cases of testdata: each directory but errors (bad
// inputs, see errors_test.go) and input (inputs of cases).
func goldenCases(t *testing.T) []string {
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "errors" && e.Name() != "input" {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestDumpCase writes a case's schemas (ours and upstream's) to the
// directory CRDSCHEMA_DUMP names, for diffing by hand.
func TestDumpCase(t *testing.T) {
	dir, name := os.Getenv("CRDSCHEMA_DUMP"), os.Getenv("CRDSCHEMA_CASE")
	if dir == "" || name == "" {
		t.Skip("set CRDSCHEMA_DUMP and CRDSCHEMA_CASE")
	}
	var got, want map[string]string
	var diags diag.List
	if project := os.Getenv("CRDSCHEMA_PROJECT"); project != "" {
		// A project's CRDs regenerated by upstream into CRDSCHEMA_CASE,
		// its API packages CRDSCHEMA_PATHS (a pattern in the project),
		// the crd options CRDSCHEMA_OPTIONS (maxDescLen=0,...).
		got, want, diags = render(t, project, os.Getenv("CRDSCHEMA_PATHS"), name, parseOptions(t, os.Getenv("CRDSCHEMA_OPTIONS"), true))
	} else {
		got, want, diags = renderCase(t, name)
	}
	for _, d := range diags {
		t.Log(d)
	}
	for kind := range want {
		base := filepath.Join(dir, strings.ReplaceAll(kind, "/", "_"))
		if err := os.WriteFile(base+".want.yaml", []byte(want[kind]), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(base+".got.yaml", []byte(got[kind]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
