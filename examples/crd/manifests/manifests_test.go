package manifests

import (
	"reflect"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
)

// TestCRDsMatchTypes checks each manifest against the Go types: group,
// version, scope, kind and the subresources the generated client calls.
func TestCRDsMatchTypes(t *testing.T) {
	crds, err := CRDs()
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		scope           apiextensionsv1.ResourceScope
		status, scale   bool
		kind, listKind  string
		objType, lsType any
	}
	wants := map[string]want{
		"foos": {apiextensionsv1.NamespaceScoped, true, true, "Foo", "FooList", v1alpha1.Foo{}, v1alpha1.FooList{}},
		"bars": {apiextensionsv1.ClusterScoped, false, false, "Bar", "BarList", v1alpha1.Bar{}, v1alpha1.BarList{}},
	}
	if len(crds) != len(wants) {
		t.Fatalf("%d CRDs, want %d", len(crds), len(wants))
	}
	for _, crd := range crds {
		plural := crd.Spec.Names.Plural
		w, ok := wants[plural]
		if !ok {
			t.Errorf("unexpected CRD %s", crd.Name)
			continue
		}
		if crd.Name != plural+"."+v1alpha1.GroupName || crd.Spec.Group != v1alpha1.GroupName {
			t.Errorf("%s: group %s, want %s", crd.Name, crd.Spec.Group, v1alpha1.GroupName)
		}
		if crd.Spec.Scope != w.scope {
			t.Errorf("%s: scope %s, want %s", crd.Name, crd.Spec.Scope, w.scope)
		}
		if crd.Spec.Names.Kind != w.kind || crd.Spec.Names.ListKind != w.listKind ||
			reflect.TypeOf(w.objType).Name() != w.kind || reflect.TypeOf(w.lsType).Name() != w.listKind {
			t.Errorf("%s: kinds %s/%s, want %s/%s", crd.Name, crd.Spec.Names.Kind, crd.Spec.Names.ListKind, w.kind, w.listKind)
		}
		if len(crd.Spec.Versions) != 1 || crd.Spec.Versions[0].Name != v1alpha1.SchemeGroupVersion.Version {
			t.Fatalf("%s: versions %+v, want only %s", crd.Name, crd.Spec.Versions, v1alpha1.SchemeGroupVersion.Version)
		}
		sub := crd.Spec.Versions[0].Subresources
		if got := sub != nil && sub.Status != nil; got != w.status {
			t.Errorf("%s: status subresource %v, want %v", crd.Name, got, w.status)
		}
		if got := sub != nil && sub.Scale != nil; got != w.scale {
			t.Errorf("%s: scale subresource %v, want %v", crd.Name, got, w.scale)
		}
	}
}
