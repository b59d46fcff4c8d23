package model

import (
	"go/token"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// strayGenclient finds a bare +genclient line in p's comments, for a
// package where no type got it: it then stands where no type's comment
// reaches (a blank line and another comment block between it and the
// type), the likeliest reason a kubebuilder kind gets no client.
func strayGenclient(p *load.Package) (token.Position, bool) {
	return genclientLine(p, func(line string) bool { return strings.TrimSpace(line) == "+"+tags.GenClient })
}

// genclientLine finds the first comment line of p mentioning +genclient
// that match accepts.
func genclientLine(p *load.Package, match func(line string) bool) (token.Position, bool) {
	for _, f := range p.Files {
		for _, g := range f.Comments {
			for _, c := range g.List {
				if !strings.Contains(c.Text, "+genclient") {
					continue
				}
				for _, line := range tags.CommentLines(c.Text) {
					if match(line) {
						return p.Fset.Position(c.Pos()), true
					}
				}
			}
		}
	}
	return token.Position{}, false
}
