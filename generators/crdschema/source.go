package crdschema

import (
	"go/ast"
	"go/token"
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
}

func newSources(pkgs []*load.Package) *sources {
	s := &sources{pkgLines: map[string][]schema.Line{}}
	for _, p := range pkgs {
		if s.fset == nil {
			s.fset = p.Fset
			s.comments = source.FromDisk(p.Fset)
		}
		s.comments.Add(p.Files...)
		for _, f := range p.Files {
			s.pkgLines[p.PkgPath] = append(s.pkgLines[p.PkgPath], markerLines(f.Doc, p.Fset)...)
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
