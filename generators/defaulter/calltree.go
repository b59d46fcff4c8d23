package defaulter

import (
	"encoding/json"
	"fmt"
	"go/token"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// callNode is one step of the path from the object to something to
// default: a field, a pointer's element, a slice's items or a map's
// values. The defaulter's body is an in-order walk of the tree.
type callNode struct {
	field string         // the field to select
	at    token.Position // where the field is declared
	key   bool           // range over a map's values
	index bool           // range over a slice's or array's items
	elem  bool           // the value is a pointer

	// call are the functions to call on the value, in order.
	call     []*fn
	children []*callNode

	// The +default value applied to the value when it is unset.
	def defaultValue
	// defPrimitive: the value (through pointers and named types) is a
	// builtin, assigned directly; otherwise the default is JSON decoded.
	defPrimitive bool
	// markerOnly: the node exists only to apply a default.
	markerOnly bool
	// defType is the value's type through pointers and named types;
	// defTop the value's own type.
	defType, defTop *node
	// defAt is where the +default is.
	defAt token.Position
}

type defaultValue struct {
	// inline is the +default value as written (JSON).
	inline string
	// ref is a ref(...) value: the constant's package and name.
	refPkg, refName string
	// refLocal is the package's name in the file, once resolved.
	refLocal string
}

func (d defaultValue) empty() bool { return d.inline == "" && d.refName == "" }

// resolved is the value as the generated code spells it.
func (d defaultValue) resolved() string {
	if d.inline != "" {
		return d.inline
	}
	if d.refLocal == "" {
		return d.refName
	}
	return d.refLocal + "." + d.refName
}

// callTree builds the call tree of a type.
type callTree struct {
	existing funcMap
	newDefs  newDefaulters
	building map[*node]bool
	// errs are bad +default values met, each once.
	errs *[]defaultError
}

type defaultError struct {
	pos token.Position
	msg string
}

func newCallTree(existing funcMap, newDefs newDefaulters, errs *[]defaultError) *callTree {
	if errs == nil {
		errs = new([]defaultError)
	}
	return &callTree{existing: existing, newDefs: newDefs, building: map[*node]bool{}, errs: errs}
}

// build returns the call tree of t, nil when there is nothing to call or
// default in it. The root is always reached through a pointer. Recursion
// stops at a type with an object defaulter (it covers its fields), at a
// base defaulter tagged +k8s:defaulter-gen=covers, and at a type already
// being walked.
func (c *callTree) build(t *node, root bool) *callNode {
	parent := &callNode{elem: root}
	if root {
		parent.at = t.Pos
	}
	d := c.existing[t.ID]
	nd, generated := c.newDefs[t.ID]
	switch {
	case !root && generated && nd.object != nil:
		parent.call = append(parent.call, nd.object)
		return parent
	case d.object != nil:
		parent.call = append(parent.call, d.object)
		return parent
	case d.base != nil:
		parent.call = append(parent.call, d.base)
		if slices.Equal(tags.Values(d.base.doc, tagEnabled), []string{valueCovers}) {
			return parent
		}
	}
	parent.call = append(parent.call, d.additional...)

	if c.building[t] {
		return nil
	}
	c.building[t] = true
	defer func() { c.building[t] = false }()

	switch t.Kind {
	case kPointer:
		if child := c.build(t.Elem, false); child != nil {
			child.elem = true
			parent.children = append(parent.children, child)
		}
	case kSlice, kArray:
		if child := c.build(t.Elem, false); child != nil {
			child.index = true
			if t.Elem.Kind == kPointer {
				child.elem = true
			}
			parent.children = append(parent.children, child)
		} else if m := c.withDefault(nil, t.Elem, t.Elem.Doc, t.Elem.Pkg, t.Elem.Pos); m != nil {
			m.index = true
			parent.children = append(parent.children, m)
		}
	case kMap:
		if child := c.build(t.Elem, false); child != nil {
			child.key = true
			parent.children = append(parent.children, child)
		} else if m := c.withDefault(nil, t.Elem, t.Elem.Doc, t.Elem.Pkg, t.Elem.Pos); m != nil {
			m.key = true
			parent.children = append(parent.children, m)
		}
	case kStruct:
		for _, f := range t.Members {
			if f.Type.Kind == kPointer && f.Type.Elem.Kind == kPointer && c.build(f.Type.Elem, false) != nil {
				c.fail(f.Pos, fmt.Sprintf("field %s is a pointer to a pointer to a type with defaulters: upstream's defaulter passes it where a single pointer is wanted, which does not compile; make it a single pointer", f.Name))
			}
			if child := c.build(f.Type, false); child != nil {
				child.field, child.at = f.Name, f.Pos
				c.withDefault(child, f.Type, f.Doc, f.Type.Pkg, f.Pos)
				parent.children = append(parent.children, child)
			} else if m := c.withDefault(nil, f.Type, f.Doc, t.Pkg, f.Pos); m != nil {
				m.field, m.at = f.Name, f.Pos
				parent.children = append(parent.children, m)
			}
		}
	case kAlias:
		if child := c.build(t.Under, false); child != nil {
			parent.children = append(parent.children, child)
		}
	}
	if len(parent.children) == 0 && len(parent.call) == 0 {
		return nil
	}
	return parent
}

// zeroValues are the JSON values a +default equal to the type's zero
// value decodes to, by the type's key: such a default changes nothing and
// is skipped.
var zeroValues = map[string]any{
	"uint": 0., "uint8": 0., "uint16": 0., "uint32": 0., "uint64": 0.,
	"int": 0., "int8": 0., "int16": 0., "int32": 0., "int64": 0.,
	"byte": 0., "float64": 0., "float32": 0.,
	"bool": false, "time.Time": "", "string": "",
	"integer": 0., "number": 0., "boolean": false,
	"[]byte": "", "interface{}": nil,
}

// resolve follows named types and pointers to the value's base type;
// depth counts the pointers.
func resolve(t *node) (*node, int) {
	depth := 0
	for {
		switch {
		case t.Kind == kAlias && t.Under != nil:
			t = t.Under
		case t.Kind == kPointer:
			t = t.Elem
			depth++
		default:
			return t, depth
		}
	}
}

// pointerPath is the element of every pointer between t and its base
// value type, outermost first.
func pointerPath(t *node) []*node {
	var path []*node
	for t != nil {
		switch {
		case t.Kind == kAlias && t.Under != nil:
			t = t.Under
		case t.Kind == kPointer:
			t = t.Elem
			path = append(path, t)
		default:
			t = nil
		}
	}
	return path
}

// nestedDefault is the first +default met on t's named types and pointers
// down to its base type.
func (c *callTree) nestedDefault(t *node) string {
	for {
		if v := c.defaults(t, t.Doc); len(v) == 1 && v[0] != "" {
			return v[0]
		}
		switch {
		case t.Kind == kAlias && t.Under != nil:
			t = t.Under
		case t.Kind == kPointer:
			t = t.Elem
		default:
			return ""
		}
	}
}

func (c *callTree) defaults(t *node, lines []string) []string {
	return tags.Values(lines, tagDefault)
}

var refRE = regexp.MustCompile(`^ref\(([^"]+)\)$`)

// withDefault applies the +default among lines to node (making a node
// that only defaults when node is nil); it returns the node, or nil when
// there is no default and node was nil. pkg is where a ref(Name) without
// a package resolves.
func (c *callTree) withDefault(n *callNode, t *node, lines []string, pkg string, at token.Position) *callNode {
	vals := c.defaults(t, lines)
	var value string
	switch {
	case len(vals) == 1:
		value = vals[0]
	case len(vals) > 1:
		c.fail(at, fmt.Sprintf("+%s is given %d times (%q); keep one", tagDefault, len(vals), vals))
		return n
	}
	base, depth := resolve(t)
	if depth > 0 && value == "" {
		value = c.nestedDefault(t)
	}
	if value == "" {
		return n
	}
	var d defaultValue
	var decoded any
	if m := refRE.FindStringSubmatch(value); m != nil {
		d.refPkg, d.refName = pkg, m[1]
		if i := strings.LastIndex(m[1], "."); i >= 0 {
			d.refPkg, d.refName = m[1][:i], m[1][i+1:]
		}
	} else if err := json.Unmarshal([]byte(value), &decoded); err != nil {
		c.fail(at, fmt.Sprintf("+%s=%s is not JSON (%v); write a JSON value (a string in double quotes) or ref(<constant>)", tagDefault, value, err))
		return n
	} else {
		d.inline = value
	}
	if decoded != nil {
		if zero, ok := zeroValues[t.ID]; ok && reflect.DeepEqual(decoded, zero) {
			return n // defaulting to the zero value changes nothing
		}
	}
	if base.IsPrimitive() && d.inline != "" {
		if why := valueKindMismatch(base.ID, decoded); why != "" {
			c.fail(at, fmt.Sprintf("+%s=%s does not fit: %s", tagDefault, value, why))
			return n
		}
	}
	if !base.IsPrimitive() && !nillable(t) {
		c.fail(at, fmt.Sprintf("+%s=%s on a value of type %s: upstream's defaulter compares it with nil, which does not compile; make it a pointer, or default its fields instead", tagDefault, value, t.ID))
		return n
	}
	if n == nil {
		n = &callNode{markerOnly: true}
	}
	n.defPrimitive = base.IsPrimitive()
	n.defType = base
	n.defTop = t
	n.def = d
	n.defAt = at
	return n
}

func (c *callTree) fail(at token.Position, msg string) {
	for _, e := range *c.errs {
		if e.msg == msg && e.pos == at {
			return
		}
	}
	*c.errs = append(*c.errs, defaultError{at, msg})
}

// nillable reports whether a value of t can be compared with nil.
func nillable(t *node) bool {
	if t.Kind == kAlias && t.Under != nil {
		t = t.Under
	}
	switch t.Kind {
	case kPointer, kSlice, kMap, kInterface:
		return true
	}
	return false
}
