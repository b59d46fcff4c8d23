package crdschema

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// A tag carried by +k8s:eachVal, +k8s:eachKey or +k8s:subfield applies to
// the part it names: the items' or values' schema, a rule over a map's
// keys, the struct's property (with presence rules on the struct). Each
// part is compared as JSON, so what else the carrier wrote shows too.
func TestK8sRulesCarried(t *testing.T) {
	spec, diags := buildK8sRules(t, "Carried")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	p := spec.Properties
	weights := p["weights"]
	want := []struct {
		part string
		got  any
		want string
	}{
		{"names items", p["names"].Items.Schema, `{"type":"string","format":"k8s-short-name","maxLength":8}`},
		{"notes items", p["notes"].Items.Schema, `{"type":"string","x-kubernetes-validations":[` +
			`{"rule":"size(bytes(self)) \u003c= 16","message":"must be no more than 16 bytes"},` +
			`{"rule":"self != \"x\"","message":"must not be equal to \"x\""}]}`},
		{"weights bounds", []*int64{weights.MinProperties, weights.MaxProperties}, `[1,4]`},
		{"weights values", weights.AdditionalProperties.Schema, `{"type":"integer","format":"int32","minimum":1}`},
		{"weights keys", weights.XValidations, `[` +
			`{"rule":"self.all(k, size(k) \u003c= 63)","message":"each key must be at most 63 characters"},` +
			`{"rule":"self.all(k, !format.qualifiedName().validate(k).hasValue())","message":"each key must be a valid label key"},` +
			`{"rule":"self.all(k, !format.dns1123Label().validate(k).hasValue())","message":"each key must be a DNS label"}]`},
		{"grid items", p["grid"].Items.Schema, `{"type":"array","maxItems":3,"items":{"type":"string","minLength":2}}`},
		{"slots' names", p["slots"].Items.Schema.Properties["name"], `{"type":"string","maxLength":10}`},
		{"main", p["main"], `{"type":"object","required":["kind"],"properties":{` +
			`"kind":{"type":"string","minLength":1},` +
			`"name":{"type":"string","maxLength":5,"x-kubernetes-validations":[{"rule":"self == oldSelf","message":"field cannot be modified once set"}]},` +
			`"size":{"type":"integer","format":"int32"}},` +
			`"x-kubernetes-validations":[{"rule":"!has(self.size)","message":"field is forbidden","fieldPath":".size"}]}`},
		{"other", p["other"], `{"type":"object","properties":{"kind":{"type":"string"},"name":{"type":"string"},"size":{"type":"integer","format":"int32"}}}`},
	}
	for _, w := range want {
		if w.part == "main" || w.part == "other" {
			s := w.got.(apiextensionsv1.JSONSchemaProps)
			s.Description = ""
			w.got = s
		}
		got, err := json.Marshal(w.got)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != w.want {
			t.Errorf("%s:\n%s\nwant\n%s", w.part, got, w.want)
		}
	}
}

// A carried tag that does not fit its part is an error at its line; one
// the schema has no equivalent for is a warning there.
func TestK8sRulesCarriedErrors(t *testing.T) {
	_, diags := buildK8sRules(t, "BadCarried")
	want := []string{
		"262 false must apply eachVal to a list or map",
		"264 false must apply minimum to a numeric value",
		"266 false subfield(nope) names no field of the struct",
		"269 false must apply maxproperties to an object",
		"270 true does not check +k8s:minimum on each key",
		"271 true does not check +k8s:format=k8s-resource-pool-name on each key",
		"273 false needs a list-map (+k8s:listType=map)",
	}
	var got []string
	for _, d := range diags {
		got = append(got, fmt.Sprintf("%d %v %s", d.Pos.Line, d.Warning, d.Msg))
	}
	for _, w := range want {
		line, text, _ := strings.Cut(w, " ")
		warn, text, _ := strings.Cut(text, " ")
		i := slices.IndexFunc(got, func(g string) bool { return strings.HasPrefix(g, line+" "+warn+" ") && strings.Contains(g, text) })
		if i < 0 {
			t.Errorf("no diagnostic at line %s (warning %s) saying %q", line, warn, text)
			continue
		}
		got = slices.Delete(got, i, i+1)
	}
	for _, g := range got {
		t.Errorf("unexpected diagnostic %s", g)
	}
}

