package testenv_test

import (
	"bytes"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"

	"github.com/kubegen/kubegen/generators/crd"
	"github.com/kubegen/kubegen/testenv"
)

// The CRDs of Go API packages, generated in-process from the types as
// kubegen --crd-output-dir writes them.
func TestCRDsFromPackages(t *testing.T) {
	var warn bytes.Buffer
	crds, err := testenv.CRDsFromPackages(crd.Options{}, &warn, "./internal/crdtypes/...")
	if err != nil {
		t.Fatal(err)
	}
	if len(crds) != 1 {
		t.Fatalf("%d CRDs, want Gadget's", len(crds))
	}
	c := crds[0]
	if c.Name != "gadgets.crdtypes.testenv.kubegen.io" || c.Spec.Names.ShortNames[0] != "gdg" || len(c.Spec.Versions) != 1 {
		t.Fatalf("CRD %s, names %+v, %d versions", c.Name, c.Spec.Names, len(c.Spec.Versions))
	}
	size := c.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["size"]
	if size.Maximum == nil || *size.Maximum != 10 {
		t.Errorf("spec.size has no maximum 10 from its marker: %+v", size)
	}
	if warn.Len() > 0 {
		t.Errorf("warnings: %s", warn.String())
	}
	if _, err := testenv.CRDsFromPackages(crd.Options{}, nil, "./widget"); err == nil || !strings.Contains(err.Error(), "kind Widget in [./widget] has no API group") {
		t.Errorf("a kind without +groupName: %v", err)
	}
	if _, err := testenv.CRDsFromPackages(crd.Options{}, nil, "./internal/nosuch"); err == nil || !strings.Contains(err.Error(), "./internal/nosuch") {
		t.Errorf("a pattern naming no package: %v", err)
	}
}

// Options.CRDPackages installs the types' CRDs when the environment
// starts: the real API server then validates with the markers' schema
// and serves the status subresource the markers ask for.
func TestCRDPackagesInstalled(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an API server")
	}
	env := testenv.StartForTestWith(t, testenv.Options{CRDPackages: []string{"./internal/crdtypes/..."}})
	ctx := t.Context()
	client := dynamic.NewForConfigOrDie(env.Config)
	gadgets := client.Resource(schema.GroupVersionResource{Group: "crdtypes.testenv.kubegen.io", Version: "v1", Resource: "gadgets"}).Namespace("default")
	gadget := func(name string, size int64) *unstructured.Unstructured {
		return &unstructured.Unstructured{Object: map[string]any{
			"apiVersion": "crdtypes.testenv.kubegen.io/v1", "kind": "Gadget",
			"metadata": map[string]any{"name": name},
			"spec":     map[string]any{"size": size, "color": "red"},
		}}
	}
	created, err := gadgets.Create(ctx, gadget("ok", 3), metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gadgets.Create(ctx, gadget("too-big", 11), metav1.CreateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("size 11 against +kubebuilder:validation:Maximum=10: err = %v, want Invalid", err)
	}
	// The status subresource: an update of the object ignores status, one
	// through /status keeps it.
	if err := unstructured.SetNestedField(created.Object, "Ready", "status", "phase"); err != nil {
		t.Fatal(err)
	}
	updated, err := gadgets.UpdateStatus(ctx, created, metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if phase, _, _ := unstructured.NestedString(updated.Object, "status", "phase"); phase != "Ready" {
		t.Errorf("status after UpdateStatus: %v", updated.Object["status"])
	}
}
