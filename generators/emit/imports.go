package emit

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/gofile"
)

// A file's import block is not decided before rendering: the template is
// rendered with an empty block, the result parsed, and every package name it
// uses (the X of a selector X.Sel that resolves to nothing in the file or its
// package) looked up in one table, alias -> import path. The block is then
// written from what was found, so a template that stops using a package
// stops importing it, with no list to keep in step.

// fixedImports are the packages the templates always write under the same
// alias. None of these aliases ends in a version, so none can clash with an
// input package's alias (model.Version.ImportAlias).
var fixedImports = map[string]string{
	"context":       "context",
	"fmt":           "fmt",
	"json":          "encoding/json",
	"http":          "net/http",
	"reflect":       "reflect",
	"sync":          "sync",
	"time":          "time",
	"meta":          "k8s.io/apimachinery/pkg/api/meta",
	"metav1":        "k8s.io/apimachinery/pkg/apis/meta/v1",
	"labels":        "k8s.io/apimachinery/pkg/labels",
	"runtime":       "k8s.io/apimachinery/pkg/runtime",
	"schema":        "k8s.io/apimachinery/pkg/runtime/schema",
	"serializer":    "k8s.io/apimachinery/pkg/runtime/serializer",
	"types":         "k8s.io/apimachinery/pkg/types",
	"utilruntime":   "k8s.io/apimachinery/pkg/util/runtime",
	"wait":          "k8s.io/apimachinery/pkg/util/wait",
	"watch":         "k8s.io/apimachinery/pkg/watch",
	"discovery":     "k8s.io/client-go/discovery",
	"fakediscovery": "k8s.io/client-go/discovery/fake",
	"gentype":       "k8s.io/client-go/gentype",
	"listers":       "k8s.io/client-go/listers",
	"rest":          "k8s.io/client-go/rest",
	"testing":       "k8s.io/client-go/testing",
	"cache":         "k8s.io/client-go/tools/cache",
	"apply":         "k8s.io/client-go/util/apply",
	"flowcontrol":   "k8s.io/client-go/util/flowcontrol",
	"kgruntime":     "github.com/kubegen/kubegen/runtime",
	"kgfakeclient":  "github.com/kubegen/kubegen/runtime/fakeclient",
}

// pkgScope says what a file's per-version aliases (model.Version.ImportAlias
// and friends) name. Upstream gives the same alias to different packages in
// different files: "examplev1" is the API package in scheme/register.go and
// the typed client package in clientset.go.
type pkgScope int

const (
	// scopeAPI: version aliases name the API packages (and their apply
	// configurations); "typed" is the version's typed client package.
	scopeAPI pkgScope = iota
	// scopeClients: version aliases name the typed client packages and their
	// fakes (the clientset and the fake clientset).
	scopeClients
	// scopeInformers: as scopeAPI, plus the informer packages of groups and
	// versions, and "listers" is the version's lister package.
	scopeInformers
)

// importTable is the alias -> path table of one file: the fixed aliases and
// those the model gives the file's set, groups, versions and kind.
func importTable(d *fileData) map[string]string {
	t := make(map[string]string, len(fixedImports)+16)
	for a, p := range fixedImports {
		t[a] = p
	}
	o := d.Set.Opts
	t["clientset"] = o.ClientsetPkg
	t["scheme"] = path.Join(o.ClientsetPkg, "scheme")
	t["internalinterfaces"] = path.Join(o.InformersPkg, "internalinterfaces")
	if o.ApplyConfigPkg != "" {
		t["applyconfigurations"] = o.ApplyConfigPkg
	}

	versions := d.Versions
	if d.Version != nil {
		versions = append(versions[:len(versions):len(versions)], d.Version)
	}
	switch d.scope {
	case scopeClients:
		for _, v := range versions {
			t[v.ImportAlias()] = v.ClientPkgPath()
			t[v.FakeImportAlias()] = v.FakeClientPkgPath()
		}
	default:
		for _, v := range versions {
			t[v.ImportAlias()] = v.PkgPath
			t[v.ApplyConfigImportAlias()] = v.ApplyConfigPkgPath()
		}
		if v := d.Version; v != nil {
			t["typed"] = v.ClientPkgPath()
		}
	}
	if d.scope == scopeInformers {
		for _, g := range d.Groups {
			t[g.InformerImportAlias()] = g.InformerPkgPath()
		}
		if g := d.Group; g != nil && d.Version == nil {
			for _, v := range g.InformerVersions() {
				t[v.PackageName()] = v.InformerPkgPath()
			}
		}
		if v := d.Version; v != nil {
			t["listers"] = v.ListerPkgPath()
		}
	}
	if d.Kind != nil {
		for _, imp := range d.Kind.MethodImports() {
			t[imp.Alias] = imp.Path
		}
	}
	for _, imp := range d.extraImports {
		t[imp.Alias] = imp.Path
	}
	return t
}

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
	pf := &parsedFile{src: src, fset: fset, file: f, used: packageUses(f)}
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
// are ignored on purpose: a template that declared a local under the name
// of a package it also uses would lose that import and fail to build in
// the golden tests, which is the place to notice it; generated code does
// not shadow package names.
func packageUses(f *ast.File) map[string]bool {
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
	used := map[string]bool{}
	for _, id := range selectorXs {
		if !declared[id.Name] {
			used[id.Name] = true
		}
	}
	return used
}

// usedImports are the imports of the packages pf uses, looked up in
// table; siblings are the names other files of its package declare. An
// alias that is neither is an error.
func usedImports(pf *parsedFile, table map[string]string, siblings map[string]bool) ([]gofile.Import, error) {
	var imps []gofile.Import
	var unknown []string
	for alias := range pf.used {
		if siblings[alias] {
			continue
		}
		p, ok := table[alias]
		if !ok {
			unknown = append(unknown, alias)
			continue
		}
		imps = append(imps, gofile.Import{Name: alias, Path: p})
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, fmt.Errorf("uses the package alias(es) %s, which the import table (generators/emit/imports.go) does not name", strings.Join(unknown, ", "))
	}
	if decl := importDecl(pf.file); decl == nil && len(imps) > 0 {
		return nil, fmt.Errorf("uses packages but its template has no import block")
	} else if decl != nil && len(decl.Specs) > 0 {
		return nil, fmt.Errorf("writes imports itself; templates leave the import block to the emitter")
	}
	return imps, nil
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
		if len(decl.Specs) == 0 {
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
