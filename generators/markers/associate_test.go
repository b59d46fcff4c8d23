package markers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestQuietBlocksSkipped checks that skipping the nodes enclosing no marker
// changes no association, on this repository's own generator sources
// and testdata (bodies with and without comments, local types, function
// literals, trailing comments, markers everywhere): the package's markers, every node's and function's
// markers and the order of the nodes outside the skipped blocks are those
// of the full walk, and every node the skip leaves out has no marker.
func TestQuietBlocksSkipped(t *testing.T) {
	var names []string
	for _, root := range []string{"..", filepath.Join("..", "..", "cmd")} {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(path, ".go") {
				names = append(names, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(names) < 100 {
		t.Fatalf("found %d Go files under generators/, want the repository's sources", len(names))
	}
	defer func() { skipQuiet = true }()
	skipped, marked := 0, 0
	for _, name := range names {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			continue // testdata of broken input
		}
		skipQuiet = false
		full := associate(f, f.Comments)
		skipQuiet = true
		fast := associate(f, f.Comments)
		if !slices.Equal(full.pkg, fast.pkg) {
			t.Errorf("%s: package markers %v with skipping, %v without", name, texts(fast.pkg), texts(full.pkg))
		}
		for fn, ms := range full.funcs {
			if !slices.Equal(ms, fast.funcs[fn]) {
				t.Errorf("%s: markers of func %s differ with skipping", name, fn.Name.Name)
			}
		}
		kept := map[ast.Node]bool{}
		for _, n := range fast.order {
			kept[n] = true
		}
		var order []ast.Node
		for _, n := range full.order {
			if kept[n] {
				order = append(order, n)
				continue
			}
			skipped++
			if ms := full.nodes[n]; len(ms) > 0 {
				t.Errorf("%s: skipping left out %s, which has markers %v", name, fset.Position(n.Pos()), texts(ms))
			}
		}
		if !slices.Equal(order, fast.order) {
			t.Errorf("%s: the nodes kept by skipping are not in the full walk's order", name)
		}
		marked += len(full.pkg)
		for n, ms := range full.nodes {
			marked += len(ms)
			if kept[n] && !slices.Equal(ms, fast.nodes[n]) {
				t.Errorf("%s: markers at %s are %v with skipping, %v without", name, fset.Position(n.Pos()), texts(fast.nodes[n]), texts(ms))
			}
		}
	}
	if skipped == 0 || marked < 1000 {
		t.Errorf("%d nodes skipped, %d markers compared: the comparison compared too little", skipped, marked)
	}
}

func texts(ms []comment) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.text())
	}
	return out
}
