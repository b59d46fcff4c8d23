package deepcopy

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/gotype"
)

// body writes the statements of one file's DeepCopyInto functions. The
// variables in and out are shadowed at every nesting level, so the code
// for a field shape is the same wherever that shape occurs.
type body struct {
	b   strings.Builder
	im  *gofile.Imports
	err error // the first unsupported shape met
	// hidden filters out methods from generated files (see method).
	hidden func(*types.Func) bool
	// self is the package the functions are generated in.
	self *types.Package
	// controllerGen writes controller-gen's code where it differs from
	// deepcopy-gen's: no "return" closing DeepCopyInto, and a map value
	// of reference type copied from inVal := (*in)[key], not from val.
	controllerGen bool
}

// needsCopyMethods checks a struct type whose DeepCopyInto or DeepCopy the
// code being written calls, having found no such method: a type of this
// package gets them generated, unless it is unexported or has no name.
// Upstream's deepcopy-gen (and controller-gen) skip unexported types too,
// and write method calls on anonymous structs; their output then does not
// build. Here either is an error that says what to do.
func (g *body) needsCopyMethods(t types.Type, where string) {
	if _, anonymous := types.Unalias(t).(*types.Struct); anonymous {
		// Only a named type can have methods, so nothing can copy the
		// pointers, slices or maps inside this one.
		g.fail("%s has an anonymous struct type that holds pointers, slices or maps, which cannot be deep-copied (no DeepCopyInto can be declared for it); declare a named struct type for it", where)
		return
	}
	n, ok := types.Unalias(t).(*types.Named)
	if ok && n.TypeArgs().Len() > 0 {
		// Generated functions are written for declared types only, and
		// a generic type's instances are not declared anywhere.
		name := n.Obj().Name()
		g.fail("%s has the generic type %s, which gets no deep-copy functions (none are generated for generic types); write func (in *%s[T]) DeepCopyInto(out *%s[T]) for it", where, g.raw(t), name, name)
		return
	}
	if !ok || n.Obj().Exported() || n.Obj().Pkg() != g.self || g.self == nil {
		return
	}
	g.fail("%s has the unexported type %s, which gets no deep-copy functions (only exported types do), so it cannot be copied; export the type, or write func (in *%s) DeepCopyInto(out *%s) for it", where, n.Obj().Name(), n.Obj().Name(), n.Obj().Name())
}

func (g *body) p(format string, args ...any) { fmt.Fprintf(&g.b, format, args...) }

func (g *body) fail(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf(format, args...)
	}
}

// shallow reports whether assigning a value of the type copies it deeply
// enough: assignable(t) for deepcopy-gen, for controller-gen its own rule
// on cg, under which a type alias (met before its underlying type is
// taken) is never shallow, so a struct with a field of alias type is copied
// with DeepCopyInto.
func (g *body) shallow(t, cg types.Type) bool {
	if !g.controllerGen {
		return assignable(t)
	}
	return controllerGenShallow(cg)
}

func controllerGenShallow(t types.Type) bool {
	switch t := t.(type) {
	case *types.Basic:
		return t.Kind() != types.Invalid && t.Kind() != types.UnsafePointer
	case *types.Named:
		return controllerGenShallow(t.Underlying())
	case *types.Struct:
		for f := range t.Fields() {
			if !controllerGenShallow(f.Type()) {
				return false
			}
		}
		return true
	}
	return false
}

// fieldError is a failure that belongs at a field's line rather than at
// its type's.
type fieldError struct {
	at  token.Pos
	msg string
}

func (e *fieldError) Error() string { return e.msg }

// raw renders t in this file, naming what aliases stand for as
// deepcopy-gen does; controller-gen writes an alias's own name.
func (g *body) raw(t types.Type) string {
	if g.controllerGen {
		return g.im.Type(t)
	}
	return g.im.Type(gotype.Unalias(t))
}

// methods returns t's DeepCopy and DeepCopyInto signatures; a malformed
// one is reported and treated as absent.
func (g *body) methods(t types.Type) (dc, dci *types.Signature) {
	dc, err := deepCopyMethod(t, g.hidden)
	if err != nil {
		g.fail("%s: %v", g.raw(t), err)
	}
	dci, err = deepCopyIntoMethod(t, g.hidden)
	if err != nil {
		g.fail("%s: %v", g.raw(t), err)
	}
	return dc, dci
}

