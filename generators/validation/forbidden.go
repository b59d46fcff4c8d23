package validation

import (
	"fmt"
	"go/types"
)

// forbidden is +k8s:forbidden on a field: as upstream, two calls that
// short-circuit, Forbidden<Kind> (an error when the field is set) and
// Optional<Kind> (which stops the field's other validations, without an
// error, when it is not set), by the field's kind like +k8s:optional.
// Defaults play no part.
func forbidden(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.scope != onField {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, c.scope)
	}
	kind := "Value"
	switch under(c.t).(type) {
	case *types.Slice:
		kind = "Slice"
	case *types.Map:
		kind = "Map"
	case *types.Pointer:
		kind = "Pointer"
	case *types.Struct:
		return nil, nil, fmt.Errorf("non-pointer structs cannot use the %q tag", tg.name)
	}
	return []call{
		{pkg: validatePkg, name: "Forbidden" + kind, shortCircuit: true, level: level, emits: fails(errForbidden, "")},
		{pkg: validatePkg, name: "Optional" + kind, shortCircuit: true, nonError: true, level: level},
	}, nil, nil
}
