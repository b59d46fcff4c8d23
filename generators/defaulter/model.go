package defaulter

import (
	"go/token"
	"go/types"
)

// kind is how upstream's type model (gengo's) classifies a type; the
// defaulter's walk and its output depend on that classification, not on
// go/types', so the walk reads it through node.
type kind int

const (
	kUnsupported kind = iota
	kBuiltin
	kStruct
	kPointer
	kSlice
	kArray
	kMap
	kInterface
	// kAlias is a named type whose underlying type is a builtin, map or
	// slice ("type Protocol string", "type ResourceList map[...]..."):
	// defaults and walks go through to its underlying type.
	kAlias
)

// node is one type as the defaulter sees it. Named structs, interfaces,
// pointers and arrays take their underlying type's kind under their own
// name; a named builtin, map or slice is a kAlias over its underlying type.
type node struct {
	kind kind
	// key names the type as upstream's String does: the import path and
	// name of a named type, the Go spelling (full import paths) otherwise.
	key string
	// pkg is the import path of a named type, "" otherwise.
	pkg  string
	name string
	// goType is the type itself, for printing it in the generated file.
	goType types.Type
	// elem is a pointer's, slice's, array's or map's element; under the
	// underlying type of a kAlias.
	elem, under *node
	members     []member
	// doc is the type's doc comment lines; detached the block above it
	// separated by one blank line.
	doc, detached []string
	// pos is where a named type is declared.
	pos token.Pos
}

type member struct {
	name string
	typ  *node
	doc  []string
	pos  token.Pos
}

// primitive is upstream's IsPrimitive: a builtin, or a named builtin.
func (n *node) primitive() bool {
	return n.kind == kBuiltin || (n.kind == kAlias && n.under != nil && n.under.kind == kBuiltin)
}

// universe converts go/types types to nodes, once each by key, so that a
// type met twice is one node (the walk's recursion guard relies on it).
type universe struct {
	nodes map[string]*node
	src   *sources
}

func newUniverse(src *sources) *universe {
	return &universe{nodes: map[string]*node{}, src: src}
}

func typeKey(t types.Type) string { return types.TypeString(t, nil) }

func (u *universe) node(t types.Type) *node {
	t = types.Unalias(t)
	key := typeKey(t)
	if n, ok := u.nodes[key]; ok {
		return n
	}
	n := &node{key: key, goType: t}
	u.nodes[key] = n
	switch t := t.(type) {
	case *types.Basic:
		n.kind = kBuiltin
		n.name = t.Name()
	case *types.Named:
		obj := t.Obj()
		n.name = obj.Name()
		if obj.Pkg() != nil {
			n.pkg = obj.Pkg().Path()
		}
		n.pos = obj.Pos()
		n.doc, n.detached = u.src.typeComments(obj.Pos())
		if t.TypeParams().Len() > 0 {
			n.kind = kUnsupported
			break
		}
		switch under := t.Underlying().(type) {
		case *types.Basic, *types.Map, *types.Slice:
			n.kind = kAlias
			n.under = u.node(under)
		default:
			u.fill(n, under)
		}
	default:
		u.fill(n, t)
	}
	return n
}

// fill gives n the kind and parts of an unnamed type.
func (u *universe) fill(n *node, t types.Type) {
	switch t := t.(type) {
	case *types.Struct:
		n.kind = kStruct
		for i := 0; i < t.NumFields(); i++ {
			f := t.Field(i)
			n.members = append(n.members, member{name: f.Name(), typ: u.node(f.Type()), doc: u.src.docComment(f.Pos()), pos: f.Pos()})
		}
	case *types.Pointer:
		n.kind = kPointer
		n.elem = u.node(t.Elem())
	case *types.Slice:
		n.kind = kSlice
		n.elem = u.node(t.Elem())
	case *types.Array:
		n.kind = kArray
		n.elem = u.node(t.Elem())
	case *types.Map:
		n.kind = kMap
		n.elem = u.node(t.Elem())
	case *types.Interface:
		n.kind = kInterface
	case *types.Basic:
		n.kind = kBuiltin
		n.name = t.Name()
	default:
		n.kind = kUnsupported
	}
}
