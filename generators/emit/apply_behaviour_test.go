package emit_test

import (
	"context"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	applyac "github.com/kubegen/kubegen/generators/emit/testdata/input/apply/applyconfiguration/apply/v1"
	applyfake "github.com/kubegen/kubegen/generators/emit/testdata/want/apply/clientset/versioned/fake"
)

// TestFakeClientsetApply runs server-side apply through the generated fake
// of a case with --apply-configuration-package: NewClientset's field-managed
// tracker creates the object, then merges a second apply into it.
func TestFakeClientsetApply(t *testing.T) {
	ctx := context.Background()
	cs := applyfake.NewClientset()
	frobs := cs.ApplyV1().Frobs("ns")

	size, color := int32(3), "red"
	first := applyac.Frob("f", "ns")
	first.Spec = &applyac.FrobSpecApplyConfiguration{Size: &size}
	if _, err := frobs.Apply(ctx, first, metav1.ApplyOptions{FieldManager: "a"}); err != nil {
		t.Fatal(err)
	}
	second := applyac.Frob("f", "ns")
	second.Spec = &applyac.FrobSpecApplyConfiguration{Color: &color}
	if _, err := frobs.Apply(ctx, second, metav1.ApplyOptions{FieldManager: "b"}); err != nil {
		t.Fatal(err)
	}
	got, err := frobs.Get(ctx, "f", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Spec.Size != 3 || got.Spec.Color != "red" {
		t.Errorf("spec after two applies by two managers = %+v, want size 3 and color red", got.Spec)
	}
	if len(got.ManagedFields) != 2 {
		t.Errorf("managedFields %v, want one entry per field manager", got.ManagedFields)
	}
}
