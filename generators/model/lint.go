package model

import (
	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/load"
)

// The lint rules of upstream's --lint-rules live in package lint, shared
// with deepcopy-gen and register-gen; these names stay for the callers
// that know them from here.
const (
	LintKnownTagsOnly       = lint.KnownTagsOnly
	LintExplicitDisablement = lint.ExplicitDisablement
)

// LintRules are the rule names --lint-rules accepts, in upstream's order.
var LintRules = lint.Rules

// lint applies the enabled --lint-rules to one input package.
func (b *builder) lint(p *load.Package) {
	lint.Check(p, b.set.Opts.LintRules, &b.diags)
}
