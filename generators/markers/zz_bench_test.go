package markers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func BenchmarkAssociateKueue(b *testing.B) {
	var files []*ast.File
	fset := token.NewFileSet()
	filepath.WalkDir(os.Getenv("BENCHDIR"), func(p string, d os.DirEntry, err error) error {
		if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			f, err := parser.ParseFile(fset, p, nil, parser.ParseComments)
			if err == nil {
				files = append(files, f)
			}
		}
		return nil
	})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			associate(f, f.Comments)
		}
	}
}
