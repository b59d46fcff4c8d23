package conversion

import (
	"go/token"
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
