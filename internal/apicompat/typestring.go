package apicompat

import (
	"go/types"
	"strconv"
	"strings"
)

// rootMarker stands for a tree's output root inside signatures.
const rootMarker = "<root>"

// typeWriter spells types the same way for both trees: package paths under
// the output root become "<root>/...", other packages keep their full import
// path, aliases are resolved, and parameter and result names are dropped
// (renaming a parameter changes no caller).
type typeWriter struct {
	root string
}

func (w *typeWriter) pkgPath(p *types.Package) string {
	path := p.Path()
	if path == w.root {
		return rootMarker
	}
	if rest, ok := strings.CutPrefix(path, w.root+"/"); ok {
		return rootMarker + "/" + rest
	}
	return path
}

func (w *typeWriter) typ(t types.Type) string {
	var b strings.Builder
	w.write(&b, t)
	return b.String()
}

func (w *typeWriter) signature(s *types.Signature) string {
	var b strings.Builder
	b.WriteString("func")
	b.WriteString(w.typeParams(s.TypeParams()))
	w.writeSignature(&b, s)
	return b.String()
}

func (w *typeWriter) typeParams(list *types.TypeParamList) string {
	if list.Len() == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < list.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		tp := list.At(i)
		// Type parameters are named by position: renaming one changes no caller.
		b.WriteString("P" + strconv.Itoa(tp.Index()) + " ")
		w.write(&b, tp.Constraint())
	}
	b.WriteByte(']')
	return b.String()
}

func (w *typeWriter) write(b *strings.Builder, t types.Type) {
	switch t := t.(type) {
	case *types.Alias:
		w.write(b, types.Unalias(t))
	case *types.Basic:
		b.WriteString(t.Name())
	case *types.Pointer:
		b.WriteByte('*')
		w.write(b, t.Elem())
	case *types.Slice:
		b.WriteString("[]")
		w.write(b, t.Elem())
	case *types.Array:
		b.WriteString("[" + strconv.FormatInt(t.Len(), 10) + "]")
		w.write(b, t.Elem())
	case *types.Map:
		b.WriteString("map[")
		w.write(b, t.Key())
		b.WriteByte(']')
		w.write(b, t.Elem())
	case *types.Chan:
		switch t.Dir() {
		case types.SendRecv:
			b.WriteString("chan ")
		case types.SendOnly:
			b.WriteString("chan<- ")
		case types.RecvOnly:
			b.WriteString("<-chan ")
		}
		w.write(b, t.Elem())
	case *types.Signature:
		b.WriteString("func")
		w.writeSignature(b, t)
	case *types.Named:
		if obj := t.Obj(); obj.Pkg() != nil {
			b.WriteString(w.pkgPath(obj.Pkg()) + ".")
		}
		b.WriteString(t.Obj().Name())
		if args := t.TypeArgs(); args.Len() > 0 {
			b.WriteByte('[')
			for i := 0; i < args.Len(); i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				w.write(b, args.At(i))
			}
			b.WriteByte(']')
		}
	case *types.TypeParam:
		b.WriteString("P" + strconv.Itoa(t.Index()))
	case *types.Struct:
		b.WriteString("struct{")
		for i := 0; i < t.NumFields(); i++ {
			if i > 0 {
				b.WriteString("; ")
			}
			f := t.Field(i)
			if !f.Embedded() {
				b.WriteString(f.Name() + " ")
			}
			w.write(b, f.Type())
			if tag := t.Tag(i); tag != "" {
				b.WriteString(" " + strconv.Quote(tag))
			}
		}
		b.WriteByte('}')
	case *types.Interface:
		w.writeInterface(b, t)
	case *types.Union:
		for i := 0; i < t.Len(); i++ {
			if i > 0 {
				b.WriteString(" | ")
			}
			if t.Term(i).Tilde() {
				b.WriteByte('~')
			}
			w.write(b, t.Term(i).Type())
		}
	case *types.Tuple:
		w.writeTuple(b, t, false)
	default:
		// Unknown to this writer (a future go/types kind): fall back to
		// go/types' own spelling, still with normalised package paths.
		b.WriteString(types.TypeString(t, w.pkgPath))
	}
}

func (w *typeWriter) writeInterface(b *strings.Builder, t *types.Interface) {
	if t.Empty() {
		b.WriteString("any")
		return
	}
	b.WriteString("interface{")
	first := true
	sep := func() {
		if !first {
			b.WriteString("; ")
		}
		first = false
	}
	// Explicit methods and embedded elements, in declaration order; an
	// embedded named interface is spelled by name, as it was written.
	for i := 0; i < t.NumExplicitMethods(); i++ {
		sep()
		m := t.ExplicitMethod(i)
		b.WriteString(m.Name())
		w.writeSignature(b, m.Type().(*types.Signature))
	}
	for i := 0; i < t.NumEmbeddeds(); i++ {
		sep()
		w.write(b, t.EmbeddedType(i))
	}
	b.WriteByte('}')
}

func (w *typeWriter) writeSignature(b *strings.Builder, s *types.Signature) {
	b.WriteByte('(')
	w.writeTuple(b, s.Params(), s.Variadic())
	b.WriteByte(')')
	res := s.Results()
	switch res.Len() {
	case 0:
	case 1:
		b.WriteByte(' ')
		w.write(b, res.At(0).Type())
	default:
		b.WriteString(" (")
		w.writeTuple(b, res, false)
		b.WriteByte(')')
	}
}

func (w *typeWriter) writeTuple(b *strings.Builder, t *types.Tuple, variadic bool) {
	for i := 0; i < t.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		typ := t.At(i).Type()
		if variadic && i == t.Len()-1 {
			if s, ok := typ.(*types.Slice); ok {
				b.WriteString("...")
				typ = s.Elem()
			}
		}
		w.write(b, typ)
	}
}
