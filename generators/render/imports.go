package render

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"slices"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/gofile"
)

// A file's import block is its qualifier's (fileData.Q): the template
// names every package it refers to through it. The rendered file is then
// parsed, and the qualifier's imports kept that the code uses (a template
// may name a package in text it then leaves out, or only in a comment);
// a package name the code uses that the qualifier did not give, and no
// sibling file declares, is a template bug. A file that imports nothing
// loses the template's empty block.

// parsedFile is a rendered file before its imports are filled in.
type parsedFile struct {
	src  []byte
	fset *token.FileSet
	file *ast.File
	// used are the package names the file's code refers to.
	used map[string]bool
	// declared are the file's package-level names, which its siblings in
	// the same directory may use as X in X.Sel.
	declared []string
}

// parseRendered parses src (rendered with an empty import block) and
// collects the names it uses as packages and the names it declares.
func parseRendered(src []byte) (*parsedFile, error) {
	fset := token.NewFileSet()
	// The parser's own name resolution is skipped: it costs a third of the
	// parse, and a coarser rule serves here (see packageUses).
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	used, shadowed := packageUses(f)
	if len(shadowed) > 0 {
		if used, err = resolvedUses(src, used, shadowed); err != nil {
			return nil, err
		}
	}
	pf := &parsedFile{src: src, fset: fset, file: f, used: used}
	for _, decl := range f.Decls {
		switch decl := decl.(type) {
		case *ast.FuncDecl:
			if decl.Recv == nil {
				pf.declared = append(pf.declared, decl.Name.Name)
			}
		case *ast.GenDecl:
			for _, spec := range decl.Specs {
				switch spec := spec.(type) {
				case *ast.ValueSpec:
					for _, n := range spec.Names {
						pf.declared = append(pf.declared, n.Name)
					}
				case *ast.TypeSpec:
					pf.declared = append(pf.declared, spec.Name.Name)
				}
			}
		}
	}
	return pf, nil
}

// packageUses returns the names f uses as packages: every X of a selector
// X.Sel that f does not declare anywhere (a parameter, result, receiver,
// variable, constant, type or function of the file, at any scope). Scopes
// are ignored, which is right for nearly every file and cheap; the names
// it cannot judge that way, declared somewhere and also the X of some
// selector, come back as shadowed. They occur when a kind is named like a
// package its files import (a kind Types gets a parameter types, and the
// same file calls types.UID elsewhere), and resolvedUses settles them.
func packageUses(f *ast.File) (used, shadowed map[string]bool) {
	declared := map[string]bool{}
	var selectorXs []*ast.Ident
	fields := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, fld := range fl.List {
			for _, n := range fld.Names {
				declared[n.Name] = true
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				selectorXs = append(selectorXs, id)
			}
		case *ast.FuncDecl:
			declared[n.Name.Name] = true
			fields(n.Recv)
		case *ast.FuncType:
			fields(n.TypeParams)
			fields(n.Params)
			fields(n.Results)
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, e := range n.Lhs {
					if id, ok := e.(*ast.Ident); ok {
						declared[id.Name] = true
					}
				}
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				for _, e := range []ast.Expr{n.Key, n.Value} {
					if id, ok := e.(*ast.Ident); ok {
						declared[id.Name] = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				declared[id.Name] = true
			}
		case *ast.TypeSpec:
			declared[n.Name.Name] = true
			fields(n.TypeParams)
		}
		return true
	})
	used = map[string]bool{}
	for _, id := range selectorXs {
		if !declared[id.Name] {
			used[id.Name] = true
		} else {
			if shadowed == nil {
				shadowed = map[string]bool{}
			}
			shadowed[id.Name] = true
		}
	}
	return used, shadowed
}

