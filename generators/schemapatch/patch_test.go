package schemapatch

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
)

// writeDir writes the files (name to content) into a new directory.
func writeDir(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// lines renders diagnostics as "base:line: warning? msg".
func lines(l diag.List) string {
	var b strings.Builder
	for _, d := range l {
		kind := "error"
		if d.Warning {
			kind = "warning"
		}
		fmt.Fprintf(&b, "%s:%d: %s: %s\n", filepath.Base(d.Pos.Filename), d.Pos.Line, kind, d.Msg)
	}
	return b.String()
}

func expectLine(t *testing.T, got, prefix, fragment string) {
	t.Helper()
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, prefix) && strings.Contains(l, fragment) {
			return
		}
	}
	t.Errorf("no line %q...%q in:\n%s", prefix, fragment, got)
}

const crdOf = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: g.example.com
  names:
    kind: %s
  versions:
%s`

func TestReadManifests(t *testing.T) {
	dir := writeDir(t, map[string]string{
		"a.yaml":       "# old\napiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\n",
		"b.yaml":       fmt.Sprintf(crdOf, "Bad", "    v1: {}\n"),
		"c.yaml":       fmt.Sprintf(crdOf, "Good", "  - name: v1\n  - name: v2\n"),
		"d.yaml":       "kind: Kustomization\n",
		"e.yml":        fmt.Sprintf(crdOf, "Other", "  - name: v1\n"),
		"f.yaml":       "not: [valid\n",
		"g.yaml":       fmt.Sprintf(crdOf, "Good", "  - name: v3\n") + "---\nkind: ConfigMap\n",
		"sub.yaml.txt": "",
	})
	sets, diags, err := readManifests(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := lines(diags)
	expectLine(t, got, "a.yaml:2: error: ", `apiVersion "apiextensions.k8s.io/v1beta1"`)
	expectLine(t, got, "b.yaml:1: warning: ", "left as it is")
	expectLine(t, got, "g.yaml:9: warning: ", "only the file's first document")
	if n := strings.Count(got, "\n"); n != 3 {
		t.Errorf("%d diagnostics, want 3:\n%s", n, got)
	}
	if len(sets) != 1 {
		t.Fatalf("%d CRDs read, want Good only: %v", len(sets), sets)
	}
	s := sets[groupKind{"g.example.com", "Good"}]
	if s == nil || len(s.files) != 2 || !s.versions["v1"] || !s.versions["v2"] || !s.versions["v3"] {
		t.Errorf("Good's set is %+v, want c.yaml and g.yaml with v1, v2, v3", s)
	}
	if _, _, err := readManifests(filepath.Join(dir, "missing")); err == nil || !strings.Contains(err.Error(), "schemapatch:manifests=") {
		t.Errorf("a missing directory gives %v, want an error naming the option", err)
	}
}

func TestPatchFileErrors(t *testing.T) {
	dir := writeDir(t, map[string]string{
		"list.yaml":    strings.Replace(fmt.Sprintf(crdOf, "A", ""), "versions:\n", "versions: null\n", 1),
		"names.yaml":   fmt.Sprintf(crdOf, "B", "  - name: v1\n  - served: true\n  - name: \"\"\n  - null\n  - name: 2\n"),
		"noverss.yaml": "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec:\n  group: g\n  names: {kind: C}\n",
	})
	sets, diags, err := readManifests(dir)
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	for _, s := range sets {
		patchSet(s, &diags)
	}
	got := lines(diags)
	expectLine(t, got, "list.yaml:7: error: ", "spec.versions is not a list")
	expectLine(t, got, "names.yaml:9: error: ", "spec.versions[1] has no name")
	expectLine(t, got, "names.yaml:10: error: ", "spec.versions[2] has an empty name")
	expectLine(t, got, "names.yaml:11: error: ", "spec.versions[3] is not a mapping")
	expectLine(t, got, "names.yaml:12: error: ", "spec.versions[4] has no name that is a string")
	expectLine(t, got, "noverss.yaml:4: error: ", "no spec.versions")
	if n := strings.Count(got, "\n"); n != 6 {
		t.Errorf("%d diagnostics, want 6:\n%s", n, got)
	}
}

func TestPatchKeepsTheRest(t *testing.T) {
	dir := writeDir(t, map[string]string{"x.yaml": `# kept
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: g
  names: {kind: X}
  validation: {openAPIV3Schema: {type: object}}
  versions:
  - name: v1
    served: true # kept too
  - name: v0
    schema:
      openAPIV3Schema: {type: string}
`})
	sets, _, err := readManifests(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := sets[groupKind{"g", "X"}]
	s.schemas["v1"] = &apiextensionsv1.JSONSchemaProps{Type: "object", Description: "new"}
	var diags diag.List
	patchSet(s, &diags)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	out, err := encode(s.files[0])
	if err != nil {
		t.Fatal(err)
	}
	want := `# kept
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: g
  names: {kind: X}
  versions:
    - name: v1
      served: true # kept too
      "schema":
        "openAPIV3Schema":
          description: new
          type: object
    - name: v0
`
	if string(out) != want {
		t.Errorf("patched file:\n%s\nwant:\n%s", out, want)
	}
}
