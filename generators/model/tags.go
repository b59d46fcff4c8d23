package model

import (
	"go/ast"
	"go/token"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
)

// tag is one "+name=value" comment line and where it was written, as
// the source layer reads it (markers.Tag).
type tag = markers.Tag

// eachTypeSpec calls fn for every type declared in p, file by file.
func eachTypeSpec(p *load.Package, fn func(f *ast.File, spec *ast.TypeSpec)) {
	for _, f := range p.Files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.GenDecl)
			if !ok || decl.Tok != token.TYPE {
				continue
			}
			for _, s := range decl.Specs {
				fn(f, s.(*ast.TypeSpec))
			}
		}
	}
}

// typeTags are the tags of a type declared in file, read once per build
// (markers.Collector.TypeTags: gengo's rule).
func (b *builder) typeTags(p *load.Package, file *ast.File, spec *ast.TypeSpec) []tag {
	return b.markers.TypeTags(p.Fset, file, spec)
}
