package model

import (
	"fmt"
	"go/ast"

	"github.com/kubegen/kubegen/generators/load"
)

// maxDefinedDepth bounds how many "type A B" steps are followed to reach a
// struct; real inputs need one, a cycle would otherwise never end.
const maxDefinedDepth = 8

// underlying returns the struct a kind's declaration stands for. A kind may
// be a struct, or a defined type of another struct: of the same package
// ("type Foo fooBase") or of another one ("type Gateway v1.Gateway", which
// projects use to serve an old version from the storage version's struct;
// upstream accepts it). The other package's syntax is read on demand, once
// per package, so inputs without such kinds cost nothing more. The returned
// declaration's file is the one that declares the struct, so the embedded
// field checks resolve its imports, not the kind's. reason says why no
// struct was found.
func (b *builder) underlying(p *load.Package, idx typeIndex, d typeDecl) (typeDecl, string) {
	for range maxDefinedDepth {
		if d.spec.Assign.IsValid() || d.spec.TypeParams != nil {
			return d, "aliases and generic types cannot get clients"
		}
		switch t := d.spec.Type.(type) {
		case *ast.StructType:
			return d, ""
		case *ast.Ident:
			next, ok := idx[t.Name]
			if !ok {
				return d, "its underlying type " + t.Name + " is not a struct of this package"
			}
			d = next
		case *ast.SelectorExpr:
			x, ok := t.X.(*ast.Ident)
			if !ok {
				return d, "its underlying type is not a named struct"
			}
			pkgPath := importPath(d.file, x.Name)
			if pkgPath == "" {
				return d, "the package " + x.Name + " of its underlying type is not imported"
			}
			other, err := b.foreignTypes(pkgPath)
			if err != nil {
				return d, "its underlying type " + x.Name + "." + t.Sel.Name + " could not be read: " + err.Error()
			}
			next, ok := other[t.Sel.Name]
			if !ok {
				return d, "package " + pkgPath + " declares no type " + t.Sel.Name
			}
			d, idx = next, other
		default:
			return d, "its underlying type is not a struct"
		}
	}
	return d, "it is a chain of defined types that does not end in a struct"
}

// SyntaxLoader reads the syntax of packages that are not inputs, resolved
// where the inputs were (the user's module), not in an input's own
// directory, which for a dependency's API package is in the module cache.
// The driver's load session (load.Session) is one; the model asks it only
// for the rare kind defined from another package's struct, which the
// inputs' syntax does not reveal before the model reads it.
type SyntaxLoader interface {
	Syntax(paths []string) ([]*load.Package, error)
}

// foreignTypes indexes the type declarations of another package, loading
// it the first time it is asked for.
func (b *builder) foreignTypes(pkgPath string) (typeIndex, error) {
	if idx, ok := b.foreign[pkgPath]; ok {
		return idx, nil
	}
	if b.foreign == nil {
		b.foreign = map[string]typeIndex{}
	}
	if b.deps == nil {
		return nil, fmt.Errorf("no loader for packages other than the inputs was given")
	}
	pkgs, err := b.deps.Syntax([]string{pkgPath})
	if err != nil {
		return nil, err
	}
	idx := typeIndex{}
	for _, fp := range pkgs {
		for name, d := range indexTypes(fp.Files) {
			idx[name] = d
		}
	}
	b.foreign[pkgPath] = idx
	return idx, nil
}
