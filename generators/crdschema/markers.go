package crdschema

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/schema"
)

// marker is one schema marker as written: its registered name, its
// arguments as generators/markers parses them (the definition's output
// type, see registry.go), and where it is.
type marker struct {
	name  string
	value any
	pos   token.Position
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

// readMarkers parses the lines naming a schema marker for target, by
// controller-gen's grammar and name rules (generators/markers). A marker
// whose arguments do not parse is an error at its line; a line of the
// validation family naming no marker is a warning: controller-gen
// ignores it, so it changes nothing, which is rarely what its author
// meant. Other markers are other generators'.
func (r *renderer) readMarkers(lines []schema.Line, target markers.Target, subject string) markerSet {
	var out markerSet
	for _, l := range lines {
		r.markerAt[lineOf(l.Pos)] = true
		text := "+" + strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l.Text), "+"))
		d := registry.Lookup(text, target)
		if d == nil {
			if strings.HasPrefix(text, "+"+validationPrefix) {
				r.diags.Warn(l.Pos, subject, "%s names no marker and is ignored%s", text, suggestion(text, target))
			}
			continue
		}
		v, err := d.Parse(text)
		if err != nil {
			msg := err.Error()
			if me, ok := err.(*markers.Error); ok {
				msg = me.Message()
			}
			r.diags.Add(l.Pos, subject, "%s", msg)
			continue
		}
		out = append(out, marker{name: d.Name, value: v, pos: l.Pos})
	}
	return out
}

// suggestion is what to write for an unknown marker: the text with its
// last ":" an "=" when that names a marker ("UniqueItems:true"), else
// the closest name.
func suggestion(text string, target markers.Target) string {
	if i := strings.LastIndex(text, ":"); i >= 0 && !strings.Contains(text, "=") {
		if fixed := text[:i] + "=" + text[i+1:]; registry.Lookup(fixed, target) != nil {
			return "; write " + fixed
		}
	}
	if e := registry.Unknown(text, target, token.Position{}); e.Fix != "" {
		return "; " + e.Fix
	}
	return ""
}

// fieldMarkers and typeMarkers read a declaration's markers once.
func (r *renderer) fieldMarkers(v *types.Var) markerSet {
	return r.markersOf(v, markers.OnField, r.src.FieldMarkers)
}

func (r *renderer) typeMarkers(tn *types.TypeName) markerSet {
	return r.markersOf(tn, markers.OnType, r.src.TypeMarkers)
}

func (r *renderer) markersOf(obj types.Object, target markers.Target, lines func(token.Pos) []schema.Line) markerSet {
	if m, ok := r.marks[obj]; ok {
		return m
	}
	var m markerSet
	if c := r.collected(obj.Pkg()); c != nil {
		vs, _ := c.At(obj.Pos())
		m = fromValues(vs)
	} else {
		// A dependency read from export data: its doc comments, without
		// the +k8s: tags controller-gen does not read (k8sOnlyTags): they
		// stage that API's own validation, not the custom resource's, and
		// the type keeps controller-gen's bytes (docs/crdschema.md).
		m = slices.DeleteFunc(r.readMarkers(lines(obj.Pos()), target, obj.Name()), func(m marker) bool {
			_, k8sOnly := k8sOnlyTags[m.name]
			return k8sOnly
		})
	}
	r.marks[obj] = m
	return m
}

// collected is the markers of a loaded package, collected once with the
// registry: their parse errors, and the validation markers naming
// nothing, are reported then, for the whole package as controller-gen
// reports them. nil for a package the load did not parse.
func (r *renderer) collected(pkg *types.Package) *markers.Package {
	if pkg == nil {
		return nil
	}
	if c, ok := r.collections[pkg]; ok {
		return c
	}
	p := r.src.pkgs[pkg.Path()]
	if p == nil {
		r.collections[pkg] = nil
		return nil
	}
	c, err := r.collector.Of(p)
	for _, e := range markers.Errors(err) {
		if me, ok := e.(*markers.Error); ok {
			r.markerAt[lineOf(me.Pos)] = true
			r.diags.Add(me.Pos, pkg.Name(), "%s", me.Message())
			continue
		}
		r.diags.Add(token.Position{}, pkg.Path(), "%v", e)
	}
	for _, u := range c.Unknown {
		if strings.HasPrefix(u.Text, "+"+validationPrefix) {
			r.diags.Warn(u.Pos, pkg.Name(), "%s names no marker and is ignored%s", u.Text, suggestion(u.Text, u.Target))
		}
	}
	for _, vs := range c.Types {
		r.markPositions(vs)
	}
	for _, vs := range c.Fields {
		r.markPositions(vs)
	}
	r.collections[pkg] = c
	return c
}

// markPositions notes where markers were read (see markerAt).
func (r *renderer) markPositions(vs markers.Values) {
	for _, v := range vs {
		r.markerAt[lineOf(v.Pos)] = true
	}
}

func fromValues(vs markers.Values) markerSet {
	var out markerSet
	for _, v := range vs {
		out = append(out, marker{name: v.Name, value: v.Value, pos: v.Pos})
	}
	return out
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
	var m markerSet
	if c := r.collected(pkg); c != nil {
		m = fromValues(c.Markers)
	} else {
		m = r.readMarkers(r.src.pkgLines[pkg.Path()], markers.OnPackage, pkg.Name())
	}
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
	if fv.json.OmitEmpty || fv.json.OmitZero || fv.json.Inline {
		return false
	}
	return fv.json.Name != ""
}

// checkTags reports the fields of st without a json tag, which
// controller-gen refuses (they do not belong in a serialized type).
func (r *renderer) checkTags(tn *types.TypeName, st *types.Struct) {
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if r.opts.IgnoreUnexportedFields && !f.Exported() && !f.Embedded() {
			continue
		}
		if !jsonOf(st, i).Tag.Present {
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
			for _, f := range m.value.([]string) {
				out[f] = true
			}
		}
	}
	return out
}
