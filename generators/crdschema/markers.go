package crdschema

import (
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/schema"
)

// marker is one schema marker as written: its registered name, the text
// of its arguments, and where it is.
type marker struct {
	name, args string
	pos        token.Position
}

type markerSet []marker

func (ms markerSet) has(name string) bool {
	return slices.ContainsFunc(ms, func(m marker) bool { return m.name == name })
}

const (
	validationPrefix = "kubebuilder:validation:"
	itemsPrefix      = validationPrefix + "items:"
	markerSchemaless = validationPrefix + "Schemaless"
)

// readMarkers keeps the lines naming a schema marker (see schemaMarkers),
// matched by the longest registered name the line starts with. A line of
// the validation family naming none is a warning: controller-gen ignores
// it, so it changes nothing, which is rarely what its author meant.
func (r *renderer) readMarkers(lines []schema.Line, subject string) markerSet {
	var out markerSet
	for _, l := range lines {
		r.markerAt[l.Pos] = true
		text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l.Text), "+"))
		name, args, ok := splitMarker(text)
		if !ok {
			if strings.HasPrefix(text, validationPrefix) {
				r.diags.Warn(l.Pos, subject, "+%s names no marker and is ignored%s", text, suggestion(text))
			}
			continue
		}
		out = append(out, marker{name: name, args: args, pos: l.Pos})
	}
	return out
}

// splitMarker finds the registered marker text names and its arguments,
// by controller-gen's rule: the name is what precedes the first "=", or
// failing that, that text without its last ":" segment; a marker of named
// arguments (XValidation:rule="...") takes that segment as its first
// argument's name. A marker without "=" is named by its whole text, so
// "UniqueItems:true" names nothing and is ignored, as upstream ignores it.
func splitMarker(text string) (name, args string, ok bool) {
	before, rest, hasArgs := strings.Cut(text, "=")
	if _, ok := schemaMarkers[before]; ok {
		return before, rest, true
	}
	i := strings.LastIndex(before, ":")
	if !hasArgs || i < 0 {
		return "", "", false
	}
	name = before[:i]
	if _, ok := schemaMarkers[name]; !ok {
		return "", "", false
	}
	if namedArgMarkers[name] {
		return name, before[i+1:] + "=" + rest, true
	}
	return name, rest, true
}

// namedArgMarkers take named arguments.
var namedArgMarkers = map[string]bool{
	validationPrefix + "XValidation": true,
	itemsPrefix + "XValidation":      true,
}

// suggestion is what to write for an unknown marker: the text with its
// last ":" an "=" when that names a marker ("UniqueItems:true"), else
// the closest name.
func suggestion(text string) string {
	if i := strings.LastIndex(text, ":"); i >= 0 && !strings.Contains(text, "=") {
		if fixed := text[:i] + "=" + text[i+1:]; fixed != text {
			if _, _, ok := splitMarker(fixed); ok {
				return "; write +" + fixed
			}
		}
	}
	word, _, _ := strings.Cut(text, "=")
	return didYouMean(word)
}

// didYouMean suggests the registered name closest to word.
func didYouMean(word string) string {
	best, bestDist := "", 4
	for n := range schemaMarkers {
		if d := editDistance(strings.ToLower(word), strings.ToLower(n)); d < bestDist {
			best, bestDist = n, d
		}
	}
	if best == "" {
		return ""
	}
	return "; did you mean +" + best + "?"
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

// fieldMarkers and typeMarkers read a declaration's markers once.
func (r *renderer) fieldMarkers(v *types.Var) markerSet {
	if m, ok := r.marks[v]; ok {
		return m
	}
	m := r.readMarkers(r.src.FieldMarkers(v.Pos()), v.Name())
	r.marks[v] = m
	return m
}

func (r *renderer) typeMarkers(tn *types.TypeName) markerSet {
	if m, ok := r.marks[tn]; ok {
		return m
	}
	m := r.readMarkers(r.src.TypeMarkers(tn.Pos()), tn.Name())
	r.marks[tn] = m
	return m
}

// packageOptional reports whether pkg carries
// +kubebuilder:validation:Optional: its fields are optional unless
// marked required.
func (r *renderer) packageOptional(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	if m, ok := r.pkgMarks[pkg]; ok {
		return m.has(validationPrefix + "Optional")
	}
	m := r.readMarkers(r.src.pkgLines[pkg.Path()], pkg.Name())
	r.pkgMarks[pkg] = m
	return m.has(validationPrefix + "Optional")
}

// required is controller-gen's rule: +kubebuilder:validation:Optional,
// +kubebuilder:validation:Required, +optional/+k8s:optional,
// +required/+k8s:required in that order; else required unless the json
// tag says omitempty or omitzero, or the package is optional by default.
func (r *renderer) required(fv fieldVar) bool {
	m := r.fieldMarkers(fv.v)
	switch {
	case m.has(validationPrefix + "Optional"):
		return false
	case m.has(validationPrefix + "Required"):
		return true
	case m.has("optional"), m.has("k8s:optional"):
		return false
	case m.has("required"), m.has("k8s:required"):
		return true
	case r.packageOptional(fv.v.Pkg()):
		return false
	}
	tag, _ := fv.tag.Lookup("json")
	opts := strings.Split(tag, ",")
	for _, o := range opts[1:] {
		if o == "omitempty" || o == "omitzero" || o == "inline" {
			return false
		}
	}
	return opts[0] != ""
}

// checkTags reports the fields of st without a json tag, which
// controller-gen refuses (they do not belong in a serialized type).
func (r *renderer) checkTags(tn *types.TypeName, st *types.Struct) {
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if r.opts.IgnoreUnexportedFields && !f.Exported() && !f.Embedded() {
			continue
		}
		if _, ok := reflect.StructTag(st.Tag(i)).Lookup("json"); !ok {
			r.diags.Add(r.pos(f.Pos()), tn.Name()+"."+f.Name(), "struct field without a json tag; a CRD's types must say their JSON: add `json:\"%s\"` (or `json:\"-\"` to leave it out)", jsonName(f))
		}
	}
}

// jsonName is the name to suggest for a field's json tag.
func jsonName(f *types.Var) string {
	if f.Embedded() {
		return ",inline"
	}
	n := f.Name()
	return strings.ToLower(n[:1]) + n[1:]
}

// oneOfFields are the fields a type's ExactlyOneOf, AtMostOneOf and
// AtLeastOneOf markers name: none of them may be required.
func (r *renderer) oneOfFields(ms markerSet) map[string]bool {
	out := map[string]bool{}
	for _, m := range ms {
		switch m.name {
		case validationPrefix + "ExactlyOneOf", validationPrefix + "AtMostOneOf", validationPrefix + "AtLeastOneOf":
			fields, _ := oneOfFields(m.args) // malformed lists are reported where applied
			for _, f := range fields {
				out[f] = true
			}
		}
	}
	return out
}
