package schema

import (
	"go/token"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/tags"
)

// Line is one marker line of a declaration's doc comment, without the
// comment markers, and where it was written.
type Line struct {
	Text string
	Pos  token.Position
}

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

// known lists the markers read here: the registry's schema markers. The
// declarative validation spelling (+k8s:listType, +k8s:listMapKey) is read
// as a fallback of the plain one: openapi-gen ignores it, but it says the
// same thing, and a type carrying only it is best served by honouring it.
// +k8s:openapi-model-package names definitions, which is the renderer's.
var known = func() map[string]bool {
	m := map[string]bool{}
	for _, name := range tags.SchemaMarkers() {
		m[name] = true
	}
	return m
}()

// parseMarkers reads the markers of lines. Names that look like a
// misspelt known marker are warned about, as they would silently change
// nothing.
func parseMarkers(lines []Line, subject string, warns *diag.List) markers {
	m := markers{pos: map[string]token.Position{}}
	var k8sListType string
	var k8sKeys []string
	for _, l := range lines {
		name, value, _, ok := tags.Split(l.Text)
		if !ok {
			continue
		}
		if !known[name] {
			if _, inFamily := tags.FamilyOf(name); inFamily {
				// +k8s: (declarative validation) and +kubebuilder:
				// (controller-gen) markers: not about the schema's shape.
				continue
			}
			if want := lookalike(name); want != "" {
				warns.Warn(l.Pos, subject, "unknown marker +%s is ignored; write +%s", name, want)
			}
			continue
		}
		if _, seen := m.pos[name]; !seen {
			m.pos[name] = l.Pos
		}
		switch name {
		case tags.ListType:
			m.listType = firstValue(m.listType, value)
		case tags.ListMapKey:
			m.listMapKeys = append(m.listMapKeys, value)
		case tags.K8sListType:
			k8sListType = firstValue(k8sListType, value)
		case tags.K8sListMapKey:
			k8sKeys = append(k8sKeys, value)
		case tags.MapType:
			m.mapType = firstValue(m.mapType, value)
		case tags.StructType:
			m.structType = firstValue(m.structType, value)
		case tags.PatchStrategy:
			m.patchStrategy = firstValue(m.patchStrategy, value)
		case tags.PatchMergeKey:
			m.patchMergeKey = firstValue(m.patchMergeKey, value)
		case tags.Default:
			m.def = firstValue(m.def, value)
		case tags.Union:
			m.union = true
		case tags.UnionDiscriminator:
			m.unionDiscriminator = true
		case tags.UnionDeprecated:
			m.unionDeprecated = true
		case tags.Optional:
			m.optional = true
		case tags.Required:
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

// withTypeMarkers completes a field's markers with those of its type's
// declaration, for each group the field leaves unsaid.
func withTypeMarkers(field, typ markers) markers {
	out := field
	out.pos = map[string]token.Position{}
	for k, p := range field.pos {
		out.pos[k] = p
	}
	take := func(keys ...string) {
		for _, k := range keys {
			if p, ok := typ.pos[k]; ok {
				out.pos[k] = p
			}
		}
	}
	if field.listType == "" && len(field.listMapKeys) == 0 {
		out.listType, out.listMapKeys = typ.listType, typ.listMapKeys
		take("listType", "listMapKey")
	}
	if field.mapType == "" && field.structType == "" {
		out.mapType = typ.mapType
		take("mapType")
	}
	if field.patchStrategy == "" && field.patchMergeKey == "" {
		out.patchStrategy, out.patchMergeKey = typ.patchStrategy, typ.patchMergeKey
		take("patchStrategy", "patchMergeKey")
	}
	return out
}
