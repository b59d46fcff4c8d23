package model

import (
	"go/ast"
	"go/token"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/source"
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

// typeComments returns the comment groups whose tags apply to a type, as
// gengo finds them: the block one blank line above its doc comment
// (gengo's "second closest") and its doc comment.
func typeComments(comments *source.Comments, spec *ast.TypeSpec) []*ast.CommentGroup {
	return []*ast.CommentGroup{comments.Detached(spec.Name.Pos()), comments.Above(spec.Name.Pos(), source.ByLine)}
}

// fileComments are the comments of files, for typeComments.
func fileComments(fset *token.FileSet, files ...*ast.File) *source.Comments {
	c := source.New(fset)
	c.Add(files...)
	return c
}

// eachTypeSpec calls fn for every type declared in p, file by file, with
// the package's comments (found once, for the files that declare types).
func eachTypeSpec(p *load.Package, fn func(f *ast.File, comments *source.Comments, spec *ast.TypeSpec)) {
	comments := source.New(p.Fset)
	for _, f := range p.Files {
		added := false
		for _, d := range f.Decls {
			decl, ok := d.(*ast.GenDecl)
			if !ok || decl.Tok != token.TYPE {
				continue
			}
			if !added {
				comments.Add(f)
				added = true
			}
			for _, s := range decl.Specs {
				fn(f, comments, s.(*ast.TypeSpec))
			}
		}
	}
}
