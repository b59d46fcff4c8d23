package smdschema

import (
	"go/token"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
)

// markers are the comment tags of one field or type that shape the schema,
// read as gengo's ExtractCommentTags reads them for openapi-gen: a line
// "+name=value" (or "+name") of the declaration's doc comment.
type markers struct {
	listType, mapType, structType string
	listMapKeys                   []string
	patchStrategy, patchMergeKey  string
	// def is the raw value of +default ("" when absent).
	def string
	// optional and required are +optional and +required: whether the
	// field is required in openapi-gen's sense (see isOptional).
	optional, required bool
	// union marks a struct type whose fields form a union;
	// unionDiscriminator and unionDeprecated mark its fields.
	union, unionDiscriminator, unionDeprecated bool
	// pos says where each marker was written, for warnings.
	pos map[string]token.Position
}

// known lists the markers read here. The declarative validation spelling
// (+k8s:listType, +k8s:listMapKey) is read as a fallback of the plain one:
// openapi-gen ignores it, but it says the same thing, and a type carrying
// only it is best served by honouring it.
var known = map[string]bool{
	"listType": true, "listMapKey": true, "mapType": true, "structType": true,
	"patchStrategy": true, "patchMergeKey": true, "default": true,
	"optional": true, "required": true,
	"union": true, "unionDiscriminator": true, "unionDeprecated": true,
	"k8s:listType": true, "k8s:listMapKey": true,
	"k8s:openapi-model-package": true, // read by namer
}

// parseMarkers reads the markers of lines. Names that look like a
// misspelt known marker are warned about, as they would silently change
// nothing.
func parseMarkers(lines []commentLine, subject string, warns *diag.List) markers {
	m := markers{pos: map[string]token.Position{}}
	var k8sListType string
	var k8sKeys []string
	for _, l := range lines {
		rest, ok := strings.CutPrefix(l.text, "+")
		if !ok {
			continue
		}
		name, value, _ := strings.Cut(rest, "=")
		if !known[name] {
			if strings.HasPrefix(name, "k8s:") {
				continue // declarative validation tags: not about the schema's shape
			}
			if want := lookalike(name); want != "" {
				warns.Warn(l.pos, subject, "unknown marker +%s is ignored; write +%s", name, want)
			}
			continue
		}
		if _, seen := m.pos[name]; !seen {
			m.pos[name] = l.pos
		}
		switch name {
		case "listType":
			m.listType = firstValue(m.listType, value)
		case "listMapKey":
			m.listMapKeys = append(m.listMapKeys, value)
		case "k8s:listType":
			k8sListType = firstValue(k8sListType, value)
		case "k8s:listMapKey":
			k8sKeys = append(k8sKeys, value)
		case "mapType":
			m.mapType = firstValue(m.mapType, value)
		case "structType":
			m.structType = firstValue(m.structType, value)
		case "patchStrategy":
			m.patchStrategy = firstValue(m.patchStrategy, value)
		case "patchMergeKey":
			m.patchMergeKey = firstValue(m.patchMergeKey, value)
		case "default":
			m.def = firstValue(m.def, value)
		case "union":
			m.union = true
		case "unionDiscriminator":
			m.unionDiscriminator = true
		case "unionDeprecated":
			m.unionDeprecated = true
		case "optional":
			m.optional = true
		case "required":
			m.required = true
		}
	}
	// The two spellings are not mixed: where the plain markers say
	// anything, the k8s: ones (which may describe uniqueness for
	// validation only, as with +k8s:unique=map) are left alone.
	if m.listType == "" && len(m.listMapKeys) == 0 && k8sListType != "" {
		m.listType, m.listMapKeys = k8sListType, k8sKeys
		m.pos["listType"] = m.pos["k8s:listType"]
		if len(k8sKeys) > 0 {
			m.pos["listMapKey"] = m.pos["k8s:listMapKey"]
		}
	}
	return m
}

// firstValue keeps the first of repeated single-valued markers, as
// openapi-gen does.
func firstValue(have, v string) string {
	if have != "" {
		return have
	}
	return v
}

var separators = strings.NewReplacer("-", "", "_", "")

// lookalike returns the known marker name differs from only in case or
// separators ("listtype", "list-type", "list_map_key"), or "".
func lookalike(name string) string {
	norm := func(s string) string {
		return strings.ToLower(separators.Replace(s))
	}
	n := norm(name)
	for k := range known {
		if k != name && !strings.HasPrefix(k, "k8s:") && norm(k) == n {
			return k
		}
	}
	return ""
}
