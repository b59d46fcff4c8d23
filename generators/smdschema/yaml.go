package smdschema

import (
	"math"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v2"
	"sigs.k8s.io/structured-merge-diff/v6/schema"
)

// marshal writes s exactly as yaml.Marshal (go.yaml.in/yaml/v2, what
// applyconfiguration-gen uses) does, several times faster: the schema of
// all of k8s.io/api is half a megabyte, and the generic encoder spent more
// time on it than building the schema. The shape of schema.Schema is
// fixed, so its block layout is written here; a string or default value
// whose YAML form depends on where it sits (spaces that may fold, nested
// values) hands the whole schema to yaml.Marshal instead.
func marshal(s *schema.Schema) ([]byte, error) {
	if out, ok := fastMarshal(s); ok {
		return out, nil
	}
	return yaml.Marshal(s)
}

// fastMarshal is marshal's own encoder; ok is false when s holds a value
// it leaves to yaml.Marshal.
func fastMarshal(s *schema.Schema) (out []byte, ok bool) {
	e := &emitter{buf: make([]byte, 0, 400*len(s.Types)+64)}
	e.schema(s)
	return e.buf, !e.fallback
}

// emitter appends YAML in yaml.v2's block style: two-space indents,
// sequences at their key's indent, "- " carrying a mapping's first key.
type emitter struct {
	buf []byte
	// lead is set after "- ": the next key continues that line.
	lead bool
	// fallback is set when a value needs the generic encoder.
	fallback bool
}

func (e *emitter) indent(n int) {
	for range n {
		e.buf = append(e.buf, ' ')
	}
}

// key starts "key:" at indent n (or after a pending "- ").
func (e *emitter) key(n int, k string) {
	if e.lead {
		e.lead = false
	} else {
		e.indent(n)
	}
	e.buf = append(e.buf, k...)
	e.buf = append(e.buf, ':')
}

// item starts a sequence item at indent n.
func (e *emitter) item(n int) {
	e.indent(n)
	e.buf = append(e.buf, "- "...)
	e.lead = true
}

// scalarEntry writes "key: value".
func (e *emitter) scalarEntry(n int, k, v string) {
	e.key(n, k)
	e.buf = append(e.buf, ' ')
	e.buf = append(e.buf, v...)
	e.buf = append(e.buf, '\n')
}

func (e *emitter) schema(s *schema.Schema) {
	if len(s.Types) == 0 {
		e.buf = append(e.buf, "{}\n"...)
		return
	}
	e.buf = append(e.buf, "types:\n"...)
	for i := range s.Types {
		d := &s.Types[i]
		e.item(0)
		if d.Name == "" && atomEmpty(&d.Atom) {
			e.lead = false
			e.buf = append(e.buf, "{}\n"...)
			continue
		}
		if d.Name != "" {
			e.scalarEntry(2, "name", e.str(d.Name))
		}
		e.atom(2, &d.Atom)
	}
}

func atomEmpty(a *schema.Atom) bool { return a.Scalar == nil && a.List == nil && a.Map == nil }

func refEmpty(r *schema.TypeRef) bool {
	return r.NamedType == nil && atomEmpty(&r.Inlined) && r.ElementRelationship == nil
}

// atom writes the entries of an inline atom at indent n.
func (e *emitter) atom(n int, a *schema.Atom) {
	if a.Scalar != nil {
		e.scalarEntry(n, "scalar", e.str(string(*a.Scalar)))
	}
	if l := a.List; l != nil {
		e.key(n, "list")
		if refEmpty(&l.ElementType) && l.ElementRelationship == "" && len(l.Keys) == 0 {
			e.buf = append(e.buf, " {}\n"...)
		} else {
			e.buf = append(e.buf, '\n')
			e.list(n+2, l)
		}
	}
	if m := a.Map; m != nil {
		e.key(n, "map")
		if len(m.Fields) == 0 && len(m.Unions) == 0 && refEmpty(&m.ElementType) && m.ElementRelationship == "" {
			e.buf = append(e.buf, " {}\n"...)
		} else {
			e.buf = append(e.buf, '\n')
			e.mapping(n+2, m)
		}
	}
}

