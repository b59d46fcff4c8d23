package deepcopy

import (
	"fmt"
	"github.com/kubegen/kubegen/generators/gotype"
	"go/types"
)

// kind classifies a type the way upstream's type model does, because the
// generated code branches on it: a named type over a basic, map or slice
// type is an "alias" (code is made for what is under it, values are
// constructed with the name), a named struct or interface keeps that kind,
// and a named pointer, array, chan or func type is flattened to that kind.
type kind int

const (
	kUnsupported kind = iota
	kBuiltin
	kStruct
	kMap
	kSlice
	kPointer
	kArray
	kInterface
	kAlias
	kChan
	kFunc
)

func kindOf(t types.Type) kind {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		switch t.Underlying().(type) {
		case *types.Struct:
			return kStruct
		case *types.Interface:
			return kInterface
		case *types.Basic, *types.Map, *types.Slice:
			return kAlias
		}
		return kindOf(t.Underlying())
	case *types.Basic:
		return kBuiltin
	case *types.Struct:
		return kStruct
	case *types.Map:
		return kMap
	case *types.Slice:
		return kSlice
	case *types.Pointer:
		return kPointer
	case *types.Array:
		return kArray
	case *types.Interface:
		return kInterface
	case *types.Chan:
		return kChan
	case *types.Signature:
		return kFunc
	}
	return kUnsupported
}

// under is the type code is generated for: what an "alias" names, else t.
func under(t types.Type) types.Type {
	t = types.Unalias(t)
	if kindOf(t) == kAlias {
		return t.Underlying()
	}
	return t
}

var (
	elem   = gotype.Elem
	mapKey = gotype.MapKey
)

func fields(t types.Type) []*types.Var {
	s, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	out := make([]*types.Var, s.NumFields())
	for i := range out {
		out[i] = s.Field(i)
	}
	return out
}

// primitive: a basic type or a named one over a basic type.
func primitive(t types.Type) bool {
	k := kindOf(t)
	if k == kBuiltin {
		return true
	}
	_, basic := types.Unalias(t).Underlying().(*types.Basic)
	return k == kAlias && basic
}

// assignable reports whether plain assignment copies t deeply: primitives
// and structs made only of such.
func assignable(t types.Type) bool {
	if primitive(t) {
		return true
	}
	if kindOf(t) != kStruct {
		return false
	}
	for _, f := range fields(t) {
		if !assignable(f.Type()) {
			return false
		}
	}
	return true
}

// isReference: pointers, maps, slices and named types over those.
func isReference(t types.Type) bool {
	switch kindOf(t) {
	case kPointer, kMap, kSlice:
		return true
	case kAlias:
		return isReference(under(t))
	}
	return false
}

// emptyStruct is the unnamed struct{}.
func emptyStruct(t types.Type) bool {
	s, ok := types.Unalias(t).(*types.Struct)
	return ok && s.NumFields() == 0
}

// method finds a method declared on a named type (either receiver), or in
// an interface's method set. Promoted methods of embedded fields do not
// count: the generated code must copy the outer type's own fields.
//
// hidden, when not nil, drops methods upstream cannot see: those declared
// in dependencies' generated files, which its parser skips.
func method(t types.Type, name string, hidden func(*types.Func) bool) *types.Func {
	t = types.Unalias(t)
	if iface, ok := t.Underlying().(*types.Interface); ok {
		for i := range iface.NumMethods() {
			if m := iface.Method(i); m.Name() == name && (hidden == nil || !hidden(m)) {
				return m
			}
		}
		return nil
	}
	n, ok := t.(*types.Named)
	if !ok {
		return nil
	}
	for i := range n.NumMethods() {
		if m := n.Method(i); m.Name() == name && (hidden == nil || !hidden(m)) {
			return m
		}
	}
	return nil
}

func sameType(a, b types.Type) bool { return types.Identical(types.Unalias(a), types.Unalias(b)) }

func pointerTo(t, target types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && sameType(p.Elem(), target)
}

// deepCopyMethod returns t's own DeepCopy method's signature when it has
// one: func (T) DeepCopy() T or func (*T) DeepCopy() *T.
func deepCopyMethod(t types.Type, hidden func(*types.Func) bool) (*types.Signature, error) {
	m := method(t, "DeepCopy", hidden)
	if m == nil {
		return nil, nil
	}
	sig := m.Type().(*types.Signature)
	if sig.Params().Len() != 0 {
		return nil, fmt.Errorf("DeepCopy must take no parameters")
	}
	if sig.Results().Len() != 1 {
		return nil, fmt.Errorf("DeepCopy must return exactly one result")
	}
	res := sig.Results().At(0).Type()
	ptrResult, valResult := pointerTo(res, t), sameType(res, t)
	if !ptrResult && !valResult {
		return nil, fmt.Errorf("DeepCopy must return %s or *%s", typeName(t), typeName(t))
	}
	if r := sig.Recv(); r != nil {
		if pointerTo(r.Type(), t) && !ptrResult {
			return nil, fmt.Errorf("DeepCopy on a pointer receiver must return *%s", typeName(t))
		}
		if sameType(r.Type(), t) && !valResult {
			return nil, fmt.Errorf("DeepCopy on a value receiver must return %s", typeName(t))
		}
	}
	return sig, nil
}

// deepCopyIntoMethod returns t's own DeepCopyInto(*T) method's signature.
func deepCopyIntoMethod(t types.Type, hidden func(*types.Func) bool) (*types.Signature, error) {
	m := method(t, "DeepCopyInto", hidden)
	if m == nil {
		return nil, nil
	}
	sig := m.Type().(*types.Signature)
	if sig.Params().Len() != 1 || !pointerTo(sig.Params().At(0).Type(), t) {
		return nil, fmt.Errorf("DeepCopyInto must take exactly one parameter of type *%s", typeName(t))
	}
	if sig.Results().Len() != 0 {
		return nil, fmt.Errorf("DeepCopyInto must return nothing")
	}
	return sig, nil
}

func typeName(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return t.String()
}

// resultIsPointer reports whether a DeepCopy signature returns a pointer.
func resultIsPointer(sig *types.Signature) bool {
	return kindOf(sig.Results().At(0).Type()) == kPointer
}

// receiverIsPointer reports whether a method's receiver is a pointer.
func receiverIsPointer(sig *types.Signature) bool {
	r := sig.Recv()
	return r != nil && kindOf(r.Type()) == kPointer
}
