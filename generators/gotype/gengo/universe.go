package gengo

import (
	"go/token"
	"go/types"
)

// Generics is how a universe names and shapes generic types, which gengo
// (v0.37.2's) does not model; each generator's output follows its own
// choice, so it is kept.
type Generics int

const (
	// GenericsByName names a generic type, or an instance of it, like any
	// named type, so every instance is the first one met (openapi: its
	// output names types by package and name only).
	GenericsByName Generics = iota
	// GenericsByText names each by its whole text, with no package, and
	// shapes it from its underlying type (conversion: such types never
	// convert, and its messages name them so).
	GenericsByText
	// GenericsUnsupported keeps the package and name, tells instances
	// apart by their whole text in ID, and makes them Unsupported
	// (defaulter: it walks no generic type).
	GenericsUnsupported
)

// Options are where the generators' views differ.
type Options struct {
	// Fset holds the positions of the types converted.
	Fset *token.FileSet
	// Comments finds the doc comments of named types and fields; nil
	// for none.
	Comments *Comments
	// GoBasics names every basic type by its Go name and makes it a
	// Builtin; otherwise gengo's table names them (int8 and uint8 are
	// byte) and a basic type gengo does not know is Unsupported.
	GoBasics bool
	Generics Generics
	// Sources are packages checked from source, by path: a named type met
	// through another copy of its package (export data) is read from
	// here, with its comments.
	Sources map[string]*types.Package
	// Syntax, when set, finds the comments and positions of named types
	// and their fields instead of Fset and Comments.
	Syntax Syntax
	// Methods, when set, gives named types their Methods: those it keeps.
	Methods func(t *types.Named, m *types.Func) bool
}

// Syntax finds comments in syntax a generator parsed itself, for types
// whose positions do not lead to it (openapi: its packages do not share
// one file set, and it reads dependencies' comments from a second parse).
type Syntax interface {
	// Type is a named type's doc comment and position.
	Type(t *types.Named) (doc []string, pos token.Position)
	// Fields are the doc comments and positions of a named struct's
	// fields; ok false leaves them without.
	Fields(t *types.Named, st *types.Struct) (fields []Field, ok bool)
}

// Field is a field's doc comment and position, as a Syntax finds them.
type Field struct {
	Doc []string
	Pos token.Position
}

// Universe converts go/types types into Types, once each by ID.
type Universe struct {
	o    Options
	byID map[string]*Type
}

// New is an empty universe.
func New(o Options) *Universe {
	return &Universe{o: o, byID: map[string]*Type{}}
}

// get is the Type known by id, made (empty) when it is new.
func (u *Universe) get(id, pkg, name string) (*Type, bool) {
	t, ok := u.byID[id]
	if !ok {
		t = &Type{ID: id, Pkg: pkg, Name: name}
		u.byID[id] = t
	}
	return t, ok
}

// Intern is the type named pkg.name (name alone when pkg is ""), made
// empty when the universe has not met it: for a type whose shape a
// generator fixes itself. seen tells whether it was known.
func (u *Universe) Intern(pkg, name string) (t *Type, seen bool) {
	id := name
	if pkg != "" {
		id = pkg + "." + name
	}
	return u.get(id, pkg, name)
}

// Comments is where the universe finds doc comments (nil for none).
func (u *Universe) Comments() *Comments { return u.o.Comments }

// Named is the type package p declares under name; nil when it declares
// none, or only an alias.
func (u *Universe) Named(p *types.Package, name string) *Type {
	obj, ok := p.Scope().Lookup(name).(*types.TypeName)
	if !ok || obj.IsAlias() {
		return nil
	}
	return u.Of(obj.Type())
}

// Of is the Type of t.
func (u *Universe) Of(t types.Type) *Type {
	t = types.Unalias(t)
	switch t := t.(type) {
	case *types.Basic:
		return u.basic(t)
	case *types.Named:
		return u.named(t)
	}
	text := types.TypeString(t, nil)
	out, seen := u.get(text, "", text)
	if !seen {
		out.Go = t
		u.fill(out, t)
	}
	return out
}

func (u *Universe) basic(t *types.Basic) *Type {
	name := t.Name()
	if u.o.GoBasics {
		out, _ := u.get(name, "", name)
		out.Kind, out.Go = Builtin, t
		return out
	}
	b, ok := builtinNames[name]
	if !ok {
		out, _ := u.get(name, "", name)
		out.Go = t
		return out
	}
	out, _ := u.get(b, "", b)
	out.Kind = Builtin
	if out.Go == nil {
		out.Go = t
	}
	return out
}