func (e *emitter) list(n int, l *schema.List) {
	if !refEmpty(&l.ElementType) {
		e.key(n, "elementType")
		e.buf = append(e.buf, '\n')
		e.ref(n+2, &l.ElementType)
	}
	if l.ElementRelationship != "" {
		e.scalarEntry(n, "elementRelationship", e.str(string(l.ElementRelationship)))
	}
	if len(l.Keys) > 0 {
		e.key(n, "keys")
		e.buf = append(e.buf, '\n')
		for _, k := range l.Keys {
			e.item(n)
			e.lead = false
			e.buf = append(e.buf, e.str(k)...)
			e.buf = append(e.buf, '\n')
		}
	}
}

func (e *emitter) mapping(n int, m *schema.Map) {
	if len(m.Fields) > 0 {
		e.key(n, "fields")
		e.buf = append(e.buf, '\n')
		for i := range m.Fields {
			e.field(n, &m.Fields[i])
		}
	}
	if len(m.Unions) > 0 {
		e.key(n, "unions")
		e.buf = append(e.buf, '\n')
		for i := range m.Unions {
			e.union(n, &m.Unions[i])
		}
	}
	if !refEmpty(&m.ElementType) {
		e.key(n, "elementType")
		e.buf = append(e.buf, '\n')
		e.ref(n+2, &m.ElementType)
	}
	if m.ElementRelationship != "" {
		e.scalarEntry(n, "elementRelationship", e.str(string(m.ElementRelationship)))
	}
}

// field writes a struct field as a sequence item at indent n.
func (e *emitter) field(n int, f *schema.StructField) {
	e.item(n)
	def, hasDef := e.value(f.Default)
	if f.Name == "" && refEmpty(&f.Type) && !hasDef {
		e.lead = false
		e.buf = append(e.buf, "{}\n"...)
		return
	}
	if f.Name != "" {
		e.scalarEntry(n+2, "name", e.str(f.Name))
	}
	if !refEmpty(&f.Type) {
		e.key(n+2, "type")
		e.buf = append(e.buf, '\n')
		e.ref(n+4, &f.Type)
	}
	if hasDef {
		if block, ok := e.blockValue(n+2, f.Default); ok {
			e.key(n+2, "default")
			e.buf = append(e.buf, '\n')
			e.buf = append(e.buf, block...)
			return
		}
		e.scalarEntry(n+2, "default", def)
	}
}

func (e *emitter) union(n int, u *schema.Union) {
	e.item(n)
	if u.Discriminator == nil && !u.DeduceInvalidDiscriminator && len(u.Fields) == 0 {
		e.lead = false
		e.buf = append(e.buf, "{}\n"...)
		return
	}
	if u.Discriminator != nil {
		e.scalarEntry(n+2, "discriminator", e.str(*u.Discriminator))
	}
	if u.DeduceInvalidDiscriminator {
		e.scalarEntry(n+2, "deduceInvalidDiscriminator", "true")
	}
	if len(u.Fields) > 0 {
		e.key(n+2, "fields")
		e.buf = append(e.buf, '\n')
		for _, f := range u.Fields {
			e.item(n + 2)
			e.scalarEntry(n+4, "fieldName", e.str(f.FieldName))
			e.scalarEntry(n+4, "discriminatorValue", e.str(f.DiscriminatorValue))
		}
	}
}

// ref writes the entries of a type reference at indent n.
func (e *emitter) ref(n int, r *schema.TypeRef) {
	if r.NamedType != nil {
		e.scalarEntry(n, "namedType", e.str(*r.NamedType))
	}
	e.atom(n, &r.Inlined)
	if r.ElementRelationship != nil {
		e.scalarEntry(n, "elementRelationship", e.str(string(*r.ElementRelationship)))
	}
}

