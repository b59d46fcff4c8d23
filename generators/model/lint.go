package model

import (
	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/load"
)

// lint applies the enabled --lint-rules (package lint) to one input package.
func (b *builder) lint(p *load.Package) {
	lint.Check(p, b.set.Opts.LintRules, &b.diags)
}
