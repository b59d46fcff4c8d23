package smdschema

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// sources finds the declaration syntax (and so the comments, where the
// markers are) of a type or field from its go/types object.
//
// The inputs were parsed by the load, comments included. Types of other
// packages come from export data, which has no comments but keeps every
// object's file and line; that file is parsed here, comments only matter,
// once per file. This reads the markers of exactly the dependency files
// the schema touches (a few for a CRD: apimachinery's meta/v1, perhaps
// core/v1), where asking the go command for the dependencies' sources
// would cost a process and a listing of packages we never read.
type sources struct {
	fset  *token.FileSet
	files map[string]*fileIndex // by file name; nil when unreadable
	// inputs are the inputs' parsed files, indexed on first use.
	inputs map[string]*ast.File
	// missing are the files of dependencies that could not be read, in
	// the order first asked for.
	missing []string
}

// fileIndex locates declarations of one file by line.
type fileIndex struct {
	fset   *token.FileSet
	specs  map[int]*typeDecl
	fields map[int]*ast.Field
}

// typeDecl is a type declaration with the comment lines gengo would give
// it: the spec's own doc, else the declaration's when it holds one spec.
type typeDecl struct {
	spec *ast.TypeSpec
	doc  *ast.CommentGroup
}

func newSources(pkgs []*load.Package) *sources {
	s := &sources{files: map[string]*fileIndex{}, inputs: map[string]*ast.File{}}
	for _, p := range pkgs {
		if s.fset == nil {
			s.fset = p.Fset
		}
		for _, f := range p.Files {
			if tf := p.Fset.File(f.Package); tf != nil {
				s.inputs[tf.Name()] = f
			}
		}
	}
	return s
}

// file returns the index of the file holding pos, parsing it on first use.
func (s *sources) file(pos token.Pos) (*fileIndex, token.Position) {
	p := s.fset.Position(pos)
	if p.Filename == "" {
		return nil, p
	}
	if idx, ok := s.files[p.Filename]; ok {
		return idx, p
	}
	if f, ok := s.inputs[p.Filename]; ok {
		idx := indexFile(s.fset, f)
		s.files[p.Filename] = idx
		return idx, p
	}
	name := load.DiskPath(p.Filename)
	var idx *fileIndex
	if src, err := os.ReadFile(name); err == nil {
		// A file set of its own: the load's one holds the inputs only,
		// and the positions of these comments are resolved right here.
		fset := token.NewFileSet()
		if f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution); err == nil {
			idx = indexFile(fset, f)
		}
	}
	if idx == nil {
		s.missing = append(s.missing, p.Filename)
	}
	s.files[p.Filename] = idx
	return idx, p
}

func indexFile(fset *token.FileSet, f *ast.File) *fileIndex {
	idx := &fileIndex{fset: fset, specs: map[int]*typeDecl{}, fields: map[int]*ast.Field{}}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, sp := range gd.Specs {
			ts := sp.(*ast.TypeSpec)
			doc := ts.Doc
			if doc == nil && len(gd.Specs) == 1 {
				doc = gd.Doc
			}
			idx.specs[fset.Position(ts.Name.Pos()).Line] = &typeDecl{spec: ts, doc: doc}
			ast.Inspect(ts.Type, func(n ast.Node) bool {
				if st, ok := n.(*ast.StructType); ok {
					for _, fld := range st.Fields.List {
						idx.fields[fset.Position(fld.Type.Pos()).Line] = fld
						for _, name := range fld.Names {
							idx.fields[fset.Position(name.Pos()).Line] = fld
						}
					}
				}
				return true
			})
		}
	}
	return idx
}

// typeComments returns the marker lines of the type declared at pos.
func (s *sources) typeComments(pos token.Pos) (lines []commentLine, found bool) {
	idx, p := s.file(pos)
	if idx == nil {
		return nil, false
	}
	td := idx.specs[p.Line]
	if td == nil {
		return nil, false
	}
	return commentLines(idx.fset, td.doc), true
}

// fieldComments returns the marker lines of the struct field declared at pos.
func (s *sources) fieldComments(pos token.Pos) (lines []commentLine, found bool) {
	idx, p := s.file(pos)
	if idx == nil {
		return nil, false
	}
	f := idx.fields[p.Line]
	if f == nil {
		return nil, false
	}
	return commentLines(idx.fset, f.Doc), true
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
