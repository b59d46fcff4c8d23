package model

import (
	"go/ast"
	"go/token"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// tag is one "+name=value" comment line and where it was written.
type tag struct {
	Name, Value string
	// HasValue tells "+x" from "+x=".
	HasValue bool
	Pos      token.Position
}

// text is the tag as the user wrote it, for messages.
func (t tag) text() string {
	if t.HasValue {
		return "+" + t.Name + "=" + t.Value
	}
	return "+" + t.Name
}

// commentTags lists the comment tags of groups in order. Each line is parsed with
// gengo's rules (tags.Split: marker "+", name up to the first "="), one line at
// a time so that every tag keeps its position.
func commentTags(fset *token.FileSet, groups ...*ast.CommentGroup) []tag {
	var out []tag
	for _, g := range groups {
		if g == nil {
			continue
		}
		for _, c := range g.List {
			for i, line := range tags.CommentLines(c.Text) {
				name, value, hasValue, ok := tags.Split(line)
				if !ok {
					continue
				}
				pos := fset.Position(c.Slash)
				pos.Line += i
				pos.Column = 0
				out = append(out, tag{Name: name, Value: value, HasValue: hasValue, Pos: pos})
			}
		}
	}
	return out
}

// packageTags are the package-level tags: every comment of doc.go (as
// upstream reads them) and the package comment of every other file
// (tags.PackageLines), where a kubebuilder project, which has no doc.go,
// writes them in groupversion_info.go. Which of them name what is the
// builder's decision (see group): kubegen reads them all alike.
func packageTags(fset *token.FileSet, files []*ast.File) []tag {
	var out []tag
	for _, l := range tags.PackageLines(fset, files) {
		if name, value, hasValue, ok := tags.Split(l.Text); ok {
			out = append(out, tag{Name: name, Value: value, HasValue: hasValue, Pos: l.Pos})
		}
	}
	return out
}

// commentIndex maps the last line of each comment group of a file to it.
type commentIndex map[int]*ast.CommentGroup

func indexComments(fset *token.FileSet, f *ast.File) commentIndex {
	idx := commentIndex{}
	for _, g := range f.Comments {
		idx[fset.Position(g.End()).Line] = g
	}
	return idx
}

// typeComments returns the comment groups whose tags apply to a type, found
// by line like gengo does: the block ending on the line above the type's
// name (its doc comment), and the block ending two lines above that one's
// start, i.e. separated by one blank line (gengo's "second closest").
func typeComments(fset *token.FileSet, idx commentIndex, spec *ast.TypeSpec) []*ast.CommentGroup {
	line := fset.Position(spec.Name.Pos()).Line
	doc := idx[line-1]
	top := line
	if doc != nil {
		top = fset.Position(doc.Pos()).Line
	}
	return []*ast.CommentGroup{idx[top-2], doc}
}

// eachTypeSpec calls fn for every type declared in p, file by file, with
// the file's comment index (built once, for the files that declare types).
func eachTypeSpec(p *load.Package, fn func(f *ast.File, comments commentIndex, spec *ast.TypeSpec)) {
	for _, f := range p.Files {
		var comments commentIndex
		for _, d := range f.Decls {
			decl, ok := d.(*ast.GenDecl)
			if !ok || decl.Tok != token.TYPE {
				continue
			}
			if comments == nil {
				comments = indexComments(p.Fset, f)
			}
			for _, s := range decl.Specs {
				fn(f, comments, s.(*ast.TypeSpec))
			}
		}
	}
}