// +k8s:eachVal=+k8s:update=NoModify is a transition rule on the values of
// a map and the items of a list-map.
func TestK8sRulesCarriedUpdate(t *testing.T) {
	spec, diags := buildK8sRules(t, "CarriedUpdate")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	for name, elem := range map[string]*apiextensionsv1.JSONSchemaProps{
		"limits": spec.Properties["limits"].AdditionalProperties.Schema,
		"slots":  spec.Properties["slots"].Items.Schema,
	} {
		if got := schemaRules(&apiextensionsv1.JSONSchemaProps{XValidations: elem.XValidations})[""]; !slices.Equal(got, []string{"self == oldSelf @"}) {
			t.Errorf("%s: each value's rules %q, want self == oldSelf", name, got)
		}
	}
}

// A carrier on a type's declaration applies to the type's schema, so to
// every use of it; one that does not fit the type is an error at its line.
func TestK8sRulesCarriedOnTypes(t *testing.T) {
	spec, diags := buildK8sRules(t, "CarriedOnTypes")
	if items := spec.Properties["names"].Items.Schema; items.MaxLength == nil || *items.MaxLength != 4 {
		t.Errorf("names' items %+v, want maxLength 4", items)
	}
	if len(diags) != 1 || diags[0].Warning || diags[0].Pos.Line != 293 || !strings.Contains(diags[0].Msg, "must apply eachVal to a list or map") {
		t.Errorf("diagnostics %v, want the error of types.go:293", diags)
	}
}

// A bound under +k8s:alpha/+k8s:beta is written as the bound itself; a
// value that is no number is an error at its line.
func TestK8sRulesWrappedBounds(t *testing.T) {
	spec, diags := buildK8sRules(t, "WrappedBounds")
	p := spec.Properties
	got, err := json.Marshal([]any{p["name"].MaxLength, p["count"].Minimum, p["count"].Maximum, p["labels"].MaxProperties, p["bad"].MaxItems})
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "[8,2,9,3,null]" {
		t.Errorf("bounds %s, want [8,2,9,3,null]", got)
	}
	if len(diags) != 1 || diags[0].Warning || diags[0].Pos.Line != 312 || !strings.Contains(diags[0].Msg, `invalid value "many"`) {
		t.Errorf("diagnostics %v, want the error of types.go:312", diags)
	}
}

// +k8s:listType and +k8s:listMapKey carried to a map's values that are
// lists make them a set or a list-map.
func TestK8sRulesCarriedLists(t *testing.T) {
	spec, diags := buildK8sRules(t, "CarriedLists")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	groups := spec.Properties["groups"].AdditionalProperties.Schema
	slots := spec.Properties["slots"].AdditionalProperties.Schema
	got, err := json.Marshal([]any{groups.XListType, slots.XListType, slots.XListMapKeys})
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != `["set","map",["name"]]` {
		t.Errorf("list types %s, want set, and map keyed by name", got)
	}
}

// A carrier on type A B changes A's schema, not B's.
func TestK8sRulesCarriedRenamed(t *testing.T) {
	spec, diags := buildK8sRules(t, "RenamedUses")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	if n := spec.Properties["renamed"].Properties["name"].MaxLength; n == nil || *n != 3 {
		t.Errorf("renamed.name's maxLength %v, want 3", n)
	}
	if n := spec.Properties["part"].Properties["name"].MaxLength; n != nil {
		t.Errorf("part.name's maxLength %d, want none", *n)
	}
}

// +k8s:subfield of a struct the schema writes without its fields
// (metav1.ObjectMeta) is a warning at its line.
func TestK8sRulesSubfieldOfMeta(t *testing.T) {
	_, diags := buildK8sRules(t, "SubfieldOfMeta")
	if len(diags) != 1 || !diags[0].Warning || !strings.Contains(diags[0].Msg, "has no properties for the struct") {
		t.Errorf("diagnostics %v, want a warning that the struct has no properties", diags)
	}
}

// A carrier on a value the schema has no type for is a warning.
func TestK8sRulesCarriedUntyped(t *testing.T) {
	_, diags := buildK8sRules(t, "EachOfSchemaless")
	if len(diags) != 1 || !diags[0].Warning || !strings.Contains(diags[0].Msg, "has no type for the value") {
		t.Errorf("diagnostics %v, want a warning that the value has no type", diags)
	}
}
