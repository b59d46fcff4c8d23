package load

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
)

// Policy is how much of a Go file ParseFile keeps. Every parse of an input
// or dependency file in kubegen names one, so that the parser's mode flags,
// the parse cache and what a reader may expect of a tree are decided here
// and nowhere else. The parsers of kubegen's own output (render, which
// formats what a generator wrote) are not input parses and keep their own.
type Policy int

const (
	// Full keeps every declaration with its body and every comment, and
	// reports every syntax error rather than the first ten (as go list
	// does): what the type checker of the inputs and the readers of
	// comments below the package clause need.
	Full Policy = iota
	// Code keeps every declaration with its body but no comment: what the
	// type checker of a dependency whose comments nobody reads, and a
	// search for a declaration, need. Dropping the comments saves the
	// memory of k8s.io/api's doc comments.
	Code
	// Declarations is the driver's parse of the inputs and their
	// dependencies: Full, except that a file declaring no types (doc.go
	// aside) keeps only its package clause and what is above it, its
	// imports, constants and registration variables (trim); the parse
	// cache lets a later process skip the parse of what is dropped.
	Declarations
	// Comments keeps the package clause and every comment up to it: the
	// package doc, where package tags are.
	Comments
	// Imports keeps the package clause and the imports, no comment.
	Imports
	// PackageClause keeps only the package clause.
	PackageClause
)

// modes are the parser flags of each policy. Object resolution is never
// wanted: the type checker resolves, and nothing else reads ast.Object.
var modes = [...]parser.Mode{
	Full:          parser.ParseComments | parser.AllErrors | parser.SkipObjectResolution,
	Code:          parser.SkipObjectResolution,
	Declarations:  parser.ParseComments | parser.SkipObjectResolution,
	Comments:      parser.PackageClauseOnly | parser.ParseComments,
	Imports:       parser.ImportsOnly,
	PackageClause: parser.PackageClauseOnly,
}

// ParseFile parses the Go file name (src: its bytes, nil to read them)
// into fset, keeping what p says. The error is the parser's (a
// scanner.ErrorList for a syntax error, with positions); the file is
// returned with it, as far as it parsed.
func ParseFile(fset *token.FileSet, name string, src []byte, p Policy) (*ast.File, error) {
	return parseFile(fset, nil, name, src, p)
}

// parseFile is ParseFile with the parse cache (nil: none), which only
// Declarations uses.
func parseFile(fset *token.FileSet, cache *parseCache, name string, src []byte, p Policy) (*ast.File, error) {
	if src == nil {
		// Read here, not by the parser: a nil []byte would reach it as a
		// non-nil interface, which it parses as an empty file.
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		src = b
	}
	if p != Declarations {
		return parser.ParseFile(fset, name, src, modes[p])
	}
	return parseDeclarations(fset, cache, name, src)
}

// parseDeclarations parses one file by the Declarations policy: in full
// and trimmed unless keptWhole, or, when cache knows these bytes, only
// what trim keeps.
func parseDeclarations(fset *token.FileSet, cache *parseCache, name string, src []byte) (*ast.File, error) {
	mode := modes[Declarations]
	trimmable := !isDocGo(name)
	key := ""
	if cache != nil && trimmable && cacheable(src) {
		key = cache.key(src)
		if ranges, ok := cache.get(key, len(src)); ok {
			f, err := parser.ParseFile(fset, name, blank(src, ranges), mode)
			if err == nil && !KeptWhole(name, f) {
				trim(f)
				cache.hits.Add(1)
				return f, nil
			}
			// A wrong entry costs a full parse, never a different tree.
		}
	}
	f, err := parser.ParseFile(fset, name, src, mode)
	if err == nil && !KeptWhole(name, f) {
		before := f.Decls
		trim(f)
		if key != "" {
			cache.put(key, len(src), droppedRanges(fset, f, before))
		}
	}
	return f, err
}

// KeptWhole reports whether the Declarations policy kept the file name,
// parsed as f, whole (every function and comment): doc.go and a file that
// declares types are. A reader of another file's functions parses it
// again (Code); one of these it reads as the load left it.
func KeptWhole(name string, f *ast.File) bool { return isDocGo(name) || declaresTypes(f) }

func isDocGo(name string) bool { return filepath.Base(name) == "doc.go" }
