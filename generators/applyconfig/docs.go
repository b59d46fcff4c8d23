package applyconfig

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
)

// docs finds the doc comments of a package's type and field declarations
// by the position of their names, so that a configuration carries the
// descriptions its users wrote (tag lines left out).
type docs struct {
	byPos map[token.Pos]*ast.CommentGroup
}

func newDocs(p *load.Package) *docs {
	d := &docs{byPos: map[token.Pos]*ast.CommentGroup{}}
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GenDecl:
				if n.Tok == token.TYPE && len(n.Specs) == 1 && n.Doc != nil {
					d.byPos[n.Specs[0].(*ast.TypeSpec).Name.Pos()] = n.Doc
				}
			case *ast.TypeSpec:
				if n.Doc != nil {
					d.byPos[n.Name.Pos()] = n.Doc
				}
			case *ast.Field:
				if n.Doc == nil {
					return true
				}
				if len(n.Names) > 0 {
					d.byPos[n.Names[0].Pos()] = n.Doc
				} else {
					d.byPos[embeddedIdent(n.Type)] = n.Doc
				}
			}
			return true
		})
	}
	return d
}

// embeddedIdent is where go/types puts an embedded field: its type name.
func embeddedIdent(e ast.Expr) token.Pos {
	switch t := e.(type) {
	case *ast.StarExpr:
		return embeddedIdent(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Pos()
	case *ast.IndexExpr:
		return embeddedIdent(t.X)
	}
	return e.Pos()
}

func (d *docs) typeDoc(obj *types.TypeName) []string { return withoutTags(d.byPos[obj.Pos()]) }

func (d *docs) fieldDoc(f *types.Var) []string { return withoutTags(d.byPos[f.Pos()]) }

// withoutTags are the comment's lines except "+tag" lines.
func withoutTags(g *ast.CommentGroup) []string {
	if g == nil {
		return nil
	}
	var out []string
	for l := range strings.SplitSeq(strings.TrimRight(g.Text(), "\n"), "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "+") {
			out = append(out, l)
		}
	}
	return out
}
