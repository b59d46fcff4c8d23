package load

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
)

// TypedWith is Typed over the inputs and, in the same load, the support
// packages (import paths): packages a generator reads but never writes
// into, such as the internal types of a conversion. They are checked
// from source like the inputs, so that an input importing one of them
// sees the same types the generator reads there (with their comments),
// and returned apart from the inputs. A support package that does not
// exist is no error here: it comes back with Missing set, for the
// generator to report at the tag or flag that named it.
func TypedWith(c Config, inputs, support []string) (in, sup []*Package, soft diag.List, err error) {
	if len(support) == 0 {
		in, soft, err = Typed(c, inputs)
		return in, nil, soft, err
	}
	for _, s := range support {
		if strings.Contains(s, "...") {
			// Typed expands one pattern per load, the inputs'.
			return nil, nil, nil, fmt.Errorf("support package %q: patterns are not supported here; name the packages", s)
		}
	}
	want := map[string]bool{}
	for _, s := range support {
		want[s] = true
	}
	all := slices.Concat(inputs, support)
	pkgs, soft, err := typed(c, all, want)
	if err != nil {
		return nil, nil, soft, err
	}
	for _, p := range pkgs {
		if want[p.Input] && !p.FromPattern {
			sup = append(sup, p)
		} else {
			in = append(in, p)
		}
	}
	return in, sup, soft, nil
}
