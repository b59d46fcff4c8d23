package smdschema

import (
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v2"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/structured-merge-diff/v6/schema"
	"sigs.k8s.io/structured-merge-diff/v6/typed"

	shapesv1 "github.com/kubegen/kubegen/generators/smdschema/internal/shapes/v1"
)

func shapesName(name string) string { return TypeName(shapesPkg, name) }

// field finds a field of a definition of s.
func field(t *testing.T, s *schema.Schema, def, name string) (schema.StructField, bool) {
	t.Helper()
	a, ok := s.FindNamedType(def)
	if !ok || a.Map == nil {
		t.Fatalf("no struct definition %s", def)
	}
	return a.Map.FindField(name)
}

// flow renders v as one line of YAML for compact expectations.
func flow(v any) string {
	b, err := yaml.Marshal(v)
	if err != nil {
		return err.Error()
	}
	var generic any
	if err := yaml.Unmarshal(b, &generic); err != nil {
		return err.Error()
	}
	out, _ := yaml.Marshal(generic)
	return strings.Join(strings.Fields(string(out)), " ")
}

// TestShapes checks the schema of each field shape of the shapes package.
func TestShapes(t *testing.T) {
	text, warns := build(t, typedLoad(t, shapesPkg))
	for _, w := range warns {
		t.Errorf("unexpected warning: %s", w)
	}
	s := parseSchema(t, text)
	spec := shapesName("WidgetSpec")
	for _, c := range []struct{ def, field, want string }{
		// Embedded TypeMeta is inline; ObjectMeta is a named field.
		{shapesName("Widget"), "apiVersion", "name: apiVersion type: scalar: string"},
		{shapesName("Widget"), "metadata", "default: {} name: metadata type: namedType: io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"},
		{spec, "owner", "name: owner type: scalar: string"}, // from the inline Common
		{spec, "Untagged", `default: "" name: Untagged type: scalar: string`},
		{spec, "replicas", "name: replicas type: scalar: numeric"},
		{spec, "size", `default: "" name: size type: scalar: string`},
		{spec, "weight", "default: 0 name: weight type: scalar: numeric"},
		{spec, "enabled", "default: false name: enabled type: scalar: boolean"},
		{spec, "mode", "name: mode type: scalar: string"},
		{spec, "ports", "name: ports type: list: elementRelationship: associative elementType: namedType: " + shapesName("Port") + " keys: - name - protocol"},
		{spec, "tags", "name: tags type: list: elementRelationship: associative elementType: scalar: string"},
		{spec, "args", "name: args type: list: elementRelationship: atomic elementType: scalar: string"},
		{spec, "volumes", "name: volumes type: list: elementRelationship: associative elementType: namedType: " + shapesName("Volume") + " keys: - name"},
		{spec, "env", "name: env type: list: elementRelationship: associative elementType: namedType: io.k8s.api.core.v1.EnvVar keys: - name"},
		{spec, "finalizers", "name: finalizers type: list: elementRelationship: associative elementType: scalar: string"},
		{spec, "matrix", "name: matrix type: list: elementRelationship: atomic elementType: list: elementRelationship: atomic elementType: scalar: numeric"},
		{spec, "data", "name: data type: scalar: string"},
		{spec, "labels", "name: labels type: map: elementType: scalar: string"},
		{spec, "selector", "name: selector type: map: elementRelationship: atomic elementType: scalar: string"},
		{spec, "budget", "name: budget type: map: elementType: namedType: io.k8s.apimachinery.pkg.api.resource.Quantity"},
		{spec, "template", "name: template type: namedType: " + shapesName("Template")},
		{spec, "limits", "default: {} name: limits type: elementRelationship: atomic namedType: " + shapesName("Limits")},
		{spec, "otherLimits", "name: otherLimits type: namedType: " + shapesName("Limits")},
		{spec, "timeout", "name: timeout type: namedType: io.k8s.apimachinery.pkg.apis.meta.v1.Duration"},
		{spec, "started", "name: started type: namedType: io.k8s.apimachinery.pkg.apis.meta.v1.Time"},
		{spec, "port", "name: port type: namedType: io.k8s.apimachinery.pkg.util.intstr.IntOrString"},
		{spec, "raw", "name: raw type: namedType: __untyped_atomic_"},
		{spec, "resources", "default: {} name: resources type: namedType: io.k8s.api.core.v1.ResourceRequirements"},
		{spec, "nested", "default: {} name: nested type: map: fields: - name: depth type: scalar: numeric"},
		{shapesName("WidgetStatus"), "conditions", "name: conditions type: list: elementRelationship: associative elementType: namedType: io.k8s.apimachinery.pkg.apis.meta.v1.Condition keys: - type"},
		// Markers of a dependency, read from its source.
		{"io.k8s.api.core.v1.ResourceRequirements", "claims", "name: claims type: list: elementRelationship: associative elementType: namedType: io.k8s.api.core.v1.ResourceClaim keys: - name"},
	} {
		f, ok := field(t, s, c.def, c.field)
		if !ok {
			t.Errorf("%s has no field %s", c.def, c.field)
			continue
		}
		if got := flow(f); got != c.want {
			t.Errorf("%s.%s:\n got %s\nwant %s", c.def, c.field, got, c.want)
		}
	}
	for _, absent := range []string{"Skipped", "Common", "TypeMeta", "internal"} {
		if _, ok := field(t, s, spec, absent); ok {
			t.Errorf("WidgetSpec has a field %s", absent)
		}
	}
	for def, want := range map[string]string{
		shapesName("Template"):                      "atomic",
		"io.k8s.api.core.v1.ConfigMapKeySelector":   "atomic", // +structType=atomic in core/v1
		"io.k8s.apimachinery.pkg.apis.meta.v1.Time": "",
	} {
		a, ok := s.FindNamedType(def)
		if !ok {
			t.Errorf("no definition %s", def)
			continue
		}
		got := ""
		if a.Map != nil {
			got = string(a.Map.ElementRelationship)
		}
		if got != want {
			t.Errorf("%s: element relationship %q, want %q", def, got, want)
		}
	}
}

