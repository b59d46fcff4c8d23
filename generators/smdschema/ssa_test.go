package smdschema

import (
	"encoding/json"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v2"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/util/managedfields"
	clienttesting "k8s.io/client-go/testing"
	"k8s.io/kube-openapi/pkg/schemaconv"
	"k8s.io/kube-openapi/pkg/util/proto"
	"sigs.k8s.io/structured-merge-diff/v6/typed"

	shapesv1 "github.com/kubegen/kubegen/generators/smdschema/internal/shapes/v1"
)

// ssaTracker is the object tracker of a generated fake NewClientset for
// a scheme holding the shapes kinds, with the field manager reading
// schemaYAML (what the generated internal.Parser parses).
type ssaTracker struct {
	t       *testing.T
	tracker clienttesting.ObjectTracker
}

func newSSATracker(t *testing.T, schemaYAML string) *ssaTracker {
	t.Helper()
	parser, err := typed.NewParser(typed.YAMLObject(schemaYAML))
	if err != nil {
		t.Fatalf("typed.NewParser: %v", err)
	}
	scheme := runtime.NewScheme()
	if err := shapesv1.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	tc := managedfields.NewSchemeTypeConverter(scheme, parser)
	return &ssaTracker{t: t, tracker: clienttesting.NewFieldManagedObjectTracker(scheme, codecs.UniversalDecoder(), tc)}
}

var widgets = shapesv1.SchemeGroupVersion.WithResource("widgets")

// apply sends an apply patch as the fake clientset does: the apply
// configuration's JSON, decoded into an unstructured object.
func (s *ssaTracker) apply(manager string, force bool, spec string) error {
	s.t.Helper()
	body := `{"apiVersion":"shapes.example.com/v1","kind":"Widget","metadata":{"name":"w","namespace":"ns"},"spec":` + spec + `}`
	obj := &unstructured.Unstructured{}
	if err := json.Unmarshal([]byte(body), &obj.Object); err != nil {
		s.t.Fatal(err)
	}
	return s.tracker.Apply(widgets, obj, "ns", metav1.PatchOptions{FieldManager: manager, Force: &force})
}

func (s *ssaTracker) get() *shapesv1.Widget {
	s.t.Helper()
	obj, err := s.tracker.Get(widgets, "ns", "w")
	if err != nil {
		s.t.Fatal(err)
	}
	w, ok := obj.(*shapesv1.Widget)
	if !ok {
		s.t.Fatalf("tracker holds a %T", obj)
	}
	return w
}

// owners maps each manager of w to the fields its managedFields entry lists.
func owners(t *testing.T, w *shapesv1.Widget) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, e := range w.ManagedFields {
		if e.Operation != metav1.ManagedFieldsOperationApply {
			t.Errorf("manager %s: operation %s, want Apply", e.Manager, e.Operation)
		}
		if e.FieldsV1 == nil {
			t.Errorf("manager %s: no fields", e.Manager)
			continue
		}
		out[e.Manager] = string(e.FieldsV1.Raw)
	}
	return out
}

// TestServerSideApplyOnCRD runs two field managers against a CRD kind
// that has no OpenAPI definition: with the schema Build derives from its
// Go types (what a CRD project's fake clientset does with our generated
// internal.go), and with the schema upstream generates without
// --openapi-schema, where the first apply already fails.
func TestServerSideApplyOnCRD(t *testing.T) {
	t.Run("derived schema", applyWithDerivedSchema)
	t.Run("upstream's empty schema", applyWithUpstreamsEmptySchema)
}

