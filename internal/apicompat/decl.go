package apicompat

import (
	"go/types"
	"sort"
)

// Kind is what sort of declaration a Decl describes.
type Kind string

const (
	KindConst  Kind = "const"
	KindVar    Kind = "var"
	KindFunc   Kind = "func"
	KindType   Kind = "type"
	KindField  Kind = "field"
	KindMethod Kind = "method"
)

// Decl is one exported declaration of a package. Fields and methods are
// declarations of their own, named "Type.Member", so that a missing method is
// reported as exactly that rather than as a changed type.
type Decl struct {
	// Pkg is the package path relative to the tree's output root ("" for the
	// root itself, otherwise "listers/group/v1" and so on).
	Pkg  string
	Name string
	Kind Kind
	// Sig is the normalised signature: types spelled with full import paths,
	// the output root replaced by "<root>", parameter names dropped.
	Sig string
}

// Key identifies a declaration across two trees.
func (d Decl) Key() string { return d.Pkg + "\x00" + d.Name }

// Decls lists the exported declarations of pkg, sorted by name. rel is the
// package's path relative to the output root; w spells types.
func declsOf(pkg *types.Package, rel string, w *typeWriter) []Decl {
	var out []Decl
	add := func(name string, kind Kind, sig string) {
		out = append(out, Decl{Pkg: rel, Name: name, Kind: kind, Sig: sig})
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Const:
			add(name, KindConst, w.typ(obj.Type())+" = "+obj.Val().ExactString())
		case *types.Var:
			add(name, KindVar, w.typ(obj.Type()))
		case *types.Func:
			add(name, KindFunc, w.signature(obj.Type().(*types.Signature)))
		case *types.TypeName:
			typeDecls(obj, w, add)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// typeDecls adds a type, its exported fields (for structs) and its exported
// methods: the interface's method set, or the method set of *T for other
// types, promoted methods included since they are part of what callers use.
func typeDecls(obj *types.TypeName, w *typeWriter, add func(string, Kind, string)) {
	name := obj.Name()
	if obj.IsAlias() {
		add(name, KindType, "= "+w.typ(obj.Type()))
		return
	}
	named, ok := obj.Type().(*types.Named)
	if !ok {
		add(name, KindType, w.typ(obj.Type()))
		return
	}
	head := w.typeParams(named.TypeParams())
	if head != "" {
		head += " "
	}
	switch u := named.Underlying().(type) {
	case *types.Struct:
		add(name, KindType, head+"struct")
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			if !f.Exported() {
				continue
			}
			sig := w.typ(f.Type())
			if f.Embedded() {
				sig += " (embedded)"
			}
			add(name+"."+f.Name(), KindField, sig)
		}
	case *types.Interface:
		add(name, KindType, head+"interface")
		for i := 0; i < u.NumMethods(); i++ {
			if m := u.Method(i); m.Exported() {
				add(name+"."+m.Name(), KindMethod, w.signature(m.Type().(*types.Signature)))
			}
		}
		return
	default:
		add(name, KindType, head+w.typ(u))
	}
	values := types.NewMethodSet(named)
	pointers := types.NewMethodSet(types.NewPointer(named))
	for i := 0; i < pointers.Len(); i++ {
		m := pointers.At(i).Obj()
		if !m.Exported() {
			continue
		}
		sig := w.signature(m.Type().(*types.Signature))
		// A method only *T has is not part of T's method set: a value no
		// longer satisfies the interfaces it did, so the receiver counts.
		if values.Lookup(m.Pkg(), m.Name()) == nil {
			sig += " (pointer receiver)"
		}
		add(name+"."+m.Name(), KindMethod, sig)
	}
}