// fullWidget sets every field of a Widget.
func fullWidget() *shapesv1.Widget {
	started := metav1.NewTime(metav1.Now().Rfc3339Copy().Time)
	w := &shapesv1.Widget{
		TypeMeta:   metav1.TypeMeta{APIVersion: "shapes.example.com/v1", Kind: "Widget"},
		ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns", Labels: map[string]string{"l": "v"}, CreationTimestamp: started},
		Spec: shapesv1.WidgetSpec{
			Common:      shapesv1.Common{Owner: "o", Note: "n"},
			Replicas:    ptr.To[int32](3),
			Size:        "s",
			Weight:      1.5,
			Enabled:     true,
			Mode:        "fast",
			Ports:       []shapesv1.Port{{Name: "http", Protocol: "TCP", Number: 80}, {Name: "http", Protocol: "UDP", Number: 80}},
			Tags:        []string{"a", "b"},
			Args:        []string{"x", "x"},
			Volumes:     shapesv1.Volumes{{Name: "v", Path: "/p"}},
			Env:         []corev1.EnvVar{{Name: "E", ValueFrom: &corev1.EnvVarSource{FieldRef: &corev1.ObjectFieldSelector{FieldPath: "metadata.name"}}}},
			Finalizers:  []string{"f"},
			Matrix:      [][]int32{{1, 2}, {3}},
			Data:        []byte("bytes"),
			Labels:      map[string]string{"a": "1"},
			Selector:    map[string]string{"s": "1"},
			Budget:      map[string]resource.Quantity{"cpu": resource.MustParse("100m")},
			Template:    &shapesv1.Template{Image: "i", Cmd: []string{"c"}},
			Limits:      shapesv1.Limits{CPU: "1"},
			OtherLimits: &shapesv1.Limits{Memory: "1Gi"},
			Timeout:     metav1.Duration{Duration: 90},
			Started:     &started,
			Port:        intstr.FromString("http"),
			Raw:         runtime.RawExtension{Raw: []byte(`{"any":["thing",1]}`)},
			Resources: corev1.ResourceRequirements{
				Limits: corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("1")},
				Claims: []corev1.ResourceClaim{{Name: "gpu"}},
			},
			Untagged: "u",
		},
		Status: shapesv1.WidgetStatus{
			Conditions: []metav1.Condition{{Type: "Ready", Status: metav1.ConditionTrue, LastTransitionTime: started, Reason: "R"}},
			Phase:      "Running",
		},
	}
	w.Spec.Nested.Depth = 2
	return w
}

// TestShapesConvert converts real objects with the parser the field
// manager would use: every field must be described by the schema.
func TestShapesConvert(t *testing.T) {
	text, _ := build(t, typedLoad(t, shapesPkg))
	parser, err := typed.NewParser(typed.YAMLObject(text))
	if err != nil {
		t.Fatalf("typed.NewParser: %v", err)
	}
	pt := parser.Type(shapesName("Widget"))
	for name, obj := range map[string]*shapesv1.Widget{"full": fullWidget(), "empty": {}} {
		tv, err := pt.FromStructured(obj)
		if err != nil {
			t.Errorf("%s: FromStructured: %v", name, err)
			continue
		}
		if _, err := tv.ToFieldSet(); err != nil {
			t.Errorf("%s: ToFieldSet: %v", name, err)
		}
	}

	// A duplicate key of a list map is an error the schema must catch.
	dup := fullWidget()
	dup.Spec.Ports = append(dup.Spec.Ports, dup.Spec.Ports[0])
	if _, err := pt.FromStructured(dup); err == nil {
		t.Error("a duplicate list-map key converted without error")
	}
}
