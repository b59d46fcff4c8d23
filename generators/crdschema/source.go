package crdschema

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/schema"
	"github.com/kubegen/kubegen/generators/source"
	"github.com/kubegen/kubegen/generators/tags"
)

// sources reads what controller-gen reads from comments: the doc comment
// go/parser attaches to a type or field (markers and description both
// come from it), and a package's markers. Dependencies come from export
// data without comments; source.FromDisk parses the files their
// positions name, so metav1.Condition keeps its markers and docs.
type sources struct {
	fset     *token.FileSet
	comments *source.Comments
	// pkgLines are the marker lines above the package clause of each
	// file of a loaded package, by import path.
	pkgLines map[string][]schema.Line
	// declared are the types named on the right of the type declarations
	// of the loaded packages ("type A B" gives B, "type A *B" *B), which
	// go/types reduces to their underlying type: controller-gen refers to
	// B, taking its doc and markers.
	declared map[*types.TypeName]types.Type
	// pkgs are the loaded packages by import path: their markers come
	// from generators/markers' collector, which associates them as
	// controller-gen does (blocks of their own above a doc comment too).
	pkgs map[string]*load.Package
}

func newSources(pkgs []*load.Package) *sources {
	s := &sources{pkgLines: map[string][]schema.Line{}, declared: map[*types.TypeName]types.Type{}, pkgs: map[string]*load.Package{}}
	for _, p := range pkgs {
		if s.fset == nil {
			s.fset = p.Fset
			s.comments = source.FromDisk(p.Fset)
		}
		s.comments.Add(p.Files...)
		s.pkgs[p.PkgPath] = p
		for _, f := range p.Files {
			s.pkgLines[p.PkgPath] = append(s.pkgLines[p.PkgPath], markerLines(f.Doc, p.Fset)...)
			s.addDeclared(f, p.Types)
		}
	}
	return s
}

func (s *sources) group(pos token.Pos, r source.Rule) (*ast.CommentGroup, *token.FileSet) {
	if s.comments == nil {
		return nil, nil
	}
	return s.comments.Above(pos, r), s.comments.FileSet(pos)
}

// TypeMarkers and FieldMarkers make sources the model's MarkerSource.
func (s *sources) TypeMarkers(pos token.Pos) []schema.Line {
	return markerLines(s.group(pos, source.AttachedType))
}

func (s *sources) FieldMarkers(pos token.Pos) []schema.Line {
	return markerLines(s.group(pos, source.AttachedField))
}

// TypeDoc and FieldDoc make sources the model's DocSource: the lines of
// the description controller-gen writes (see description).
func (s *sources) TypeDoc(pos token.Pos) []string {
	g, _ := s.group(pos, source.AttachedType)
	return description(g)
}

func (s *sources) FieldDoc(pos token.Pos) []string {
	g, _ := s.group(pos, source.AttachedField)
	return description(g)
}

// markerLines are the marker lines of g ("+..." after the comment
// markers), each with its position.
func markerLines(g *ast.CommentGroup, fset *token.FileSet) []schema.Line {
	if g == nil || fset == nil {
		return nil
	}
	var out []schema.Line
	for _, c := range g.List {
		for i, l := range tags.CommentLines(c.Text) {
			if strings.HasPrefix(l, "+") {
				p := fset.Position(c.Slash)
				p.Line += i
				out = append(out, schema.Line{Text: l, Pos: p})
			}
		}
	}
	return out
}

// addDeclared records the named types on the right of f's type
// declarations (through one pointer), resolved by name: the load keeps
// no types.Info.
func (s *sources) addDeclared(f *ast.File, pkg *types.Package) {
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, sp := range gd.Specs {
			ts := sp.(*ast.TypeSpec)
			tn, ok := pkg.Scope().Lookup(ts.Name.Name).(*types.TypeName)
			if !ok || ts.Assign.IsValid() || ts.TypeParams != nil {
				continue
			}
			if rhs := namedIn(ts.Type, f, pkg); rhs != nil {
				s.declared[tn] = rhs
			}
		}
	}
}

// namedIn is the named type (or pointer to one) expr names in file f of
// pkg, nil for any other type expression.
func namedIn(expr ast.Expr, f *ast.File, pkg *types.Package) types.Type {
	switch e := expr.(type) {
	case *ast.ParenExpr:
		return namedIn(e.X, f, pkg)
	case *ast.StarExpr:
		if t := namedIn(e.X, f, pkg); t != nil {
			return types.NewPointer(t)
		}
	case *ast.Ident:
		if tn, ok := pkg.Scope().Lookup(e.Name).(*types.TypeName); ok && !tn.IsAlias() {
			if _, named := tn.Type().(*types.Named); named {
				return tn.Type()
			}
		}
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			return nil
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, dep := range pkg.Imports() {
				if dep.Path() != path || (imp.Name != nil && imp.Name.Name != x.Name) || (imp.Name == nil && dep.Name() != x.Name) {
					continue
				}
				if tn, ok := dep.Scope().Lookup(e.Sel.Name).(*types.TypeName); ok && !tn.IsAlias() {
					if _, named := tn.Type().(*types.Named); named {
						return tn.Type()
					}
				}
			}
		}
	}
	return nil
}