// resolvedUses adds to used each name of shadowed that src uses as a
// package in a scope where no local declaration hides it: src is parsed
// again with the parser's scope resolution, which leaves such a selector's
// X unresolved. Only files with shadowed names pay for the second parse.
func resolvedUses(src []byte, used, shadowed map[string]bool) (map[string]bool, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, 0)
	if err != nil {
		return nil, err
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil && shadowed[id.Name] {
				used[id.Name] = true
			}
		}
		return true
	})
	return used, nil
}

// resolveImports keeps the imports of im that pf uses; siblings are the
// names the files of its package declare. A name used as a package that is
// neither is an error, and so is an import under a declared name.
func resolveImports(pf *parsedFile, im *gofile.Imports, siblings map[string]bool) error {
	imported := map[string]bool{}
	for _, p := range im.Paths() {
		n, _ := im.Lookup(p)
		imported[n] = true
	}
	var unknown []string
	for name := range pf.used {
		if !imported[name] && !siblings[name] {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return fmt.Errorf("uses the package name(s) %s without naming the package through the file's qualifier (.Q)", strings.Join(unknown, ", "))
	}
	im.Prune(func(name string) bool { return pf.used[name] })
	for _, p := range im.Paths() {
		if n, _ := im.Lookup(p); siblings[n] {
			// The file's code uses n as this package, and its package
			// declares n: the output would not build.
			return fmt.Errorf("imports %s as %s, a name its package declares", p, n)
		}
	}
	if decl := importDecl(pf.file); decl == nil && len(im.Paths()) > 0 {
		return fmt.Errorf("uses packages but its template has no import block")
	} else if decl != nil && len(decl.Specs) > 0 {
		return fmt.Errorf("writes imports itself; templates leave the import block to the renderer")
	}
	return nil
}

func importDecl(f *ast.File) *ast.GenDecl {
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			return g
		}
	}
	return nil
}

// emptyImports is how go/format prints the block the templates render.
const emptyImports = "\nimport ()\n"

// formatted is pf formatted, with block as its import declaration. The
// parsed file is printed as it is and the block put in place of the empty
// one, which saves parsing the file a second time; should the empty block
// not be found exactly once (a header quoting it), the source is spliced
// and formatted instead.
func formatted(pf *parsedFile, block string) ([]byte, error) {
	// go/format takes a parenthesized import block for unsorted and then
	// prints, parses and prints the file again; the template's block is
	// empty, so it is printed as "import ()" without its parentheses'
	// positions instead.
	decl := importDecl(pf.file)
	if decl == nil && block != "" {
		return nil, fmt.Errorf("uses packages but has no import block")
	}
	var start, end int // the template's block in pf.src, for the fallback
	if decl != nil {
		start, end = pf.fset.Position(decl.Pos()).Offset, pf.fset.Position(decl.End()).Offset
		switch {
		case len(decl.Specs) > 0:
		case block == "":
			// Nothing to import: the file reads as if its template had
			// no import block ("import ()" would build, but is noise).
			pf.file.Decls = slices.DeleteFunc(pf.file.Decls, func(d ast.Decl) bool { return d == decl })
		default:
			decl.Lparen, decl.Rparen = token.NoPos, token.NoPos
		}
	}
	var buf bytes.Buffer
	if err := format.Node(&buf, pf.fset, pf.file); err != nil {
		return nil, err
	}
	out := buf.Bytes()
	if block == "" {
		return out, nil
	}
	block = strings.TrimSuffix(block, "\n")
	if i := bytes.Index(out, []byte(emptyImports)); i >= 0 && bytes.LastIndex(out, []byte(emptyImports)) == i {
		start, end := i+1, i+len(emptyImports)-1
		res := make([]byte, 0, len(out)+len(block))
		res = append(res, out[:start]...)
		res = append(res, block...)
		return append(res, out[end:]...), nil
	}
	src := make([]byte, 0, len(pf.src)+len(block))
	src = append(src, pf.src[:start]...)
	src = append(src, block...)
	src = append(src, pf.src[end:]...)
	return format.Source(src)
}
