package smdschema

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/source"
	"github.com/kubegen/kubegen/generators/tags"
)

// sources finds the doc comments (where the markers are) of a type or
// field from its go/types object, by the rule go/parser attaches them.
//
// The inputs were parsed by the load, comments included. Types of other
// packages come from export data, which has no comments but keeps every
// object's file and line; that file is parsed (source.FromDisk), once per
// file. This reads the markers of exactly the dependency files the schema
// touches (a few for a CRD: apimachinery's meta/v1, perhaps core/v1),
// where asking the go command for the dependencies' sources would cost a
// process and a listing of packages we never read.
type sources struct {
	fset     *token.FileSet
	comments *source.Comments
}

func newSources(pkgs []*load.Package) *sources {
	s := &sources{}
	for _, p := range pkgs {
		if s.fset == nil {
			s.fset = p.Fset
			s.comments = source.FromDisk(p.Fset)
		}
		s.comments.Add(p.Files...)
	}
	return s
}

// missing are the files of dependencies that could not be read, in the
// order first asked for.
func (s *sources) missing() []string {
	if s.comments == nil {
		return nil
	}
	return s.comments.Missing()
}

// typeComments returns the marker lines of the type declared at pos.
func (s *sources) typeComments(pos token.Pos) []commentLine {
	return s.markerLines(pos, source.AttachedType)
}

// fieldComments returns the marker lines of the struct field declared at pos.
func (s *sources) fieldComments(pos token.Pos) []commentLine {
	return s.markerLines(pos, source.AttachedField)
}

func (s *sources) markerLines(pos token.Pos, r source.Rule) []commentLine {
	if s.comments == nil {
		return nil
	}
	return commentLines(s.comments.FileSet(pos), s.comments.Above(pos, r))
}

// commentLine is one marker line of a doc comment, without the comment
// markers.
type commentLine struct {
	text string
	pos  token.Position
}

func commentLines(fset *token.FileSet, g *ast.CommentGroup) []commentLine {
	if g == nil {
		return nil
	}
	// Only marker lines are kept: a position costs a search of the file's
	// lines, and doc comments are mostly prose.
	var out []commentLine
	for _, c := range g.List {
		for i, l := range tags.CommentLines(c.Text) {
			if strings.HasPrefix(l, "+") {
				lp := fset.Position(c.Slash)
				lp.Line += i
				out = append(out, commentLine{text: l, pos: lp})
			}
		}
	}
	return out
}
