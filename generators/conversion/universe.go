package conversion

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// kind is the shape of a type as upstream's type model (gengo's) sees it;
// the generated code follows it, so the conversions here must see types
// the same way. The notable difference from go/types: a defined type
// whose underlying type is a builtin, a map or a slice is an alias
// ("type Phase string"), a defined struct is a struct.
type kind int

const (
	kUnsupported kind = iota
	kBuiltin
	kStruct
	kMap
	kSlice
	kPointer
	kAlias
	kInterface
	kArray
	kChan
	kFunc
)

// typ is one type of the universe. Types are made once per name, so two
// types are the same exactly when their pointers are equal, whichever
// package's view (source or export data) they were read from.
type typ struct {
	pkg, name string // name is the whole type's text when pkg is ""
	kind      kind
	elem, key *typ
	under     *typ // of an alias
	members   []member
	len       int64 // of an array
	// doc is the comment block above a named type's declaration; second
	// the block one blank line above that, which upstream also reads for
	// some type tags.
	doc, second []string
	pos         token.Position
}

type member struct {
	name     string
	embedded bool
	tag      string
	t        *typ
	doc      []string
	pos      token.Position
}

// String is the type's full name, as upstream prints it in messages.
func (t *typ) String() string {
	if t.pkg == "" {
		return t.name
	}
	return t.pkg + "." + t.name
}

func (t *typ) isPrimitive() bool {
	return t.kind == kBuiltin || (t.kind == kAlias && t.under.kind == kBuiltin)
}

// isAssignable: deep-assignable (no shared memory after "=").
func (t *typ) isAssignable() bool {
	if t.isPrimitive() {
		return true
	}
	if t.kind == kStruct {
		for _, m := range t.members {
			if !m.t.isAssignable() {
				return false
			}
		}
		return true
	}
	return false
}

func unwrapAlias(t *typ) *typ {
	for t.kind == kAlias {
		t = t.under
	}
	return t
}

// builtinNames are the basic types upstream knows; int8 and uint8 are
// byte to it.
var builtinNames = map[string]string{
	"bool": "bool", "string": "string", "int": "int", "int64": "int64", "int32": "int32", "int16": "int16",
	"int8": "byte", "uint": "uint", "uint64": "uint64", "uint32": "uint32", "uint16": "uint16", "uint8": "byte",
	"uintptr": "uintptr", "byte": "byte", "float64": "float64", "float32": "float32",
}

// universe makes typs from go/types, reading the comments of the parsed
// files it was told of.
type universe struct {
	fset     *token.FileSet
	byName   map[string]*typ
	comments map[fileLine]*ast.CommentGroup
	// source are the packages checked from source, by path: a type of
	// one met through another package's export data (a second copy of
	// the package) is read from here, with its comments.
	source map[string]*types.Package
}

type fileLine struct {
	file string
	line int
}

func newUniverse(fset *token.FileSet) *universe {
	return &universe{fset: fset, byName: map[string]*typ{}, comments: map[fileLine]*ast.CommentGroup{}, source: map[string]*types.Package{}}
}

// addFiles makes the comments of files known, for the declarations in them.
func (u *universe) addFiles(files []*ast.File) {
	for _, f := range files {
		for _, g := range f.Comments {
			p := u.fset.Position(g.End())
			u.comments[fileLine{p.Filename, p.Line}] = g
		}
	}
}

// docAt is the comment block ending on the line above pos.
func (u *universe) docAt(pos token.Pos) []string {
	if !pos.IsValid() {
		return nil
	}
	p := u.fset.Position(pos)
	return splitLines(u.comments[fileLine{p.Filename, p.Line - 1}])
}

