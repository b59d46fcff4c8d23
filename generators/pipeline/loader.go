package pipeline

import (
	"go/token"
	"go/types"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

// Loader loads what a generator finds it needs only while generating: a
// package a tag or flag names that the inputs do not import, the comments
// of the types the inputs reach. What a generator can name from the
// inputs' syntax before the load it declares instead (Supporter), so that
// the driver's one load brings it. The driver hands its load session
// (load.Session) as Input.Load; generators never call the load package's
// functions themselves, so that where and how packages are loaded (the
// user's module, its build list, the caches) is decided in one place.
type Loader interface {
	// Syntax parses the packages at paths, without types (the model's
	// SyntaxLoader).
	model.SyntaxLoader
	// Sources parses the packages at paths with every comment, the files
	// of generated code kept to their package clause, as upstream's
	// parser sees them; no types.
	Sources(paths []string) ([]*load.Package, error)
	// Typed loads the packages at paths with types as the inputs are, in
	// a load of their own.
	Typed(paths []string) ([]*load.Package, error)
	// TypesOf loads the types of the package at path into fset (nil: a
	// new one), as the inputs' dependencies are loaded (export data or
	// source, through the load's caches). err says why it cannot be
	// loaded; notFound is true when there is no such package at all.
	TypesOf(fset *token.FileSet, path string) (pkg *types.Package, notFound bool, err error)
	// TypesOfAll is TypesOf for several packages in one load, returning
	// only those that load.
	TypesOfAll(fset *token.FileSet, paths []string) map[string]*types.Package
}
