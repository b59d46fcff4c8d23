package applyconfig

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/source"
)

// docs finds the doc comments of a package's type and field declarations
// (as go/parser attaches them), so that a configuration carries the
// descriptions its users wrote (tag lines left out).
type docs struct{ comments *source.Comments }

func newDocs(p *load.Package) *docs {
	c := source.New(p.Fset)
	c.Add(p.Files...)
	return &docs{c}
}

func (d *docs) typeDoc(obj *types.TypeName) []string {
	return withoutTags(d.comments.Above(obj.Pos(), source.AttachedType))
}

func (d *docs) fieldDoc(f *types.Var) []string {
	return withoutTags(d.comments.Above(f.Pos(), source.AttachedField))
}

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