// detachedAt is the comment block ending two lines above the doc comment
// of the declaration at pos (or above pos when it has none).
func (u *universe) detachedAt(pos token.Pos) []string {
	if !pos.IsValid() {
		return nil
	}
	p := u.fset.Position(pos)
	line := p.Line
	if doc := u.comments[fileLine{p.Filename, line - 1}]; doc != nil {
		line = u.fset.Position(doc.Pos()).Line
	}
	return splitLines(u.comments[fileLine{p.Filename, line - 2}])
}

func splitLines(g *ast.CommentGroup) []string {
	if g == nil {
		return nil
	}
	s := strings.TrimRight(g.Text(), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func (u *universe) get(pkg, name string) (*typ, bool) {
	key := name
	if pkg != "" {
		key = pkg + "." + name
	}
	t, ok := u.byName[key]
	if !ok {
		t = &typ{pkg: pkg, name: name}
		u.byName[key] = t
	}
	return t, ok
}

// named is the type a package declares under name (nil when it declares
// none, or only an alias).
func (u *universe) named(p *types.Package, name string) *typ {
	obj, ok := p.Scope().Lookup(name).(*types.TypeName)
	if !ok || obj.IsAlias() {
		return nil
	}
	return u.of(obj.Type())
}

// of is the typ of t.
func (u *universe) of(t types.Type) *typ {
	t = types.Unalias(t)
	switch t := t.(type) {
	case *types.Basic:
		name := t.Name()
		if b, ok := builtinNames[name]; ok {
			out, _ := u.get("", b)
			out.kind = kBuiltin
			return out
		}
		out, _ := u.get("", name)
		return out
	case *types.Named:
		obj := t.Obj()
		pkg := ""
		if obj.Pkg() != nil {
			pkg = obj.Pkg().Path()
		}
		name := obj.Name()
		if t.TypeArgs().Len() > 0 || t.TypeParams().Len() > 0 {
			// Generic types never convert; keep them apart by their text.
			pkg, name = "", types.TypeString(t, nil)
		}
		out, seen := u.get(pkg, name)
		if seen {
			return out
		}
		if src := u.source[pkg]; src != nil && src != obj.Pkg() {
			if o, ok := src.Scope().Lookup(name).(*types.TypeName); ok {
				if n, ok := o.Type().(*types.Named); ok {
					t, obj = n, o
				}
			}
		}
		out.pos = u.fset.Position(obj.Pos())
		out.doc = u.docAt(obj.Pos())
		out.second = u.detachedAt(obj.Pos())
		switch under := t.Underlying().(type) {
		case *types.Basic, *types.Map, *types.Slice:
			out.kind = kAlias
			out.under = u.of(under)
		default:
			u.fill(out, under)
		}
		return out
	}
	out, seen := u.get("", types.TypeString(t, nil))
	if !seen {
		u.fill(out, t)
	}
	return out
}

// fill sets the shape of out, whose name is already decided, from the
// unnamed type t.
func (u *universe) fill(out *typ, t types.Type) {
	switch t := t.(type) {
	case *types.Struct:
		out.kind = kStruct
		for i := 0; i < t.NumFields(); i++ {
			f := t.Field(i)
			out.members = append(out.members, member{
				name: f.Name(), embedded: f.Anonymous(), tag: t.Tag(i), t: u.of(f.Type()),
				doc: u.docAt(f.Pos()), pos: u.fset.Position(f.Pos()),
			})
		}
	case *types.Map:
		out.kind = kMap
		out.elem = u.of(t.Elem())
		out.key = u.of(t.Key())
	case *types.Pointer:
		out.kind = kPointer
		out.elem = u.of(t.Elem())
	case *types.Slice:
		out.kind = kSlice
		out.elem = u.of(t.Elem())
	case *types.Array:
		out.kind = kArray
		out.elem = u.of(t.Elem())
		out.len = t.Len()
	case *types.Chan:
		out.kind = kChan
		out.elem = u.of(t.Elem())
	case *types.Signature:
		out.kind = kFunc
	case *types.Interface:
		out.kind = kInterface
	default:
		out.kind = kUnsupported
	}
}
