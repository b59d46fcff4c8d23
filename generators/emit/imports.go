package emit

import (
	"fmt"
	"go/ast"
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
	"managedfields": "k8s.io/apimachinery/pkg/util/managedfields",
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
	if d.Decoder != nil {
		for _, imp := range d.Decoder.AllImports() {
			t[imp.Alias] = imp.Path
		}
	}
	return t
}

// parsedFile is a rendered file before its imports are filled in.
type parsedFile struct {
	src  []byte
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
	f, err := parser.ParseFile(token.NewFileSet(), "", src, 0)
	if err != nil {
		return nil, err
	}
	pf := &parsedFile{src: src, file: f, used: map[string]bool{}}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			// An identifier the parser could not resolve in the file is a
			// package name or a name another file of the package declares.
			if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil {
				pf.used[id.Name] = true
			}
		}
		return true
	})
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

// withImports returns pf's source with its import block holding exactly
// the packages it uses, looked up in table; siblings are the names other
// files of its package declare. An alias that is neither is an error.
func withImports(pf *parsedFile, table map[string]string, siblings map[string]bool) ([]byte, error) {
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
	var decl *ast.GenDecl
	for _, d := range pf.file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			decl = g
			break
		}
	}
	if decl == nil {
		if len(imps) > 0 {
			return nil, fmt.Errorf("uses packages but its template has no import block")
		}
		return pf.src, nil
	}
	block := gofile.Block(imps)
	if block == "" {
		// The template's "import (\n)" is kept, as before: go/format
		// leaves an empty block alone.
		return pf.src, nil
	}
	// The file set of the parse starts at base 1.
	start, end := int(decl.Pos())-1, int(decl.End())-1
	out := make([]byte, 0, len(pf.src)+len(block))
	out = append(out, pf.src[:start]...)
	out = append(out, strings.TrimSuffix(block, "\n")...)
	return append(out, pf.src[end:]...), nil
}
