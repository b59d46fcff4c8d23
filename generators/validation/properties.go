package validation

import (
	"fmt"
	"go/types"
	"strconv"
)

// properties is +k8s:minProperties=<n> or +k8s:maxProperties=<n> on a map
// with string keys (0 <= n <= 100000): validate.MinProperties or
// MaxProperties, the latter short-circuiting as maxItems does.
func properties(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.item != "" {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, c.item)
	}
	if len(tg.args) > 0 {
		return nil, nil, fmt.Errorf("unrecognized named argument %q; +%s takes none", tg.args[0], tg.name)
	}
	m, ok := under(c.t).(*types.Map)
	if !ok {
		return nil, nil, fmt.Errorf("can only be used on map types (%s)", typeKey(c.t))
	}
	if k, ok := under(m.Key()).(*types.Basic); !ok || k.Kind() != types.String {
		return nil, nil, fmt.Errorf("can only be used on map types with string-based keys (%s)", typeKey(c.t))
	}
	if tg.quoted || payloadKind(tg) != "int" {
		return nil, nil, fmt.Errorf("tag value has wrong type: want a non-negative integer, e.g. +%s=10", tg.name)
	}
	n, err := count(tg.value)
	if err != nil {
		return nil, nil, err
	}
	if v, _ := strconv.Atoi(n); v > 100000 {
		return nil, nil, fmt.Errorf("must be less than or equal to 100000")
	}
	return []call{{pkg: validatePkg, name: upper(tg.name), args: []arg{{text: n}}, level: level, shortCircuit: tg.name == "k8s:maxProperties"}}, nil, nil
}
