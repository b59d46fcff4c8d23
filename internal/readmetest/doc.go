// Package readmetest holds only tests: they follow the walk-throughs of
// docs/ (docs/own-project.md, docs/kubebuilder.md,
// docs/testing-with-testenv.md) in scratch modules, block by block, so
// that the pages cannot drift from what works; they collect the blocks
// marked in README.md and every docs/*.md, check that the README's quick
// starts are lines of those pages' blocks, that every relative link of
// README.md and docs/*.md resolves, and that every path of this
// repository's own trees those pages name exists.
package readmetest
