package manifest

import (
	"bytes"
	"go/ast"
	"go/token"
	"os"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
)

// Marker is one package-level marker line: its text from the '+' and
// where it is.
type Marker struct {
	Text string
	// Args is the text after the marker's name and its ':' or '='.
	Args string
	Pos  token.Position
}

// PackageMarkers are the marker lines of pkg that controller-gen counts as
// describing the package, whose name starts with prefix (such as
// "+kubebuilder:rbac"), read from syntax only. controller-gen's collector
// counts every comment line starting with '+' at file scope except those
// in a declaration's doc comment, in a trailing comment of a spec, or
// inside a declaration (a function body, a struct): the lines before the
// package clause, free-standing blocks between declarations and a block
// separated by a blank line from a declaration's doc comment.
//
// This is an interim reader until generators/markers' collector serves
// every generator; it keeps to the package-level rule the rbac and
// webhook markers need.
func PackageMarkers(pkg *load.Package, prefix string) ([]Marker, error) {
	var out []Marker
	for _, f := range pkg.Files {
		f, err := wholeFile(pkg.Fset, f, prefix)
		if err != nil {
			return nil, err
		}
		excluded := map[*ast.CommentGroup]bool{}
		type span struct{ from, to token.Pos }
		var inside []span
		for _, d := range f.Decls {
			inside = append(inside, span{d.Pos(), d.End()})
			switch d := d.(type) {
			case *ast.FuncDecl:
				excluded[d.Doc] = true
			case *ast.GenDecl:
				excluded[d.Doc] = true
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.ValueSpec:
						excluded[s.Comment] = true
					case *ast.TypeSpec:
						excluded[s.Comment] = true
					case *ast.ImportSpec:
						excluded[s.Comment] = true
					}
				}
			}
		}
		for _, g := range f.Comments {
			if excluded[g] {
				continue
			}
			within := false
			for _, s := range inside {
				if g.Pos() >= s.from && g.Pos() < s.to {
					within = true
					break
				}
			}
			if within {
				continue
			}
			for _, c := range g.List {
				if !strings.HasPrefix(c.Text, "//") {
					continue
				}
				text := strings.TrimSpace(c.Text[2:])
				if !strings.HasPrefix(text, prefix) {
					continue
				}
				rest := text[len(prefix):]
				// +kubebuilder:rbac must not match +kubebuilder:rbacx.
				if rest != "" && rest[0] != ':' && rest[0] != '=' {
					continue
				}
				if rest != "" {
					rest = rest[1:]
				}
				out = append(out, Marker{Text: text, Args: rest, Pos: pkg.Fset.Position(c.Pos())})
			}
		}
	}
	return out, nil
}

// wholeFile is f with every comment. The driver's syntax load keeps only
// the package clause of a file that declares no types, and a
// controller's markers are mostly in such files (beside a Reconcile
// method or a webhook's functions): a trimmed file that mentions prefix
// is parsed again, whole, in the same file set (one parse more, of the
// few files that hold these markers).
func wholeFile(fset *token.FileSet, f *ast.File, prefix string) (*ast.File, error) {
	name := fset.Position(f.Package).Filename
	if load.KeptWhole(name, f) {
		return f, nil
	}
	src, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	if !bytes.Contains(src, []byte(prefix)) {
		return f, nil
	}
	return load.ParseFile(fset, name, src, load.Full)
}
