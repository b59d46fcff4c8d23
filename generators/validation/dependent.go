package validation

import (
	"fmt"
	"go/types"
	"strconv"
)

// dependent is +k8s:dependentRequired(<sibling>) or
// +k8s:dependentForbidden(<sibling>) on a field: when the field is set, the
// sibling named by its JSON name must be set (must not be). Upstream runs
// the check in the struct's own validation, so the call is marked for the
// parent.
func dependent(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.scope != onField || c.parent == nil {
		return nil, nil, fmt.Errorf("must be used on a struct field")
	}
	st, ok := c.parent.Underlying().(*types.Struct)
	if !ok {
		return nil, nil, fmt.Errorf("parent type must be a struct")
	}
	if len(tg.args) != 1 {
		return nil, nil, fmt.Errorf("expected exactly one argument naming the dependent field, got %d; write +%s(\"<sibling JSON name>\")", len(tg.args), tg.name)
	}
	depName := tg.args[0].Value
	dep := fieldByJSON(st, depName)
	if dep == nil {
		return nil, nil, fmt.Errorf("no sibling field with JSON name %q", depName)
	}
	trigger, triggerTag := c.fieldTag()
	if trigger == nil {
		return nil, nil, fmt.Errorf("must be used on a struct field")
	}
	if dep == trigger {
		return nil, nil, fmt.Errorf("trigger and dependent field must be different (both are %q)", depName)
	}
	triggerName := jsonTagName(triggerTag)
	if triggerName == "" {
		return nil, nil, fmt.Errorf("trigger field %q has no JSON name", trigger.Name())
	}
	var extract [2]arg
	for i, m := range []struct {
		role string
		v    *types.Var
	}{{"trigger", trigger}, {"dependent", dep}} {
		switch under(m.v.Type()).(type) {
		case *types.Pointer, *types.Slice, *types.Map:
		case *types.Basic:
			// Upstream names the type by its full path here, which only
			// builds for builtins.
			if _, named := types.Unalias(m.v.Type()).(*types.Named); named {
				return nil, nil, errUnsupported{tg.name + " on a field of a named scalar type"}
			}
		default:
			return nil, nil, fmt.Errorf("%s field %q has unsupported type kind %s", m.role, m.v.Name(), typeKey(m.v.Type()))
		}
		extract[i] = hasField(c.parent, m.v)
	}
	name, errType, origin := "DependentRequired", errRequired, "dependentRequired"
	if tg.name == "k8s:dependentForbidden" {
		name, errType, origin = "DependentForbidden", errForbidden, "dependentForbidden"
	}
	// The check runs in the parent and reports at the sibling.
	return []call{{pkg: validatePkg, name: name, level: level, toParent: true, emits: failsAt(errType, origin, "."+depName),
		args: []arg{{text: strconv.Quote(triggerName)}, extract[0], {text: strconv.Quote(depName)}, extract[1]}}}, nil, nil
}
