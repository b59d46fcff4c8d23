package conversion

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// The tags conversion-gen reads (upstream v0.37.2's names and values).
const (
	// tagGen on doc.go names the internal (peer) packages, or is false:
	// only the package's hand-written conversions are registered. On a
	// type or a field, false opts it out.
	tagGen = tags.ConversionGen
	// tagExternalTypes on doc.go names the package the versioned types
	// are declared in, when that is not the package itself.
	tagExternalTypes = tags.ConversionGenExternalTypes
	// tagFn on a hand-written conversion function: copy-only (it does
	// what an assignment does, so it does not stop an unsafe conversion)
	// or drop (the field is not converted at all).
	tagFn = tags.ConversionFn
	// tagExplicitFrom on a type: also convert from the named type
	// (net/url.Values only).
	tagExplicitFrom = tags.ConversionGenExplicitFrom
	valueFalse      = "false"
	valueCopyOnly   = "copy-only"
	valueDrop       = "drop"
)

// packageTags are the lines of the package's doc.go comments, where
// upstream reads package tags (every comment of the file, not only the
// package's doc comment), with the position of each.
func packageTags(p *load.Package) (lines []string, pos []token.Position) {
	for _, f := range p.Files {
		if filepath.Base(p.Fset.Position(f.FileStart).Filename) != "doc.go" {
			continue
		}
		// Upstream keeps the last doc.go's comments when a package has
		// several (build-tagged variants); so do we.
		lines, pos = nil, nil
		for _, g := range f.Comments {
			text := strings.Split(strings.TrimRight(g.Text(), "\n"), "\n")
			start := p.Fset.Position(g.Pos())
			for i, l := range text {
				lines = append(lines, l)
				at := start
				at.Line += i
				pos = append(pos, at)
			}
		}
	}
	return lines, pos
}

// withFullDocGo is p with its doc.go parsed in full: the model's load
// keeps a file that declares no types only to its package clause, and
// upstream reads tags from every comment of doc.go, below the clause too.
func withFullDocGo(p *load.Package) *load.Package {
	for _, f := range p.Files {
		name := p.Fset.Position(f.FileStart).Filename
		if filepath.Base(name) != "doc.go" {
			continue
		}
		fset := token.NewFileSet()
		full, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			return p // the load reported it
		}
		c := *p
		c.Fset = fset
		c.Files = []*ast.File{full}
		return &c
	}
	return p
}

// tagAt is the position of the first line carrying tag name.
func tagAt(lines []string, pos []token.Position, name string) token.Position {
	for i, l := range lines {
		if n, _, _, ok := tags.Split(l); ok && n == name {
			return pos[i]
		}
	}
	return token.Position{}
}

// valueAt is the position of the line giving tag name the value value, as
// tags.Values reads them.
func valueAt(lines []string, pos []token.Position, name, value string) (token.Position, bool) {
	for i, l := range lines {
		if n, v, _, ok := tags.Split(strings.TrimSpace(l)); ok && strings.TrimSpace(n) == name && strings.TrimSpace(v) == value {
			return pos[i], true
		}
	}
	return token.Position{}, false
}
