package model

import "testing"

// TestApplySignatures: the apply methods' signatures, as the typed client
// interface, the client and the fake print them.
func TestApplySignatures(t *testing.T) {
	k := emitTestKind()
	scale := TypeRef{PkgPath: "k8s.io/api/autoscaling/v1", Name: "Scale"}
	k.Methods = []*ExtMethod{
		{Name: "ApplyScale", Verb: "apply", Subresource: "scale", Input: scale, Result: scale,
			InputApply: applyConfigOf(k, scale, "example.com/ac")},
		{Name: "ApplyExtended", Verb: "apply", Input: k.TypeRef(), Result: k.TypeRef(),
			InputApply: applyConfigOf(k, k.TypeRef(), "example.com/ac")},
	}
	for got, want := range map[string]string{
		k.ApplySignature().String():                "Apply(ctx context.Context, widget *applyautoscalingv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv1.Widget, err error)",
		k.ApplyStatusSignature().String():          "ApplyStatus(ctx context.Context, widget *applyautoscalingv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv1.Widget, err error)",
		k.ExtApplySignature(k.Methods[0]).String(): "ApplyScale(ctx context.Context, widgetName string, scale *applyautoscalingv1.ScaleApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv12.Scale, err error)",
		k.ExtApplySignature(k.Methods[1]).String(): "ApplyExtended(ctx context.Context, widget *applyautoscalingv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv1.Widget, err error)",
	} {
		if got != want {
			t.Errorf("signature\n%s\nwant\n%s", got, want)
		}
	}
	if s := k.ApplySignature(); s.Params[1].Type != "*"+k.Version.ApplyConfigImportAlias()+"."+k.ApplyConfigName() || len(s.Results) != 2 {
		t.Errorf("Apply's structure: %+v", s)
	}
}
