package applyconfig

import (
	"go/types"

	"github.com/kubegen/kubegen/generators/gotype"
)

// refs maps every type that has an apply configuration to the package
// holding it: the --external-applyconfigurations entries plus the types of
// the input packages reachable from a kind that can be applied.
type refs map[typeName]string

// reachable collects t and every type its fields, elements, keys and
// underlying types lead to, into seen. Method sets are not followed.
func reachable(t types.Type, seen map[typeName]bool) {
	t = types.Unalias(t)
	n := nameOf(t)
	if seen[n] {
		return
	}
	seen[n] = true
	if named, ok := t.(*types.Named); ok {
		reachable(named.Underlying(), seen)
	}
	if e := elem(t); e != nil {
		reachable(e, seen)
	}
	if k := mapKey(t); k != nil {
		reachable(k, seen)
	}
	for _, f := range fields(t) {
		reachable(f.Type(), seen)
	}
}

// excluded are the struct types never given apply configurations, as
// upstream: their JSON is not a plain object of fields.
var excluded = map[typeName]bool{
	{runtimePkg, "RawExtension"}: true,
	{runtimePkg, "Unknown"}:      true,
}

// needsApplyConfiguration: struct types with at least one json-tagged
// field get one.
func needsApplyConfiguration(t types.Type) bool {
	if classify(t) != shapeStruct || excluded[nameOf(t)] {
		return false
	}
	for i, f := range fields(t) {
		if _, ok := lookupJSON(f, tagOf(t, i)); ok {
			return true
		}
	}
	return false
}

// convert is the type a field of type t has in an apply configuration:
// a struct with an apply configuration becomes that configuration, maps
// and slices of such elements are converted element-wise, pointers are
// dropped (every field of a configuration is optional anyway).
type acType struct {
	// goType is set when the type is kept as it is.
	goType types.Type
	// ref is the apply configuration a struct became.
	ref *typeName
	// slice or map of elem (key for maps); pointer to elem.
	slice, isMap, pointer bool
	elem, key             *acType
}

func (r refs) convert(t types.Type) *acType {
	switch classify(t) {
	case shapeStruct:
		n := nameOf(t)
		if pkg, ok := r[n]; ok {
			return &acType{ref: &typeName{pkg, n.Name + Suffix}}
		}
	case shapeMap:
		if _, ok := r[nameOf(elem(t))]; ok {
			return &acType{isMap: true, elem: r.convert(elem(t)), key: r.convert(mapKey(t))}
		}
	case shapeSlice:
		if _, ok := r[nameOf(elem(t))]; ok {
			return &acType{slice: true, elem: r.convert(elem(t))}
		}
	case shapePointer:
		return r.convert(elem(t))
	}
	return &acType{goType: gotype.Unalias(t)}
}

// isApplyConfig reports whether t (through pointers) is a struct with an
// apply configuration.
func (r refs) isApplyConfig(t types.Type) bool {
	switch classify(t) {
	case shapeStruct:
		_, ok := r[nameOf(t)]
		return ok
	case shapePointer:
		return r.isApplyConfig(elem(t))
	}
	return false
}

// nillable: slices and maps are stored as they are, anything else behind
// a pointer.
func nillable(t types.Type) bool {
	s := classify(t)
	return s == shapeSlice || s == shapeMap
}

// deref strips pointers.
func deref(t types.Type) types.Type {
	for classify(t) == shapePointer {
		t = elem(t)
	}
	return t
}
