package smdschema

import (
	"math"
	"strconv"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v2"
	"sigs.k8s.io/structured-merge-diff/v6/schema"
)

// sameAsYAMLv2 checks marshal against the generic encoder on s.
func sameAsYAMLv2(t *testing.T, s *schema.Schema) {
	t.Helper()
	want, err := yaml.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) == string(want) {
		return
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] {
			t.Errorf("marshal differs from yaml.Marshal at line %d:\n got %q\nwant %q", i+1, g[i], w[i])
			return
		}
	}
	t.Errorf("marshal differs from yaml.Marshal in length: %d lines, want %d", len(g), len(w))
}

// TestMarshalTrickyValues covers the strings and defaults whose YAML
// form is not plain, and the empty forms of each part of the schema.
func TestMarshalTrickyValues(t *testing.T) {
	str := func(s string) *string { return &s }
	rel := schema.Atomic
	var fields []schema.StructField
	for i, v := range []any{
		"", "true", "y", "no", "null", "~", "1", "1.5", "0x1F", "-x", "/etc/ceph/keyring", "a:b", "a: b", "#x", "x#y",
		"2024-01-01", "ReadWrite", "with space", "tab\there", "multi\nline", "über", strings.Repeat("long", 30),
		strings.Repeat("long words ", 12), 0, 7, int64(-3), 1.5, 100.0, 1e21, math.Inf(1), math.NaN(), false, true,
		map[string]any{}, []any{}, map[string]any{"a": 1.0}, []any{"x"}, map[string]any{"single": map[string]any{}},
		map[string]any{"b10": []any{"x", map[string]any{"k": "true"}}, "b9": "", "a": []any{[]any{1.0}}}, []any{map[string]any{"a": "b c"}},
	} {
		fields = append(fields, schema.StructField{Name: "f" + strconv.Itoa(i), Type: schema.TypeRef{NamedType: str("t")}, Default: v})
	}
	for _, name := range []string{"-", "x y", "true", "", "a.b/c-d_e"} {
		fields = append(fields, schema.StructField{Name: name})
	}
	base := []schema.TypeDef{
		{Name: "empty"},
		{Name: "emptyMap", Atom: schema.Atom{Map: &schema.Map{}}},
		{Name: "emptyList", Atom: schema.Atom{List: &schema.List{}}},
		{Name: "keys", Atom: schema.Atom{List: &schema.List{ElementType: schema.TypeRef{NamedType: str("k"), ElementRelationship: &rel}, ElementRelationship: schema.Associative, Keys: []string{"a", "true", "x y"}}}},
		{Name: "union", Atom: schema.Atom{Map: &schema.Map{Unions: []schema.Union{{}, {Discriminator: str("type"), DeduceInvalidDiscriminator: true, Fields: []schema.UnionField{{FieldName: "a", DiscriminatorValue: "A"}, {}}}}}}},
		{Atom: schema.Atom{Scalar: scalar("untyped")}},
		{},
	}
	sameAsYAMLv2(t, &schema.Schema{})
	sameAsYAMLv2(t, &schema.Schema{Types: base})
	// One tricky value at a time, so that a fallback for one value does
	// not hide a wrong rendering of another.
	for _, f := range fields {
		types := append(append([]schema.TypeDef{}, base...), schema.TypeDef{Name: "one", Atom: schema.Atom{Map: &schema.Map{Fields: []schema.StructField{f}}}})
		sameAsYAMLv2(t, &schema.Schema{Types: types})
	}
}

func TestMarshalMatchesOnInputs(t *testing.T) {
	inputs := []string{shapesPkg, "./testdata/bad", "k8s.io/api/core/v1"}
	if !testing.Short() {
		inputs = append(inputs, "k8s.io/api/...")
	}
	for _, in := range inputs {
		s, _, err := BuildSchema(typedLoad(t, in))
		if err != nil {
			t.Fatal(err)
		}
		sameAsYAMLv2(t, s)
		if _, ok := fastMarshal(s); !ok {
			t.Errorf("%s: the schema went to yaml.Marshal", in)
		}
	}
}
