package model

import (
	"testing"

	"github.com/kubegen/kubegen/generators/gofile"
)

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
	im := gofile.NewImports(k.Version.ClientPkgPath(), "v1")
	q := func(r TypeRef) string { return im.Ident(r.PkgPath, r.Name, k.ImportName(r.PkgPath)) }
	q(k.TypeRef()) // the kind's own package first, as the typed client file names it
	for got, want := range map[string]string{
		k.ApplySignature().Format(q):                "Apply(ctx context.Context, widget *applyautoscalingv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv1.Widget, err error)",
		k.ApplyStatusSignature().Format(q):          "ApplyStatus(ctx context.Context, widget *applyautoscalingv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv1.Widget, err error)",
		k.ExtApplySignature(k.Methods[0]).Format(q): "ApplyScale(ctx context.Context, widgetName string, scale *applyautoscalingv1.ScaleApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv12.Scale, err error)",
		k.ExtApplySignature(k.Methods[1]).Format(q): "ApplyExtended(ctx context.Context, widget *applyautoscalingv1.WidgetApplyConfiguration, opts metav1.ApplyOptions) (result *autoscalingv1.Widget, err error)",
	} {
		if got != want {
			t.Errorf("signature\n%s\nwant\n%s", got, want)
		}
	}
	if s := k.ApplySignature(); !s.Params[1].Ptr || s.Params[1].Type != (TypeRef{k.Version.ApplyConfigPkgPath(), k.ApplyConfigName()}) || len(s.Results) != 2 {
		t.Errorf("Apply's structure: %+v", s)
	}
}
