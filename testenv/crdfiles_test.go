package testenv

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const crdDoc = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: gadgets.example.com
spec:
  group: example.com
  names: {plural: gadgets, singular: gadget, kind: Gadget, listKind: GadgetList}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestReadCRDsDirectory reads a kubebuilder-like config/crd/bases: CRDs in
// several files and documents, a kustomization beside them, a file of
// another extension that is not read.
func TestReadCRDsDirectory(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.yaml"), "---\n"+crdDoc+"---\n"+strings.ReplaceAll(crdDoc, "adget", "izmo"))
	writeFile(t, filepath.Join(dir, "kustomization.yaml"), "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [a.yaml]\n")
	writeFile(t, filepath.Join(dir, "notes.txt"), "kind: CustomResourceDefinition\n")
	writeFile(t, filepath.Join(dir, "sub", "b.yaml"), strings.ReplaceAll(crdDoc, "adget", "nested"))
	crds, err := ReadCRDs(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range crds {
		names = append(names, c.Name+"/"+c.Spec.Names.Kind)
	}
	if got, want := strings.Join(names, ","), "gadgets.example.com/Gadget,gizmos.example.com/Gizmo"; got != want {
		t.Fatalf("read %s, want %s", got, want)
	}
	if !crds[0].Spec.Versions[0].Served || crds[0].Spec.Versions[0].Schema == nil {
		t.Fatalf("versions not decoded: %+v", crds[0].Spec.Versions)
	}
}

// TestReadCRDsErrors: each bad input names the file (and line) and what to
// do.
func TestReadCRDsErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "empty", "kustomization.yaml"), "kind: Kustomization\n")
	writeFile(t, filepath.Join(dir, "beta.yaml"), "kind: ConfigMap\napiVersion: v1\n---\n\n"+strings.Replace(crdDoc, "/v1\n", "/v1beta1\n", 1))
	writeFile(t, filepath.Join(dir, "typo.yaml"), strings.Replace(crdDoc, "  scope:", "  scopes:", 1))
	for _, tc := range []struct {
		path string
		want []string
	}{
		{filepath.Join(dir, "missing"), []string{"missing", "no such file"}},
		{filepath.Join(dir, "empty"), []string{"holds no CustomResourceDefinition", "looked at 1"}},
		{filepath.Join(dir, "beta.yaml"), []string{"beta.yaml:5:", "apiextensions.k8s.io/v1beta1", "regenerate"}},
		{filepath.Join(dir, "typo.yaml"), []string{"typo.yaml:1:", `unknown field "scopes"`}},
	} {
		_, err := ReadCRDs(tc.path)
		if err == nil {
			t.Errorf("ReadCRDs(%s) succeeded, want an error", filepath.Base(tc.path))
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("ReadCRDs(%s) = %v, want it to contain %q", filepath.Base(tc.path), err, w)
			}
		}
	}
}
