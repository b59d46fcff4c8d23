package conversion

import (
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

// packageTags are the lines p's package tags are read from (doc.go's
// comments, where upstream reads them; in kubegen also every other file's
// package comment: see tags.PackageLines), as text and position, and, as
// tags.ReadPackageLines splits them, those lines and the package comment
// lines of other files this run does not read.
func packageTags(p *load.Package, everywhere bool) (lines []string, pos []token.Position, read, ignored []tags.Line) {
	read, ignored = tags.ReadPackageLines(tags.PackageLines(p.Fset, p.Files), everywhere)
	for _, l := range read {
		lines = append(lines, l.Text)
		pos = append(pos, l.Pos)
	}
	return lines, pos, read, ignored
}

// withFullDocGo is p with its doc.go parsed in full: the model's load
// keeps a file that declares no types only to its package clause, and
// upstream reads tags from every comment of doc.go, below the clause too.
// With everywhere (kubegen, which reads their package comments too) the
// other files are parsed again up to their package clause, into the same
// file set; else they are left out.
func withFullDocGo(p *load.Package, everywhere bool) *load.Package {
	var docGo string
	for _, f := range p.Files {
		if name := p.Fset.Position(f.FileStart).Filename; filepath.Base(name) == "doc.go" {
			docGo = name
		}
	}
	if docGo == "" {
		return p
	}
	c := *p
	c.Fset = token.NewFileSet()
	c.Files = nil
	for _, f := range p.Files {
		name := p.Fset.Position(f.FileStart).Filename
		policy := load.Full
		if name != docGo {
			if !everywhere {
				continue
			}
			policy = load.Comments
		}
		full, err := load.ParseFile(c.Fset, name, nil, policy)
		if err != nil {
			return p // the load reported it
		}
		c.Files = append(c.Files, full)
	}
	return &c
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