func (g *body) hasMethods(t types.Type) bool {
	dc, dci := g.methods(t)
	return dc != nil || dci != nil
}

// interfaceMethod is the DeepCopy<Name> method a value of interface type
// t is copied with; unnamed interfaces have none.
func (g *body) interfaceMethod(t types.Type, where string) (string, bool) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		g.fail("%s: cannot deep-copy a value of the unnamed interface type %s; use a named interface that has a DeepCopy<Name>() method", where, t)
		return "", false
	}
	return "DeepCopy" + n.Obj().Name(), true
}

// generate writes the copy of *in into *out for t.
func (g *body) generate(t types.Type) {
	switch kindOf(under(t)) {
	case kBuiltin:
		g.builtin(t)
	case kMap:
		g.mapOf(t)
	case kSlice:
		g.slice(t)
	case kStruct:
		g.structOf(t)
	case kPointer:
		g.pointer(t)
	default:
		g.fail("cannot deep-copy a value of type %s", g.raw(t))
	}
}

func (g *body) builtin(t types.Type) {
	if g.hasMethods(t) {
		g.p("*out = in.DeepCopy()\n")
		return
	}
	g.p("*out = *in\n")
}

// copyWithMethods writes dst = copy of src for a type with its own
// DeepCopy/DeepCopyInto, minding which side is a pointer.
func (g *body) copyWithMethods(t types.Type, dc *types.Signature, dst, src string, intoOK bool) {
	leftPointer := kindOf(t) == kPointer
	rightPointer := !isReference(t)
	if dc != nil {
		rightPointer = resultIsPointer(dc)
	}
	switch {
	case leftPointer == rightPointer:
		g.p("%s = %s.DeepCopy()\n", dst, src)
	case leftPointer:
		g.p("x := %s.DeepCopy()\n%s = &x\n", src, dst)
	case intoOK:
		g.p("%s.DeepCopyInto(&%s)\n", src, dst)
	default:
		g.p("%s = *%s.DeepCopy()\n", dst, src)
	}
}

func (g *body) mapOf(t types.Type) {
	if g.hasMethods(t) {
		g.p("*out = in.DeepCopy()\n")
		return
	}
	ut := under(t)
	et := elem(ut)
	uet := under(et)
	if !assignable(mapKey(ut)) {
		g.fail("cannot deep-copy %s: its key type is not a plain value", g.raw(t))
		return
	}
	g.p("*out = make(%s, len(*in))\n", g.raw(t))
	g.p("for key, val := range *in {\n")
	dc, dci := g.methods(et)
	switch k := kindOf(uet); {
	case dc != nil || dci != nil:
		g.copyWithMethods(et, dc, "(*out)[key]", "val", false)
	case emptyStruct(et), g.shallow(uet, et):
		g.p("(*out)[key] = val\n")
	case k == kInterface:
		if m, ok := g.interfaceMethod(uet, g.raw(t)); ok {
			g.p("if val == nil {\n(*out)[key] = nil\n} else {\n(*out)[key] = val.%s()\n}\n", m)
		}
	case k == kSlice || k == kMap || k == kPointer:
		g.p("var outVal %s\n", g.raw(uet))
		g.p("if val == nil {\n(*out)[key] = nil\n} else {\n")
		if g.controllerGen {
			g.p("inVal := (*in)[key]\nin, out := &inVal, &outVal\n")
		} else {
			g.p("in, out := &val, &outVal\n")
		}
		g.generate(et)
		g.p("}\n(*out)[key] = outVal\n")
	case k == kStruct:
		g.needsCopyMethods(et, "the map "+g.raw(t)+"'s value")
		g.p("(*out)[key] = *val.DeepCopy()\n")
	default:
		g.fail("cannot deep-copy %s: unsupported element type", g.raw(t))
	}
	g.p("}\n")
}

