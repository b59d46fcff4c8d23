package openapi

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// The API rules openapi-gen checks on every type it generates a schema
// for; their violations make the report (--report-filename).

type violation struct{ rule, pkg, typ, field string }

func (v violation) String() string {
	return fmt.Sprintf("API rule violation: %s,%s,%s,%s\n", v.rule, v.pkg, v.typ, v.field)
}

type rule struct {
	name  string
	check func(t *typ) []string
}

// rules run in this order on each type; the report is sorted anyway.
var rules = []rule{
	{"names_match", namesMatchRule},
	{"omitempty_match_case", omitemptyCaseRule},
	{"list_type_missing", listTypeMissingRule},
	{"streaming_list_type_field_order", streamingFieldOrderRule},
	{"streaming_list_type_json_tags", streamingJSONTagsRule},
	{"streaming_list_type_proto_tags", streamingProtoTagsRule},
}

func lintType(t *typ) []violation {
	var out []violation
	for _, r := range rules {
		for _, f := range r.check(t) {
			out = append(out, violation{r.name, t.pkg, t.name, f})
		}
	}
	return out
}

func sortViolations(vs []violation) {
	sort.SliceStable(vs, func(i, j int) bool {
		a, b := vs[i], vs[j]
		if a.rule != b.rule {
			return a.rule < b.rule
		}
		if a.pkg != b.pkg {
			return a.pkg < b.pkg
		}
		if a.typ != b.typ {
			return a.typ < b.typ
		}
		return a.field < b.field
	})
}

// namesMatchRule: the JSON name is the Go name with a lower-case first
// word; an empty JSON name only on inlined structs; object and list
// metadata are "metadata".
func namesMatchRule(t *typ) []string {
	if t.kind != kStruct {
		return nil
	}
	var out []string
	for i := range t.members {
		m := &t.members[i]
		tag, ok := reflect.StructTag(m.tags).Lookup("json")
		if !ok {
			out = append(out, m.name)
			continue
		}
		if tag == "-" {
			continue
		}
		if !jsonNameOK(m, strings.Split(tag, ",")[0]) {
			out = append(out, m.name)
		}
	}
	return out
}

func jsonNameOK(m *member, jsonName string) bool {
	if jsonName == "" {
		return m.typ.kind == kStruct || m.typ.kind == kPointer && m.typ.elem.kind == kStruct
	}
	switch m.typ.String() {
	case "k8s.io/apimachinery/pkg/apis/meta/v1.ListMeta", "k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta":
		return jsonName == "metadata"
	}
	return namesMatch(m.name, jsonName)
}

func namesMatch(goName, jsonName string) bool {
	allowed := func(s string) bool { return !strings.ContainsAny(s, "_-") }
	upper := func(b byte) bool { return b >= 'A' && b <= 'Z' }
	if !allowed(goName) || !allowed(jsonName) || !strings.EqualFold(goName, jsonName) {
		return false
	}
	if !upper(goName[0]) || upper(jsonName[0]) {
		return false
	}
	for i := 0; i < len(goName); i++ {
		if goName[i] == jsonName[i] {
			return goName[i:] == jsonName[i:] && (i == 1 || upper(goName[i]))
		}
	}
	return true
}

func omitemptyCaseRule(t *typ) []string {
	if t.kind != kStruct {
		return nil
	}
	var out []string
	for i := range t.members {
		m := &t.members[i]
		tag, ok := reflect.StructTag(m.tags).Lookup("json")
		if !ok {
			continue
		}
		parts := strings.Split(tag, ",")
		if len(parts) < 2 || parts[0] == "-" {
			continue
		}
		for _, p := range parts[1:] {
			if strings.EqualFold(p, "omitempty") && p != "omitempty" {
				out = append(out, m.name)
			}
		}
	}
	return out
}

func hasMemberNamed(t *typ, name string) bool {
	for _, m := range t.members {
		if m.name == name {
			return true
		}
	}
	return false
}

// listTypeMissingRule: every list field but a list kind's Items (and
// byte slices) says how it merges (+listType).
func listTypeMissingRule(t *typ) []string {
	if t.kind != kStruct {
		return nil
	}
	var out []string
	for i := range t.members {
		m := &t.members[i]
		has := hasTag(m.comments, "listType")
		if m.name == "Items" && m.typ.kind == kSlice && hasMemberNamed(t, "ListMeta") {
			if has {
				out = append(out, m.name)
			}
			continue
		}
		if m.typ.kind == kSlice && !(m.typ.elem.kind == kBuiltin && m.typ.elem.name == "byte") && !has {
			out = append(out, m.name)
		}
	}
	return out
}

func isListKind(t *typ) bool {
	return len(t.members) == 3 && hasMemberNamed(t, "TypeMeta") && hasMemberNamed(t, "ListMeta") && hasMemberNamed(t, "Items")
}

func streamingFieldOrderRule(t *typ) []string {
	if !isListKind(t) {
		return nil
	}
	var out []string
	for i, want := range []string{"TypeMeta", "ListMeta", "Items"} {
		if t.members[i].name != want {
			out = append(out, want)
		}
	}
	return out
}

func streamingJSONTagsRule(t *typ) []string {
	if !isListKind(t) {
		return nil
	}
	var out []string
	for _, m := range t.members {
		tag := reflect.StructTag(m.tags)
		switch m.name {
		case "TypeMeta":
			j, ok := tag.Lookup("json")
			if !m.embedded || !ok || (j != "" && j != ",inline") {
				out = append(out, "TypeMeta")
			}
		case "ListMeta":
			if tag.Get("json") != "metadata,omitempty" {
				out = append(out, "ListMeta")
			}
		case "Items":
			if tag.Get("json") != "items" {
				out = append(out, "Items")
			}
		}
	}
	return out
}

func streamingProtoTagsRule(t *typ) []string {
	if !isListKind(t) {
		return nil
	}
	var out []string
	for _, m := range t.members {
		v := reflect.StructTag(m.tags).Get("protobuf")
		switch m.name {
		case "TypeMeta":
			if v != "" {
				out = append(out, "TypeMeta")
			}
		case "ListMeta":
			if v != "" && v != "bytes,1,opt,name=metadata" {
				out = append(out, "ListMeta")
			}
		case "Items":
			if v != "" && v != "bytes,2,rep,name=items" {
				out = append(out, "Items")
			}
		}
	}
	return out
}