func applyWithDerivedSchema(t *testing.T) {
	text, warns := build(t, typedLoad(t, shapesPkg))
	if len(warns) > 0 {
		t.Fatalf("unexpected warnings:\n%v", warns)
	}
	s := newSSATracker(t, text)

	// Disjoint fields merge: keyed list items, map keys, set members.
	if err := s.apply("alice", false, `{"size":"small","labels":{"a":"1"},"ports":[{"name":"http","protocol":"TCP","number":80}],"tags":["x"]}`); err != nil {
		t.Fatalf("alice's apply: %v", err)
	}
	if err := s.apply("bob", false, `{"labels":{"b":"2"},"ports":[{"name":"metrics","protocol":"TCP","number":9090}],"tags":["y"]}`); err != nil {
		t.Fatalf("bob's disjoint apply: %v", err)
	}
	w := s.get()
	if w.Spec.Size != "small" || w.Spec.Labels["a"] != "1" || w.Spec.Labels["b"] != "2" {
		t.Errorf("after two disjoint applies: size %q labels %v", w.Spec.Size, w.Spec.Labels)
	}
	if len(w.Spec.Ports) != 2 || len(w.Spec.Tags) != 2 {
		t.Errorf("ports %v and tags %v did not merge", w.Spec.Ports, w.Spec.Tags)
	}
	own := owners(t, w)
	if !strings.Contains(own["alice"], `"f:size"`) || !strings.Contains(own["alice"], `"k:{\"name\":\"http\",\"protocol\":\"TCP\"}"`) {
		t.Errorf("alice's managed fields: %s", own["alice"])
	}
	if !strings.Contains(own["bob"], `"f:b"`) || strings.Contains(own["bob"], `"f:size"`) {
		t.Errorf("bob's managed fields: %s", own["bob"])
	}

	// An overlapping field conflicts, naming its manager.
	err := s.apply("bob", false, `{"size":"large"}`)
	if !apierrors.IsConflict(err) {
		t.Fatalf("bob's apply of alice's field: %v, want a conflict", err)
	}
	if msg := err.Error(); !strings.Contains(msg, `conflict with "alice"`) || !strings.Contains(msg, ".spec.size") {
		t.Errorf("conflict message %q does not name alice and .spec.size", msg)
	}
	if st, ok := err.(apierrors.APIStatus); !ok || st.Status().Code != 409 {
		t.Errorf("conflict status: %v", err)
	}

	// An atomic map is owned whole: another manager's key conflicts.
	if err := s.apply("alice", false, `{"size":"small","selector":{"app":"a"}}`); err != nil {
		t.Fatalf("alice's selector: %v", err)
	}
	if err := s.apply("carol", false, `{"selector":{"tier":"b"}}`); !apierrors.IsConflict(err) {
		t.Errorf("carol's key in an atomic map: %v, want a conflict", err)
	}

	// Force takes ownership.
	if err := s.apply("bob", true, `{"size":"large"}`); err != nil {
		t.Fatalf("bob's forced apply: %v", err)
	}
	w = s.get()
	own = owners(t, w)
	if w.Spec.Size != "large" {
		t.Errorf("size %q after the forced apply", w.Spec.Size)
	}
	if !strings.Contains(own["bob"], `"f:size"`) || strings.Contains(own["alice"], `"f:size"`) {
		t.Errorf("after force: alice %s, bob %s", own["alice"], own["bob"])
	}
}

// applyWithUpstreamsEmptySchema shows the case this package exists for:
// applyconfiguration-gen without --openapi-schema embeds the schema
// schemaconv makes of no definitions (the same calls as upstream's
// internal.go generator), and the same first apply fails.
func applyWithUpstreamsEmptySchema(t *testing.T) {
	empty, err := schemaconv.ToSchema(&proto.Definitions{})
	if err != nil {
		t.Fatal(err)
	}
	text, err := yaml.Marshal(empty)
	if err != nil {
		t.Fatal(err)
	}
	s := newSSATracker(t, string(text))
	err = s.apply("alice", false, `{"size":"small"}`)
	if err == nil {
		t.Fatal("apply with upstream's empty schema succeeded")
	}
	if want := "no type found matching: " + shapesName("Widget"); !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
	t.Logf("upstream's empty schema: %v", err)
}
