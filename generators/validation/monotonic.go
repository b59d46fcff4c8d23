package validation

import (
	"fmt"
	"go/types"
)

// monotonic is +k8s:monotonic on an integer type or field: on update the
// value may not decrease (validate.Monotonic). An alpha tag: outside
// +k8s:alpha it is upstream's lint error, but in an alpha API version.
func monotonic(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.item != "" {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, c.item)
	}
	if err := noArgsNoValue(tg); err != nil {
		return nil, nil, err
	}
	if b, ok := under(nonPointer(c.t)).(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil, nil, fmt.Errorf("must be an integer type (got %s)", typeKey(c.t))
	}
	return []call{{pkg: validatePkg, name: "Monotonic", level: level}}, nil, nil
}

// noArgsNoValue is upstream's check of a tag that takes neither arguments
// nor a value.
func noArgsNoValue(tg tagAt) error {
	if len(tg.args) > 0 {
		return fmt.Errorf("unrecognized named argument %q; +%s takes none", tg.args[0], tg.name)
	}
	if tg.value != "" || tg.quoted {
		return fmt.Errorf("tag value has wrong type: +%s takes no value (got %q)", tg.name, tg.value)
	}
	return nil
}
