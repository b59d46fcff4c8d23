package emit_test

import (
	"context"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	clienttesting "k8s.io/client-go/testing"

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

// TestFakeApplyExtensionMethods calls the +genclient:method verb=apply
// extensions of the generated fake and checks the recorded apply patches:
// the object's own name, or the subresource of the named object.
func TestFakeApplyExtensionMethods(t *testing.T) {
	ctx := context.Background()
	cs := applyfake.NewSimpleClientset()
	size := int32(4)
	cfg := applyac.Frob("f", "ns")
	cfg.Spec = &applyac.FrobSpecApplyConfiguration{Size: &size}
	_, _ = cs.ApplyV1().Frobs("ns").ApplyExtended(ctx, cfg, metav1.ApplyOptions{FieldManager: "m"})
	_, _ = cs.ApplyV1().Frobs("ns").ApplyScale(ctx, "g", cfg, metav1.ApplyOptions{FieldManager: "m"})
	_, _ = cs.ApplyV1().Knobs().ApplyTuning(ctx, "k", &applyac.KnobApplyConfiguration{}, metav1.ApplyOptions{FieldManager: "m"})
	if _, err := cs.ApplyV1().Frobs("ns").ApplyExtended(ctx, nil, metav1.ApplyOptions{}); err == nil {
		t.Error("ApplyExtended(nil) did not fail")
	}
	actions := cs.Actions()
	if len(actions) != 3 {
		t.Fatalf("%d actions recorded, want 3: %v", len(actions), actions)
	}
	for i, want := range []struct{ ns, name, sub string }{{"ns", "f", ""}, {"ns", "g", "scale"}, {"", "k", "tuning"}} {
		a, ok := actions[i].(clienttesting.PatchAction)
		if !ok {
			t.Fatalf("action %d is %T, want a patch", i, actions[i])
		}
		if a.GetPatchType() != types.ApplyPatchType || a.GetNamespace() != want.ns || a.GetName() != want.name || a.GetSubresource() != want.sub {
			t.Errorf("action %d: %s %s/%s sub %q, want apply patch of %s/%s sub %q", i, a.GetPatchType(), a.GetNamespace(), a.GetName(), a.GetSubresource(), want.ns, want.name, want.sub)
		}
	}
	if p := string(actions[0].(clienttesting.PatchAction).GetPatch()); !strings.Contains(p, `"size":4`) {
		t.Errorf("ApplyExtended patch %s does not carry the configuration", p)
	}
}