func (g *body) slice(t types.Type) {
	if g.hasMethods(t) {
		g.p("*out = in.DeepCopy()\n")
		return
	}
	et := elem(under(t))
	uet := under(et)
	g.p("*out = make(%s, len(*in))\n", g.raw(t))
	switch k := kindOf(uet); {
	case g.hasMethods(et):
		g.p("for i := range *in {\n(*in)[i].DeepCopyInto(&(*out)[i])\n}\n")
	case k == kBuiltin || g.shallow(uet, uet):
		g.p("copy(*out, *in)\n")
	case k == kSlice || k == kMap || k == kPointer:
		g.p("for i := range *in {\nif (*in)[i] != nil {\nin, out := &(*in)[i], &(*out)[i]\n")
		g.generate(et)
		g.p("}\n}\n")
	case k == kInterface:
		if m, ok := g.interfaceMethod(uet, g.raw(t)); ok {
			g.p("for i := range *in {\nif (*in)[i] != nil {\n(*out)[i] = (*in)[i].%s()\n}\n}\n", m)
		}
	case k == kStruct:
		g.needsCopyMethods(et, "the slice "+g.raw(t)+"'s element")
		g.p("for i := range *in {\n(*in)[i].DeepCopyInto(&(*out)[i])\n}\n")
	default:
		g.fail("cannot deep-copy %s: unsupported element type", g.raw(t))
	}
}

func (g *body) structOf(t types.Type) {
	if g.hasMethods(t) {
		g.p("*out = in.DeepCopy()\n")
		return
	}
	// Assignment copies every value field; then the fields that share
	// memory are replaced by copies.
	g.p("*out = *in\n")
	for _, f := range fields(under(t)) {
		ft := f.Type()
		uft := under(ft)
		name := f.Name()
		dc, dci := g.methods(ft)
		switch k := kindOf(uft); {
		case dc != nil || dci != nil:
			g.copyWithMethods(ft, dc, "out."+name, "in."+name, true)
		case k == kBuiltin:
		case k == kMap || k == kSlice || k == kPointer:
			g.p("if in.%s != nil {\nin, out := &in.%s, &out.%s\n", name, name, name)
			g.generate(ft)
			g.p("}\n")
		case k == kArray:
			g.p("out.%s = in.%s\n", name, name)
		case k == kStruct:
			if g.shallow(ft, ft) {
				g.p("out.%s = in.%s\n", name, name)
			} else {
				g.needsCopyMethods(ft, "field "+name)
				g.p("in.%s.DeepCopyInto(&out.%s)\n", name, name)
			}
		case k == kInterface && g.controllerGen:
			// controller-gen copies no interface field (it fails the run
			// with "invalid field type"); so does its drop-in.
			if g.err == nil {
				g.err = &fieldError{at: f.Pos(), msg: fmt.Sprintf("field %s: controller-gen cannot deep-copy a field of interface type %s "+
					"(upstream fails with \"invalid field type\"); give the field a concrete type, or write DeepCopyInto for %s by hand "+
					"and mark the type +kubebuilder:object:generate=false", name, g.raw(ft), g.raw(t))}
			}
		case k == kInterface:
			if m, ok := g.interfaceMethod(uft, g.raw(t)+"."+name); ok {
				g.p("if in.%s != nil {\nout.%s = in.%s.%s()\n}\n", name, name, name, m)
			}
		default:
			g.fail("%s.%s: cannot deep-copy a field of type %s; write func (in *%s) DeepCopyInto(out *%s) by hand and tag the type +k8s:deepcopy-gen=false", g.raw(t), name, g.raw(ft), g.raw(t), g.raw(t))
		}
	}
}

func (g *body) pointer(t types.Type) {
	et := elem(under(t))
	uet := under(et)
	dc, dci := g.methods(et)
	switch k := kindOf(uet); {
	case dc != nil || dci != nil:
		rightPointer := !isReference(et)
		if dc != nil {
			rightPointer = resultIsPointer(dc)
		}
		if rightPointer {
			g.p("*out = (*in).DeepCopy()\n")
		} else {
			g.p("x := (*in).DeepCopy()\n*out = &x\n")
		}
	case g.shallow(uet, uet):
		g.p("*out = new(%s)\n**out = **in\n", g.raw(et))
	case k == kMap || k == kSlice || k == kPointer:
		g.p("*out = new(%s)\nif **in != nil {\nin, out := *in, *out\n", g.raw(et))
		g.generate(uet)
		g.p("}\n")
	case k == kStruct:
		g.needsCopyMethods(et, "the pointer "+g.raw(t)+"'s element")
		g.p("*out = new(%s)\n(*in).DeepCopyInto(*out)\n", g.raw(et))
	default:
		g.fail("cannot deep-copy %s: unsupported element type", g.raw(t))
	}
}
