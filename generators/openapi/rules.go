package openapi

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/tags"
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
			out = append(out, violation{r.name, t.Pkg, t.Name, f})
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
	if t.Kind != kStruct {
		return nil
	}
	var out []string
	for i := range t.Members {
		m := &t.Members[i]
		tag := gotype.ParseJSONTag(m.Tag)
		if !tag.Present {
			out = append(out, m.Name)
			continue
		}
		if tag.Value == "-" {
			continue
		}
		if !jsonNameOK(m, tag.Name) {
			out = append(out, m.Name)
		}
	}
	return out
}

func jsonNameOK(m *member, jsonName string) bool {
	if jsonName == "" {
		return m.Type.Kind == kStruct || m.Type.Kind == kPointer && m.Type.Elem.Kind == kStruct
	}
	switch m.Type.String() {
	case "k8s.io/apimachinery/pkg/apis/meta/v1.ListMeta", "k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta":
		return jsonName == "metadata"
	}
	return namesMatch(m.Name, jsonName)
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
	if t.Kind != kStruct {
		return nil
	}
	var out []string
	for i := range t.Members {
		m := &t.Members[i]
		tag := gotype.ParseJSONTag(m.Tag)
		if tag.Name == "-" {
			continue
		}
		for _, p := range tag.Options {
			if strings.EqualFold(p, "omitempty") && p != "omitempty" {
				out = append(out, m.Name)
			}
		}
	}
	return out
}

func hasMemberNamed(t *typ, name string) bool {
	for _, m := range t.Members {
		if m.Name == name {
			return true
		}
	}
	return false
}

// listTypeMissingRule: every list field but a list kind's Items (and
// byte slices) says how it merges (+listType).
func listTypeMissingRule(t *typ) []string {
	if t.Kind != kStruct {
		return nil
	}
	var out []string
	for i := range t.Members {
		m := &t.Members[i]
		has := hasTag(m.Doc, tags.ListType)
		if m.Name == "Items" && m.Type.Kind == kSlice && hasMemberNamed(t, "ListMeta") {
			if has {
				out = append(out, m.Name)
			}
			continue
		}
		if m.Type.Kind == kSlice && !(m.Type.Elem.Kind == kBuiltin && m.Type.Elem.Name == "byte") && !has {
			out = append(out, m.Name)
		}
	}
	return out
}

func isListKind(t *typ) bool {
	return len(t.Members) == 3 && hasMemberNamed(t, "TypeMeta") && hasMemberNamed(t, "ListMeta") && hasMemberNamed(t, "Items")
}

func streamingFieldOrderRule(t *typ) []string {
	if !isListKind(t) {
		return nil
	}
	var out []string
	for i, want := range []string{"TypeMeta", "ListMeta", "Items"} {
		if t.Members[i].Name != want {
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
	for _, m := range t.Members {
		tag := gotype.ParseJSONTag(m.Tag)
		switch m.Name {
		case "TypeMeta":
			if !m.Embedded || !tag.Present || (tag.Value != "" && tag.Value != ",inline") {
				out = append(out, "TypeMeta")
			}
		case "ListMeta":
			if tag.Value != "metadata,omitempty" {
				out = append(out, "ListMeta")
			}
		case "Items":
			if tag.Value != "items" {
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
	for _, m := range t.Members {
		v := reflect.StructTag(m.Tag).Get("protobuf")
		switch m.Name {
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
