package fakeclient

import (
	"testing"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/client-go/kubernetes/scheme"
	clienttesting "k8s.io/client-go/testing"
)

// TestFieldManagedTracker checks that the tracker keeps field ownership as
// a server would: a create records its manager, an apply by a second
// manager of a field the first owns is a conflict naming the owner, and a
// forced apply takes the field over.
func TestFieldManagedTracker(t *testing.T) {
	tr := NewFieldManagedTracker(scheme.Scheme, scheme.Codecs.UniversalDecoder())
	gvr := corev1.SchemeGroupVersion.WithResource("configmaps")
	cm := &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "a"},
		Data:       map[string]string{"k": "one"},
	}
	if err := tr.Create(gvr, cm, "ns", metav1.CreateOptions{FieldManager: "creator"}); err != nil {
		t.Fatal(err)
	}
	got := getCM(t, tr, "a")
	if len(got.ManagedFields) != 1 || got.ManagedFields[0].Manager != "creator" {
		t.Fatalf("managed fields after create: %+v", got.ManagedFields)
	}

	apply := &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "v1", "kind": "ConfigMap",
		"metadata": map[string]any{"namespace": "ns", "name": "a"},
		"data":     map[string]any{"k": "two"},
	}}
	err := tr.Apply(gvr, apply, "ns", metav1.PatchOptions{FieldManager: "applier"})
	if !apierrors.IsConflict(err) {
		t.Fatalf("apply of a field another manager owns: %v, want a conflict", err)
	}
	force := true
	if err := tr.Apply(gvr, apply, "ns", metav1.PatchOptions{FieldManager: "applier", Force: &force}); err != nil {
		t.Fatal(err)
	}
	got = getCM(t, tr, "a")
	if got.Data["k"] != "two" {
		t.Errorf("data after forced apply: %v", got.Data)
	}
	managers := map[string]metav1.ManagedFieldsOperationType{}
	for _, e := range got.ManagedFields {
		managers[e.Manager] = e.Operation
	}
	if managers["applier"] != metav1.ManagedFieldsOperationApply {
		t.Errorf("managed fields after forced apply: %+v", got.ManagedFields)
	}
}

func getCM(t *testing.T, tr clienttesting.ObjectTracker, name string) *corev1.ConfigMap {
	t.Helper()
	obj, err := tr.Get(corev1.SchemeGroupVersion.WithResource("configmaps"), "ns", name)
	if err != nil {
		t.Fatal(err)
	}
	return obj.(*corev1.ConfigMap)
}
