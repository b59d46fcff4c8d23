package model

import (
	"reflect"
	"testing"
)

func emitTestKind() *Kind {
	g := &Group{Name: "autoscaling.example.com", GoName: "Autoscaling", PackageName: "autoscaling", set: &Set{Opts: Options{ApplyConfigPkg: "example.com/ac"}}}
	v := &Version{Group: g, Name: "v1", GoName: "V1", PkgPath: "example.com/apis/autoscaling/v1"}
	k := &Kind{Version: v, Name: "Widget", Plural: "Widgets", Resource: "widgets"}
	v.Kinds = []*Kind{k}
	return k
}

// TestMethodImportsAliases: extension types from other packages get
// upstream's path alias, numbered when it clashes with the kind's own
// package alias; the kind's package and metav1 are never imported twice.
func TestMethodImportsAliases(t *testing.T) {
	k := emitTestKind()
	scale := TypeRef{PkgPath: "k8s.io/api/autoscaling/v1", Name: "Scale"}
	status := TypeRef{PkgPath: metav1, Name: "Status"}
	eviction := TypeRef{PkgPath: "k8s.io/api/policy/v1", Name: "Eviction"}
	own := TypeRef{PkgPath: k.Version.PkgPath, Name: "WidgetLog"}
	k.Methods = []*ExtMethod{
		{Name: "GetScale", Verb: "get", Input: k.TypeRef(), Result: scale},
		{Name: "UpdateScale", Verb: "update", Input: scale, Result: scale},
		{Name: "Evict", Verb: "create", Input: eviction, Result: status},
		{Name: "Log", Verb: "get", Input: k.TypeRef(), Result: own},
	}
	want := []Import{{Alias: "autoscalingv12", Path: "k8s.io/api/autoscaling/v1"}, {Alias: "policyv1", Path: "k8s.io/api/policy/v1"}}
	if got := k.MethodImports(); !reflect.DeepEqual(got, want) {
		t.Errorf("MethodImports = %v, want %v", got, want)
	}
	for ref, want := range map[TypeRef]string{
		scale: "autoscalingv12.Scale", status: "metav1.Status", eviction: "policyv1.Eviction",
		own: "autoscalingv1.WidgetLog", k.TypeRef(): "autoscalingv1.Widget",
	} {
		if got := k.QualifiedType(ref); got != want {
			t.Errorf("QualifiedType(%v) = %s, want %s", ref, got, want)
		}
	}
	if got := k.QualifiedListType(own); got != "autoscalingv1.WidgetLogList" {
		t.Errorf("QualifiedListType = %s", got)
	}
	if got := k.ParamName(scale); got != "scale" {
		t.Errorf("ParamName(Scale) = %s", got)
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
