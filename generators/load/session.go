package load

import (
	"go/token"
	"go/types"
)

// Session is one run's loader for what its generators find they need only
// while generating: a package a tag names, the struct a kind is defined
// from, the comments of the types the inputs reach. The driver makes one
// and hands it to every generator (as pipeline.Loader), so that only the
// driver and this package decide how and where packages are loaded, and
// every such load resolves in the inputs' module (Config.Dir), whose build
// list decides the versions as it does for the code that will be built.
type Session struct {
	c Config
}

// NewSession is the session of a run whose inputs are loaded with c: its
// loads resolve in c.Dir and report slow steps to c.Progress.
func NewSession(c Config) *Session { return &Session{c: c} }

// Syntax parses the packages at paths (Dependencies): the model reads the
// struct a kind is defined from in another package there.
func (s *Session) Syntax(paths []string) ([]*Package, error) { return Dependencies(s.c.Dir, paths) }

// Sources parses the packages at paths as upstream's parser sees them
// (Sources): openapi-gen reads the doc comments of the types the inputs
// reach there, which export data does not carry.
func (s *Session) Sources(paths []string) ([]*Package, error) { return Sources(s.c.Dir, paths) }

// Typed loads the packages at paths with types as inputs are (Typed),
// in a load of their own: openapi-gen's base packages, which it generates
// with the inputs' but checks apart from them, so that the inputs keep
// seeing those packages' types (and generated methods) from export data.
func (s *Session) Typed(paths []string) ([]*Package, error) {
	pkgs, _, err := Typed(Config{Dir: s.c.Dir, Progress: s.c.Progress, SlowAfter: s.c.SlowAfter}, paths)
	return pkgs, err
}

// TypesOf loads the types of the one package at path into fset
// (TypesOf): a package a tag names that the inputs may not import.
func (s *Session) TypesOf(fset *token.FileSet, path string) (pkg *types.Package, notFound bool, err error) {
	return TypesOf(s.c, fset, path)
}

// TypesOfAll is TypesOf for several packages in one load. It returns
// those that load; the caller asks TypesOf for any other, which says why
// it does not.
func (s *Session) TypesOfAll(fset *token.FileSet, paths []string) map[string]*types.Package {
	r, err := typesOf(s.c, fset, paths)
	if err != nil {
		return map[string]*types.Package{}
	}
	return r.pkgs
}
