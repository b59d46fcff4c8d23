package crdschema

import (
	"go/types"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

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
	return render(t, ".", "./internal/testapi/"+name+"/...", filepath.Join("testdata", name), caseOptions(t, name))
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
			want[v.Name+"/"+kind] = marshal(t, v.Schema.OpenAPIV3Schema)
		}
	}
	schemas, diags, err := Build(pkgs, roots, opts)
	if err != nil {
		t.Fatal(err)
	}
	got = map[string]string{}
	for tn, s := range schemas {
		got[versionOf(tn)+"/"+tn.Name()] = marshal(t, s)
	}
	return got, want, diags
}

// caseOptions reads a case's options file (controller-gen's crd options,
// comma-separated), as hack/crdschema-goldens.sh passes them upstream.
func caseOptions(t *testing.T, name string) Options {
	var o Options
	raw, err := os.ReadFile(filepath.Join("internal", "testapi", name, "options"))
	if err != nil {
		return o
	}
	for _, kv := range strings.Split(strings.TrimSpace(string(raw)), ",") {
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
			t.Fatalf("unknown option %s in %s's options", k, name)
		}
	}
	return o
}

func findType(pkgs []*load.Package, version, kind string) *types.TypeName {
	for _, p := range pkgs {
		if p.Types.Name() != version && filepath.Base(p.PkgPath) != version {
			continue
		}
		if tn, ok := p.Types.Scope().Lookup(kind).(*types.TypeName); ok {
			return tn
		}
	}
	return nil
}

func versionOf(tn *types.TypeName) string { return filepath.Base(tn.Pkg().Path()) }

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
// get no warnings here either.
func TestGoldensWarnNothing(t *testing.T) {
	for _, c := range goldenCases(t) {
		_, _, diags := renderCase(t, c)
		for _, d := range diags {
			t.Errorf("%s: %v", c, d)
		}
	}
}

// goldenCases are the cases of testdata: each directory but errors (bad
// inputs, see errors_test.go).
func goldenCases(t *testing.T) []string {
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "errors" {
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
		// its API packages CRDSCHEMA_PATHS (a pattern in the project).
		got, want, diags = render(t, project, os.Getenv("CRDSCHEMA_PATHS"), name, Options{GenerateEmbeddedObjectMeta: os.Getenv("CRDSCHEMA_EMBEDDED") != ""})
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