// value renders a default value written on its key's line; ok is false
// for nil (omitted). Values of other forms set fallback.
func (e *emitter) value(v any) (string, bool) {
	switch v := v.(type) {
	case nil:
		return "", false
	case string:
		return e.str(v), true
	case bool:
		return strconv.FormatBool(v), true
	case int:
		return strconv.Itoa(v), true
	case int64:
		return strconv.FormatInt(v, 10), true
	case float64:
		switch {
		case math.IsInf(v, 1):
			return ".inf", true
		case math.IsInf(v, -1):
			return "-.inf", true
		case math.IsNaN(v):
			return ".nan", true
		}
		return strconv.FormatFloat(v, 'g', -1, 64), true
	case map[string]any:
		if len(v) == 0 {
			return "{}", true
		}
		return "", true // a block: blockValue
	case []any:
		if len(v) == 0 {
			return "[]", true
		}
		return "", true
	}
	e.fallback = true
	return "", true
}

// blockValue renders a non-empty object or list default as the lines
// under its key at indent n: yaml.Marshal's own rendering of the value
// (key order, quoting), indented as yaml.v2 nests it: a mapping two
// columns in, a sequence at its key's column. ok is false for other
// values.
func (e *emitter) blockValue(n int, v any) ([]byte, bool) {
	in := n + 2
	switch v := v.(type) {
	case map[string]any:
		if len(v) == 0 {
			return nil, false
		}
	case []any:
		if len(v) == 0 {
			return nil, false
		}
		in = n
	default:
		return nil, false
	}
	if hasSpace(v) {
		e.fallback = true // a string that may fold at another column
		return nil, false
	}
	out, err := yaml.Marshal(v)
	if err != nil {
		e.fallback = true
		return nil, false
	}
	var b []byte
	for line := range strings.Lines(string(out)) {
		for range in {
			b = append(b, ' ')
		}
		b = append(b, line...)
	}
	return b, true
}

// hasSpace reports whether a string in v (keys included) has whitespace.
func hasSpace(v any) bool {
	switch v := v.(type) {
	case string:
		return strings.ContainsAny(v, " \t\n")
	case map[string]any:
		for k, x := range v {
			if hasSpace(k) || hasSpace(x) {
				return true
			}
		}
	case []any:
		for _, x := range v {
			if hasSpace(x) {
				return true
			}
		}
	}
	return false
}

// str renders a string scalar. Names and most values are plain; others
// without spaces take yaml.v2's own quoting, which cannot depend on the
// column for them (only spaces allow a fold).
func (e *emitter) str(s string) string {
	if plainSafe(s) {
		return s
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f {
			e.fallback = true
			return ""
		}
	}
	out, err := yaml.Marshal(s)
	if err != nil {
		e.fallback = true
		return ""
	}
	text := strings.TrimSuffix(string(out), "\n")
	if strings.Contains(text, "\n") {
		e.fallback = true
	}
	return text
}

// plainSafe reports whether yaml.v2 writes s plain: a letter or
// underscore, then letters, digits and "_.-/", and not one of the words
// YAML 1.1 reads as a boolean or null.
func plainSafe(s string) bool {
	if s == "" || yamlWords[s] {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		case i > 0 && (c >= '0' && c <= '9' || c == '.' || c == '-' || c == '/'):
		default:
			return false
		}
	}
	return true
}

var yamlWords = map[string]bool{
	"y": true, "Y": true, "yes": true, "Yes": true, "YES": true,
	"n": true, "N": true, "no": true, "No": true, "NO": true,
	"true": true, "True": true, "TRUE": true, "false": true, "False": true, "FALSE": true,
	"on": true, "On": true, "ON": true, "off": true, "Off": true, "OFF": true,
	"null": true, "Null": true, "NULL": true,
}
