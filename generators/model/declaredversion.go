package model

import (
	"go/ast"
	"go/token"
	"strconv"

	"github.com/kubegen/kubegen/generators/load"
)

// checkDeclaredVersion warns when the package's GroupVersion (kubebuilder)
// or SchemeGroupVersion literal names another version than its directory.
// The generated clients take the version from the directory, as upstream's
// do, while the scheme registers the declared one: requests go to a
// version the types are not registered under. Upstream says nothing and
// the code builds, so it is a warning.
func (b *builder) checkDeclaredVersion(p *load.Package, version string) {
	eachValue(p, func(tok token.Token, n *ast.Ident, value ast.Expr) {
		lit, ok := value.(*ast.CompositeLit)
		if tok != token.VAR || !ok || n.Name != "GroupVersion" && n.Name != "SchemeGroupVersion" {
			return
		}
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			k, ok := kv.Key.(*ast.Ident)
			v, isLit := kv.Value.(*ast.BasicLit)
			if !ok || k.Name != "Version" || !isLit || v.Kind != token.STRING {
				continue
			}
			if declared, err := strconv.Unquote(v.Value); err == nil && declared != version {
				b.diags.Warn(p.Fset.Position(v.Pos()), p.PkgPath, "%s declares version %q, but the directory is %s, which the generated clients use: they would request %s while the scheme registers the types as %s; rename the directory to %s, or write Version: %q", n.Name, declared, version, version, declared, declared, version)
			}
		}
	})
}

// eachValue calls fn for every package-level constant and variable of p
// that is given a value, with its token (token.CONST or token.VAR).
func eachValue(p *load.Package, fn func(tok token.Token, name *ast.Ident, value ast.Expr)) {
	for _, f := range p.Files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR && gd.Tok != token.CONST {
				continue
			}
			for _, s := range gd.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						fn(gd.Tok, n, vs.Values[i])
					}
				}
			}
		}
	}
}
