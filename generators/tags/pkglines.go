package tags

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"slices"
)

// Line is one comment line, without its comment markers, and where it was
// written.
type Line struct {
	Text string
	Pos  token.Position
	// DocGo says the line is in a file named doc.go.
	DocGo bool
}

// PackageLines are the comment lines package tags may be written in: every
// comment of doc.go, which is all gengo gives upstream's tools (its
// Package.Comments), and in each other file the comments above the package
// clause, i.e. that file's package comment, where a kubebuilder project
// (which has no doc.go) writes its package markers in groupversion_info.go.
// Line.DocGo tells the two apart: the upstream-named tools read the doc.go
// lines only, kubegen reads all (ReadPackageLines). Each line keeps its own
// line number.
func PackageLines(fset *token.FileSet, files []*ast.File) []Line {
	var out []Line
	for _, f := range files {
		docGo := filepath.Base(fset.Position(f.FileStart).Filename) == "doc.go"
		for _, g := range f.Comments {
			if !docGo && g.Pos() > f.Package {
				break
			}
			for _, c := range g.List {
				start := fset.Position(c.Slash)
				for i, text := range CommentLines(c.Text) {
					pos := start
					pos.Line += i
					if i > 0 {
						pos.Column = 1
					}
					out = append(out, Line{Text: text, Pos: pos, DocGo: docGo})
				}
			}
		}
	}
	return out
}

// ReadPackageLines splits lines into those a run reads package tags from
// and those it does not: with everywhere (kubegen) every line is read; an
// upstream-named tool reads doc.go's only, as upstream does, and the lines
// of other files' package comments are returned as ignored, so that the
// caller can warn about a tag it will not read there.
func ReadPackageLines(lines []Line, everywhere bool) (read, ignored []Line) {
	for _, l := range lines {
		if everywhere || l.DocGo {
			read = append(read, l)
		} else {
			ignored = append(ignored, l)
		}
	}
	return read, ignored
}

// IgnoredOutsideDocGo is the warning for package tag name written in the
// package comment of a file other than doc.go, which the upstream-named
// tool does not read (upstream's does not either, so the output stays
// upstream's): where to move it, or which command reads it where it is.
func IgnoredOutsideDocGo(name, tool string) string {
	return "+" + name + " outside doc.go is not read by " + tool + " (upstream reads package tags from doc.go only); move it to doc.go, or generate with kubegen, which reads the package comment of every file"
}

// IgnoredTags are the lines among ignored that carry a tag of one of
// names which no line of read carries too (same name and value): those
// are the tags a run loses, and warns about; a tag repeated in doc.go, as
// k8s.io/api does in a few packages, loses nothing.
func IgnoredTags(read, ignored []Line, names ...string) []Line {
	have := map[string]bool{}
	for _, l := range read {
		if name, value, _, ok := Split(l.Text); ok {
			have[name+"="+value] = true
		}
	}
	var out []Line
	for _, l := range ignored {
		if name, value, _, ok := Split(l.Text); ok && slices.Contains(names, name) && !have[name+"="+value] {
			out = append(out, l)
		}
	}
	return out
}

// Texts are the lines' texts, for the readers that need no positions
// (Values).
func Texts(lines []Line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}
