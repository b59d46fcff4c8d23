package validation

import (
	"fmt"
	"go/token"
	"go/types"
)

// Items whose own type is a named list or map: the type's validation
// function takes the list or map itself (obj, oldObj Counts), as every
// nilable type's does, while upstream's iterators (EachMapVal,
// EachValSliceVal, EachPtrSliceVal, EachMapKey) hand each item to it by
// pointer (ValidateFunc[*V]). Upstream's validation-gen writes the call
// anyway and its output does not build; its own corpus has no list or map
// of such a type with validations, and k8s.io/api's map[string]ExtraValue
// builds only because ExtraValue's items have none (no Validate_ExtraValue,
// so nothing iterates). Ours refuses exactly the call that would not build,
// where it is written, with the fix.

// byValueItem notes an iteration of a list's or map's items (or
// keys: what) of the nilable named type item, which has a validation
// function taking a value; at is the field, or the named type, the
// iteration is written for. Nothing is noted for any other item type.
func (e *emitter) byValueItem(item *types.Named, what string, at token.Position) {
	if !isNilable(item) {
		return
	}
	kind := "list"
	if _, isMap := under(item).(*types.Map); isMap {
		kind = "map"
	}
	tag := "+k8s:eachVal=+k8s:opaqueType"
	if what == "keys" {
		tag = "+k8s:eachKey=+k8s:opaqueType"
	}
	e.unbuildable = append(e.unbuildable, &errAt{at, fmt.Sprintf("%s of type %s, a %s with validations: its function Validate_%s takes the %s itself while the generated iteration passes each of them by pointer, so the output would not build (upstream's validation-gen writes it anyway); add %s here to skip their validation, or make them a struct holding the %s",
		what, typeKey(item), kind, item.Obj().Name(), kind, tag, kind)})
}

// byValueLiteral is the error for +k8s:eachVal's call in over items of a
// list or map type (item): with arguments of its own it is passed as a
// function literal taking the item as upstream writes it, the item itself
// for a nilable type, which the iterators' ValidateFunc[*V] does not
// accept for a list or map (a pointer item is already the pointer they
// pass). nil for any other call or item.
func byValueLiteral(in call, item types.Type) error {
	if len(in.args) == 0 {
		return nil
	}
	switch under(item).(type) {
	case *types.Slice, *types.Map:
	default:
		return nil
	}
	return fmt.Errorf("its items are of type %s, which the function written for them would take by value while the generated iteration passes each of them by pointer, so the output would not build (upstream's validation-gen refuses it on a map of lists, and writes it on a list of []byte); make the items a struct type holding the list, with the tag on its field", typeKey(item))
}