func (u *Universe) named(t *types.Named) *Type {
	obj := t.Obj()
	pkg, name := "", obj.Name()
	if obj.Pkg() != nil {
		pkg = obj.Pkg().Path()
	}
	id := pkg + "." + name
	if pkg == "" {
		id = name
	}
	generic := t.TypeParams().Len() > 0 || t.TypeArgs().Len() > 0
	if generic {
		switch u.o.Generics {
		case GenericsByText:
			pkg, name = "", types.TypeString(t, nil)
			id = name
		case GenericsUnsupported:
			id = types.TypeString(t, nil)
		}
	}
	out, seen := u.get(id, pkg, name)
	if seen {
		return out
	}
	if src := u.o.Sources[pkg]; src != nil && src != obj.Pkg() {
		if o, ok := src.Scope().Lookup(name).(*types.TypeName); ok {
			if n, ok := o.Type().(*types.Named); ok {
				t, obj = n, o
			}
		}
	}
	out.Go = t
	if u.o.Syntax != nil {
		out.Doc, out.Pos = u.o.Syntax.Type(t)
	} else {
		if u.o.Fset != nil {
			out.Pos = u.o.Fset.Position(obj.Pos())
		}
		out.Doc, out.Detached = u.o.Comments.TypeDocs(obj.Pos())
	}
	if generic && u.o.Generics == GenericsUnsupported {
		return out
	}
	switch under := t.Underlying().(type) {
	case *types.Basic, *types.Map, *types.Slice:
		out.Kind = Alias
		out.Under = u.Of(under)
	case *types.Struct:
		out.Kind = Struct
		fields, ok := []Field(nil), false
		if u.o.Syntax != nil {
			fields, ok = u.o.Syntax.Fields(t, under)
		}
		u.members(out, under, fields, ok)
	default:
		u.fill(out, under)
	}
	if u.o.Methods != nil {
		u.methods(out, t)
	}
	return out
}

// fill sets the kind and parts of out, whose name is decided, from the
// unnamed type t.
func (u *Universe) fill(out *Type, t types.Type) {
	switch t := t.(type) {
	case *types.Struct:
		out.Kind = Struct
		u.members(out, t, nil, false)
	case *types.Map:
		out.Kind = Map
		out.Elem = u.Of(t.Elem())
		out.Key = u.Of(t.Key())
	case *types.Pointer:
		out.Kind = Pointer
		out.Elem = u.Of(t.Elem())
	case *types.Slice:
		out.Kind = Slice
		out.Elem = u.Of(t.Elem())
	case *types.Array:
		out.Kind = Array
		out.Elem = u.Of(t.Elem())
		out.Len = t.Len()
	case *types.Chan:
		out.Kind = Chan
		out.Elem = u.Of(t.Elem())
	case *types.Signature:
		out.Kind = Func
	case *types.Interface:
		out.Kind = Interface
	default:
		out.Kind = Unsupported
	}
}

// members converts a struct's fields. With Options.Syntax, custom tells
// whether fields are theirs (an unnamed struct's never are); otherwise
// Comments finds each field's doc.
func (u *Universe) members(out *Type, st *types.Struct, fields []Field, custom bool) {
	for i := range st.NumFields() {
		f := st.Field(i)
		m := Member{Name: f.Name(), Embedded: f.Embedded(), Tag: st.Tag(i)}
		switch {
		case custom:
			m.Doc, m.Pos = fields[i].Doc, fields[i].Pos
		case u.o.Syntax == nil:
			m.Doc = u.o.Comments.Doc(f.Pos())
			if u.o.Fset != nil {
				m.Pos = u.o.Fset.Position(f.Pos())
			}
		}
		m.Type = u.Of(f.Type())
		out.Members = append(out.Members, m)
	}
}

// methods gives out the methods of t that Options.Methods keeps.
func (u *Universe) methods(out *Type, t *types.Named) {
	out.Methods = map[string]*Method{}
	for i := range t.NumMethods() {
		m := t.Method(i)
		if !u.o.Methods(t, m) {
			continue
		}
		sig := m.Type().(*types.Signature)
		mt := &Method{Params: sig.Params().Len()}
		if _, ok := sig.Recv().Type().(*types.Pointer); ok {
			mt.PtrRecv = true
		}
		for j := range sig.Results().Len() {
			mt.Results = append(mt.Results, u.Of(sig.Results().At(j).Type()))
		}
		out.Methods[m.Name()] = mt
	}
}
