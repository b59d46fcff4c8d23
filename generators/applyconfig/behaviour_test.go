package applyconfig_test

import (
	"encoding/json"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"

	shapesv1 "github.com/kubegen/kubegen/generators/applyconfig/testdata/input/shapes/v1"
	openapiac "github.com/kubegen/kubegen/generators/applyconfig/testdata/want/openapi"
	openapiv1 "github.com/kubegen/kubegen/generators/applyconfig/testdata/want/openapi/shapes/v1"
	shapesac "github.com/kubegen/kubegen/generators/applyconfig/testdata/want/shapes"
	ac "github.com/kubegen/kubegen/generators/applyconfig/testdata/want/shapes/shapes/v1"
)

// TestBuildersJSON builds a configuration with every kind of builder and
// checks the JSON a client would send: only what was set, embedded
// configurations inlined or under their key, slices appended to, map
// entries merged.
func TestBuildersJSON(t *testing.T) {
	two := int64(2)
	spec := ac.ShapeSpec().
		WithReplicas(3).
		WithParts(ac.Part().WithName("a"), ac.Part().WithName("b").WithWeight(2)).
		WithParts(ac.Part().WithName("c")).
		WithMaybeParts(ac.Part().WithName("m")).
		WithPartPointers(func() **shapesv1.Part { p := &shapesv1.Part{Name: "p", Weight: &two}; return &p }()).
		WithTags("x").WithTags("y", "z").
		WithAnnotations(map[string]string{"k": "1"}).WithAnnotations(map[string]string{"k": "2", "l": "3"}).
		WithPartsByName(map[string]ac.PartApplyConfiguration{"main": *ac.Part().WithName("main")}).
		WithLabels(shapesv1.Labels{"app": "demo"}).
		WithMain(ac.Part().WithName("main")).
		WithColor("red").
		WithTemplate(corev1ac.PodTemplateSpec().WithLabels(map[string]string{"pod": "yes"}))
	// An embedded pointer gets no builders of its own fields (as upstream):
	// the embedded configuration is set whole.
	spec.ExtraApplyConfiguration = ac.Extra().WithNote("embedded by pointer")
	shape := ac.Shape("s1", "ns").
		WithLabels(map[string]string{"team": "x"}).
		WithFinalizers("f1").
		WithSpec(spec).
		WithStatus(ac.ShapeStatus().WithReady(true))

	got, err := json.Marshal(shape)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":"Shape","apiVersion":"shapes.example.com/v1",` +
		`"metadata":{"name":"s1","namespace":"ns","labels":{"team":"x"},"finalizers":["f1"]},` +
		`"spec":{"replicas":3,"parts":[{"name":"a"},{"name":"b","weight":2},{"name":"c"}],` +
		`"partPointers":[{"name":"p","weight":2}],"maybeParts":[{"name":"m"}],"tags":["x","y","z"],` +
		`"annotations":{"k":"2","l":"3"},"partsByName":{"main":{"name":"main"}},"labels":{"app":"demo"},` +
		`"main":{"name":"main"},"template":{"metadata":{"labels":{"pod":"yes"}}},"color":"red","extra":{"note":"embedded by pointer"}},` +
		`"status":{"ready":true}}`
	if string(got) != want {
		t.Errorf("JSON\n got: %s\nwant: %s", got, want)
	}

	if n, ns, k, v := shape.GetName(), shape.GetNamespace(), shape.GetKind(), shape.GetAPIVersion(); *n != "s1" || *ns != "ns" || *k != "Shape" || *v != "shapes.example.com/v1" {
		t.Errorf("getters: %q %q %q %q", *n, *ns, *k, *v)
	}
	var _ runtime.ApplyConfiguration = shape

	cluster, err := json.Marshal(ac.Cluster("c1").WithSpec(ac.ClusterSpec().WithZones("a")))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"Cluster","apiVersion":"shapes.example.com/v1","metadata":{"name":"c1"},"spec":{"zones":["a"]}}`; string(cluster) != want {
		t.Errorf("cluster-scoped JSON\n got: %s\nwant: %s", cluster, want)
	}
	// A type embedding TypeMeta gets its kind set, nothing else.
	resize, err := json.Marshal(ac.Resize().WithFactor(2))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"Resize","apiVersion":"shapes.example.com/v1","factor":2}`; string(resize) != want {
		t.Errorf("Resize JSON\n got: %s\nwant: %s", resize, want)
	}
}

func TestWithSliceNilPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("WithParts(nil) did not panic")
		}
	}()
	ac.ShapeSpec().WithParts(nil)
}

func TestForKind(t *testing.T) {
	gv := shapesv1.SchemeGroupVersion
	if _, ok := shapesac.ForKind(gv.WithKind("Shape")).(*ac.ShapeApplyConfiguration); !ok {
		t.Error("ForKind(Shape) is not a *ShapeApplyConfiguration")
	}
	if _, ok := shapesac.ForKind(gv.WithKind("Part")).(*ac.PartApplyConfiguration); !ok {
		t.Error("ForKind(Part) is not a *PartApplyConfiguration")
	}
	if got := shapesac.ForKind(gv.WithKind("Frozen")); got != nil {
		t.Errorf("ForKind(Frozen) = %T, want nil", got)
	}
}

func scheme(t *testing.T) *runtime.Scheme {
	s := runtime.NewScheme()
	if err := shapesv1.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTypeConverterWithoutSchema: without any kind in the schema, the
// converter still types the kinds (deduced), so a fake clientset can
// create and apply them.
func TestTypeConverterWithoutSchema(t *testing.T) {
	tc := shapesac.NewTypeConverter(scheme(t))
	obj := &shapesv1.Shape{TypeMeta: metav1.TypeMeta{Kind: "Shape", APIVersion: "shapes.example.com/v1"},
		ObjectMeta: metav1.ObjectMeta{Name: "s"}, Spec: shapesv1.ShapeSpec{Tags: []string{"a"}}}
	if _, err := tc.ObjectToTyped(obj); err != nil {
		t.Errorf("ObjectToTyped: %v", err)
	}
}

// TestExtract applies a configuration through a field manager backed by
// the --openapi-schema tree's converter, then extracts what the manager
// owns: the Extract functions and the embedded schema must agree.
func TestExtract(t *testing.T) {
	s := scheme(t)
	tc := openapiac.NewTypeConverter(s)
	gvk := shapesv1.SchemeGroupVersion.WithKind("Cluster")
	fm, err := managedfields.NewDefaultFieldManager(tc, runtime.UnsafeObjectConvertor(s), fakeDefaulter{}, s, gvk, gvk.GroupVersion(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	live := &shapesv1.Cluster{}
	live.SetGroupVersionKind(gvk)
	applied := unstructuredOf(map[string]any{"apiVersion": "shapes.example.com/v1", "kind": "Cluster",
		"metadata": map[string]any{"name": "c"}, "spec": map[string]any{"zones": []any{"a", "b"}}})
	patched, err := fm.Apply(live, applied, "mgr", false)
	if err != nil {
		t.Fatal(err)
	}
	out, ok := patched.(*shapesv1.Cluster)
	if !ok {
		t.Fatalf("applied object is a %T", patched)
	}
	if len(out.ManagedFields) == 0 {
		t.Fatal("the field manager recorded no managed fields")
	}
	got, err := openapiv1.ExtractCluster(out, "mgr")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(got)
	if want := `{"kind":"Cluster","apiVersion":"shapes.example.com/v1","metadata":{"name":"c"},"spec":{"zones":["a","b"]}}`; string(b) != want {
		t.Errorf("ExtractCluster\n got: %s\nwant: %s", b, want)
	}
	other, err := openapiv1.ExtractCluster(out, "someone-else")
	if err != nil {
		t.Fatal(err)
	}
	if other.Spec != nil || *other.GetName() != "c" {
		t.Errorf("another manager: spec %+v, name %q; want no spec, the name", other.Spec, *other.GetName())
	}
	// Shape has a status and a resize subresource: both get functions.
	_, _ = openapiv1.ExtractShapeStatus, openapiv1.ExtractShapeResize
}

func ptr[T any](v T) *T { return &v }
