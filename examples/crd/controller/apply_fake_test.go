package controller_test

import (
	"context"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	ac "github.com/kubegen/kubegen/examples/crd/pkg/generated/applyconfiguration/samplecontroller/v1alpha1"
	"github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned/fake"
)

// TestServerSideApplyWithFakeClientset applies a Foo with two field
// managers through the generated fake clientset: the fake's field manager
// records who owns what and reports a conflict, as an API server does. For
// a CRD without an OpenAPI schema, upstream's generated fake fails here.
func TestServerSideApplyWithFakeClientset(t *testing.T) {
	ctx := context.Background()
	foos := fake.NewClientset().SamplecontrollerV1alpha1().Foos("ns")

	first, err := foos.Apply(ctx, ac.Foo("f", "ns").WithSpec(ac.FooSpec().WithBarName("b")), metav1.ApplyOptions{FieldManager: "alice"})
	if err != nil {
		t.Fatal(err)
	}
	if first.Spec.BarName != "b" {
		t.Errorf("applied barName %q, want b", first.Spec.BarName)
	}

	_, err = foos.Apply(ctx, ac.Foo("f", "ns").WithSpec(ac.FooSpec().WithBarName("c")), metav1.ApplyOptions{FieldManager: "bob"})
	if !apierrors.IsConflict(err) || !strings.Contains(err.Error(), "alice") {
		t.Fatalf("bob's apply of alice's field: %v, want a conflict naming alice", err)
	}

	forced, err := foos.Apply(ctx, ac.Foo("f", "ns").WithSpec(ac.FooSpec().WithBarName("c")), metav1.ApplyOptions{FieldManager: "bob", Force: true})
	if err != nil {
		t.Fatal(err)
	}
	if forced.Spec.BarName != "c" {
		t.Errorf("forced barName %q, want c", forced.Spec.BarName)
	}
	managers := map[string]bool{}
	for _, m := range forced.ManagedFields {
		managers[m.Manager] = strings.Contains(string(m.FieldsV1.Raw), "barName")
	}
	if !managers["bob"] {
		t.Errorf("managed fields %+v: bob should own spec.barName", forced.ManagedFields)
	}
	if managers["alice"] {
		t.Errorf("managed fields %+v: alice should have lost spec.barName", forced.ManagedFields)
	}
}
