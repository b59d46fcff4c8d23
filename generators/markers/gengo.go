package markers

import (
	"go/ast"
	"go/token"

	"github.com/kubegen/kubegen/generators/source"
	"github.com/kubegen/kubegen/generators/tags"
)

// Tag is one gengo tag line, "+name" or "+name=value", split as gengo's
// ExtractCommentTags splits it (tags.Split: the name up to the first
// '='), and where it was written. The code-generator tools read their
// +k8s:… and +genclient tags this way, not with the marker grammar.
type Tag struct {
	Name, Value string
	// HasValue tells "+x" from "+x=".
	HasValue bool
	Pos      token.Position
	// DocGo: a package tag written in doc.go (see tags.Line).
	DocGo bool
}

// String is the tag as written, for messages.
func (t Tag) String() string {
	if t.HasValue {
		return "+" + t.Name + "=" + t.Value
	}
	return "+" + t.Name
}

// gengoFile is one file's gengo comment index, made on first use.
type gengoFile struct {
	comments *source.Comments
	types    map[*ast.TypeSpec][]Tag
}

// TypeTags are the tags of a type declared in file (parsed into fset),
// by gengo's rule for types: the block one blank line above its comment
// (gengo's "second closest", source.Detached) and the comment right above
// it (source.ByLine), in that order. Positions carry lines, not columns,
// as gengo's do. Each file's comments are indexed once per collector.
func (c *Collector) TypeTags(fset *token.FileSet, file *ast.File, spec *ast.TypeSpec) []Tag {
	c.mu.Lock()
	defer c.mu.Unlock()
	gf := c.gengo[file]
	if gf == nil {
		gf = &gengoFile{comments: source.New(fset), types: map[*ast.TypeSpec][]Tag{}}
		gf.comments.Add(file)
		c.gengo[file] = gf
	}
	if ts, ok := gf.types[spec]; ok {
		return ts
	}
	at := spec.Name.Pos()
	ts := groupTags(fset, gf.comments.Detached(at), gf.comments.Above(at, source.ByLine))
	gf.types[spec] = ts
	return ts
}

// groupTags are the tags of comment groups, in order, one per line, each
// at its own line (column 0).
func groupTags(fset *token.FileSet, groups ...*ast.CommentGroup) []Tag {
	var out []Tag
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
				out = append(out, Tag{Name: name, Value: value, HasValue: hasValue, Pos: pos})
			}
		}
	}
	return out
}

// PackageTags are the package tags of files, as tags.PackageLines finds
// their lines (all of doc.go, the package comment of every other file),
// each split as gengo splits it, at its line and column.
func (c *Collector) PackageTags(fset *token.FileSet, files []*ast.File) []Tag {
	var out []Tag
	for _, l := range tags.PackageLines(fset, files) {
		if name, value, hasValue, ok := tags.Split(l.Text); ok {
			out = append(out, Tag{Name: name, Value: value, HasValue: hasValue, Pos: l.Pos, DocGo: l.DocGo})
		}
	}
	return out
}
