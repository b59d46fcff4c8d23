package validation

import (
	"fmt"
	"go/types"
	"slices"
	"strings"
)

const customPrefix = "ValidateCustom_"

// unclaimedCustom are upstream's checks once every tag is read, over each
// walked package and the package its validations are written to
// (included): a ValidateCustom_ function of a written package that no
// +k8s:customValidation named (claimed, by "<package>.<name>") was meant
// for a tag, and one declared in a types package whose validations are
// written to another package is in the wrong place. Upstream fails on
// both; each is an error at the function.
func (r *run) unclaimedCustom(included map[string]string, claimed map[string]bool) []*errAt {
	var errs []*errAt
	scan := func(path string, each func(fn *types.Func)) {
		p, err := r.pkgs.Lookup(path)
		if err != nil || p == nil {
			return // reported where the package is loaded
		}
		for _, name := range p.Scope().Names() { // sorted
			if fn, ok := p.Scope().Lookup(name).(*types.Func); ok && strings.HasPrefix(name, customPrefix) {
				each(fn)
			}
		}
	}
	ins := make([]string, 0, len(included))
	for in := range included {
		ins = append(ins, in)
	}
	slices.Sort(ins)
	scanned := map[string]bool{}
	for _, in := range ins {
		out := included[in]
		if in != out {
			scan(in, func(fn *types.Func) {
				errs = append(errs, &errAt{r.fset.Position(fn.Pos()), fmt.Sprintf("%s.%s: move it to the package the validations are generated into, %s (upstream's validation-gen fails on it too)", in, fn.Name(), out)})
			})
		}
		if scanned[out] {
			continue
		}
		scanned[out] = true
		scan(out, func(fn *types.Func) {
			if !claimed[out+"."+fn.Name()] {
				errs = append(errs, &errAt{r.fset.Position(fn.Pos()), fmt.Sprintf("%s.%s: no matching tag: add +k8s:customValidation to the type or field it validates, or rename it if it is not a custom validation (upstream's validation-gen fails on it too)", out, fn.Name())})
			}
		})
	}
	return errs
}
