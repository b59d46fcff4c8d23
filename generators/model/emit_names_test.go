package model

import (
	"testing"

	"github.com/kubegen/kubegen/generators/gofile"
)

func emitTestKind() *Kind {
	g := &Group{Name: "autoscaling.example.com", GoName: "Autoscaling", PackageName: "autoscaling", set: &Set{Opts: Options{ApplyConfigPkg: "example.com/ac"}}}
	v := &Version{Group: g, Name: "v1", GoName: "V1", PkgPath: "example.com/apis/autoscaling/v1"}
	k := &Kind{Version: v, Name: "Widget", Plural: "Widgets", Resource: "widgets"}
	v.Kinds = []*Kind{k}
	return k
}

// TestKindImportNames: the kind's own packages have the version's names,
// extension types from other packages upstream's path alias, metav1 and
// the standard library their usual names; a file's qualifier numbers a
// name another package of the file has already.
func TestKindImportNames(t *testing.T) {
	k := emitTestKind()
	for p, want := range map[string]string{
		k.Version.PkgPath:              "autoscalingv1",
		k.Version.ApplyConfigPkgPath(): "applyautoscalingv1",
		"k8s.io/api/autoscaling/v1":    "autoscalingv1",
		"k8s.io/api/policy/v1":         "policyv1",
		"example.com/pkg/types":        "pkgtypes",
		metav1:                         "metav1",
		"context":                      "context",
	} {
		if got := k.ImportName(p); got != want {
			t.Errorf("ImportName(%s) = %s, want %s", p, got, want)
		}
	}
	im := gofile.NewImports(k.Version.ClientPkgPath(), "v1")
	q := func(r TypeRef) string { return im.Ident(r.PkgPath, r.Name, k.ImportName(r.PkgPath)) }
	scale := TypeRef{PkgPath: "k8s.io/api/autoscaling/v1", Name: "Scale"}
	if got := q(k.TypeRef()) + " " + q(scale) + " " + q(k.Ref(TypeRef{Name: "WidgetLog"}).ListType()); got != "autoscalingv1.Widget autoscalingv12.Scale autoscalingv1.WidgetLogList" {
		t.Errorf("qualified: %s", got)
	}
	if got := k.ParamName(scale); got != "scale" {
		t.Errorf("ParamName(Scale) = %s", got)
	}
}

// TestImportName: upstream's names for the packages generated files use.
func TestImportName(t *testing.T) {
	for p, want := range map[string]string{
		"k8s.io/apimachinery/pkg/apis/meta/v1":          "metav1",
		"k8s.io/apimachinery/pkg/util/runtime":          "utilruntime",
		"k8s.io/apimachinery/pkg/runtime":               "runtime",
		"k8s.io/client-go/discovery/fake":               "fakediscovery",
		"github.com/kubegen/kubegen/runtime":            "kgruntime",
		"github.com/kubegen/kubegen/runtime/fakeclient": "kgfakeclient",
		"encoding/json":                                 "json",
		"k8s.io/client-go/tools/cache":                  "cache",
		"context":                                       "context",
	} {
		if got := ImportName(p); got != want {
			t.Errorf("ImportName(%s) = %s, want %s", p, got, want)
		}
	}
}

func TestGentypeClient(t *testing.T) {
	k := emitTestKind()
	for _, c := range []struct {
		verbs      VerbSet
		want, fake string
	}{
		{VerbSet{}, "Client", "FakeClient"},
		{VerbSet{Get: true, List: true}, "ClientWithList", "FakeClientWithList"},
		{VerbSet{Get: true, Apply: true}, "ClientWithApply", "FakeClientWithApply"},
		{VerbSet{List: true, Apply: true}, "ClientWithListAndApply", "FakeClientWithListAndApply"},
	} {
		k.Verbs = c.verbs
		if got, fake := k.GentypeClient(), k.FakeGentypeClient(); got != c.want || fake != c.fake {
			t.Errorf("%+v: %s, %s; want %s, %s", c.verbs, got, fake, c.want, c.fake)
		}
	}
}

func TestEmitFileAndPackageNames(t *testing.T) {
	k := emitTestKind()
	v := k.Version
	for got, want := range map[string]string{
		v.GroupClientFileName():     "autoscaling_client.go",
		v.FakeGroupClientFileName(): "fake_autoscaling_client.go",
		v.FakeClientStructName():    "FakeAutoscalingV1",
		v.ApplyConfigPkgPath():      "example.com/ac/autoscaling/v1",
		k.ObjectDescription():       "widgets.v1.autoscaling.example.com",
		k.NameParam():               "widgetName",
		(Options{InformersPkg: "example.com/out/informers/externalversions"}).InformersPkgName(): "externalversions",
	} {
		if got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}
}
