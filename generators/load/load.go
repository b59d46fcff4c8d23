// Package load reads the input API packages once, in one go/packages call:
// syntax with comments, and optionally type information for the inputs, with
// the types of their dependencies taken from the compiler's export data
// (never parsed from source, which is where upstream spends its time).
package load

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"

	"github.com/kubegen/kubegen/generators/diag"
)

// Package is one loaded input package.
type Package struct {
	// Input is the pattern it was requested by (import path or directory).
	Input string
	// PkgPath is the import path; Name the package clause; Dir its directory.
	PkgPath, Name, Dir string
	Fset               *token.FileSet
	// Files are the parsed files, comments included, in file name order.
	Files []*ast.File
	// FromPattern marks packages found by a "..." pattern rather than named:
	// those without +genclient types are skipped, not reported.
	FromPattern bool
	// Types and Info are nil unless Config.TypeCheck.
	Types *types.Package
	Info  *types.Info
}

// Config says where and how to load.
type Config struct {
	// Dir is the directory inputs are resolved in (the user's module); ""
	// is the working directory.
	Dir string
	// TypeCheck adds type information and reports type errors of the
	// inputs. It costs a "go list -export -deps" of all dependencies
	// (compiling them on a cold build cache); the model itself needs syntax only.
	TypeCheck bool
}

// listMode asks go list for names and file lists only; we parse the files
// ourselves. (Asking go/packages for syntax makes go list compute compiled
// files, which triples its time.)
const listMode = packages.NeedName | packages.NeedFiles | packages.NeedModule

// typedMode adds the inputs' syntax and types. Without NeedDeps, go/packages
// type-checks the inputs against export data, never dependency sources.
const typedMode = listMode | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports

// Packages loads all inputs in one go/packages call. Inputs are import
// paths or directories. Load errors (broken Go, missing packages) come back
// as a diag.List with positions.
func Packages(c Config, inputs []string) ([]*Package, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("no input packages given")
	}
	mode := listMode
	if c.TypeCheck {
		mode = typedMode
	}
	fset := token.NewFileSet()
	cfg := &packages.Config{Mode: mode, Dir: c.Dir, Fset: fset}
	patterns := make([]string, len(inputs))
	for i, in := range inputs {
		patterns[i] = pattern(in)
	}
	loaded, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, fmt.Errorf("loading input packages: %w", err)
	}

	var diags diag.List
	for _, p := range loaded {
		// go list repeats type errors in one unpositioned summary; when
		// positioned errors exist, those say it better.
		positioned := slices.ContainsFunc(p.Errors, func(e packages.Error) bool { return hasPos(e) })
		for _, e := range p.Errors {
			if positioned && !hasPos(e) {
				continue
			}
			diags = append(diags, loadDiag(p, e))
		}
	}
	if err := diags.Err(); err != nil {
		return nil, err
	}
	if !c.TypeCheck {
		if err := parseAll(fset, loaded); err != nil {
			return nil, err
		}
	}

	newPackage := func(in string, p *packages.Package) *Package {
		return &Package{
			Input: in, PkgPath: p.PkgPath, Name: p.Name, Dir: pkgDir(p),
			Fset: fset, Files: sortedFiles(fset, p.Syntax), Types: p.Types, Info: p.TypesInfo,
		}
	}
	out := make([]*Package, 0, len(inputs))
	matched := map[*packages.Package]bool{}
	wildcard := ""
	for i, in := range inputs {
		if strings.Contains(in, "...") {
			wildcard = in
			continue
		}
		p := find(loaded, patterns[i], c.Dir)
		if p == nil {
			diags.Add(token.Position{}, in, "no Go package found for this input; give an import path or a directory containing the group version's types")
			continue
		}
		matched[p] = true
		out = append(out, newPackage(in, p))
	}
	if wildcard != "" {
		// Packages only a "..." pattern matched come last, by import path.
		var rest []*packages.Package
		for _, p := range loaded {
			if !matched[p] {
				rest = append(rest, p)
			}
		}
		slices.SortFunc(rest, func(a, b *packages.Package) int { return strings.Compare(a.PkgPath, b.PkgPath) })
		for _, p := range rest {
			pkg := newPackage(wildcard, p)
			pkg.FromPattern = true
			out = append(out, pkg)
		}
	}
	if err := diags.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// pattern makes directory inputs explicit for go list: "/abs/dir" and
// "./dir" already are; a bare path is an import path.
func pattern(in string) string {
	switch {
	case filepath.IsAbs(in):
		return filepath.Clean(in)
	case strings.HasPrefix(in, "./") || strings.HasPrefix(in, "../"):
		if c := filepath.Clean(in); strings.HasPrefix(c, "..") {
			return c
		} else {
			return "./" + c
		}
	}
	return in
}

func find(loaded []*packages.Package, pat, dir string) *packages.Package {
	isDir := filepath.IsAbs(pat) || strings.HasPrefix(pat, ".")
	if isDir {
		if !filepath.IsAbs(pat) {
			pat = filepath.Join(dir, pat)
		}
		pat = canonical(pat)
	}
	for _, p := range loaded {
		if isDir && canonical(pkgDir(p)) == pat || !isDir && p.PkgPath == pat {
			return p
		}
	}
	return nil
}

// canonical makes a directory absolute and resolves symlinks, so that a
// directory given by the user matches the one go list reports.
func canonical(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return dir
}

func pkgDir(p *packages.Package) string {
	files := p.GoFiles
	if len(files) == 0 {
		files = p.CompiledGoFiles
	}
	if len(files) == 0 {
		return ""
	}
	return filepath.Dir(files[0])
}

func sortedFiles(fset *token.FileSet, files []*ast.File) []*ast.File {
	out := append([]*ast.File(nil), files...)
	name := func(f *ast.File) string { return fset.Position(f.FileStart).Filename }
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && name(out[j]) < name(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// parseAll parses the files of all packages in parallel into p.Syntax;
// syntax errors come back as a diag.List.
func parseAll(fset *token.FileSet, pkgs []*packages.Package) error {
	type job struct {
		pkg  *packages.Package
		i    int
		name string
	}
	var jobs []job
	for _, p := range pkgs {
		p.Syntax = make([]*ast.File, len(p.GoFiles))
		for i, name := range p.GoFiles {
			jobs = append(jobs, job{p, i, name})
		}
	}
	errs := make([]error, len(jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range next {
				j := jobs[n]
				src, err := os.ReadFile(j.name)
				if err != nil {
					errs[n] = err
					continue
				}
				j.pkg.Syntax[j.i], errs[n] = parseDeclaringFile(fset, j.name, src)
			}
		}()
	}
	for n := range jobs {
		next <- n
	}
	close(next)
	wg.Wait()

	var diags diag.List
	for _, err := range errs {
		var list scanner.ErrorList
		switch {
		case err == nil:
		case errors.As(err, &list):
			for _, e := range list {
				diags = append(diags, diag.Diagnostic{Pos: e.Pos, Msg: e.Msg})
			}
		default:
			return err
		}
	}
	return diags.Err()
}

// parseDeclaringFile parses in full only the files the model reads: doc.go
// and files declaring top-level types (gofmt puts "type" at the start of a
// line). Others, such as generated.pb.go or zz_generated.deepcopy.go (90% of
// k8s.io/api's bytes), keep just their package clause and its comments.
func parseDeclaringFile(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	mode := parser.ParseComments | parser.SkipObjectResolution
	if filepath.Base(filename) != "doc.go" && !declaresTypes(src) {
		mode |= parser.PackageClauseOnly
	}
	return parser.ParseFile(fset, filename, src, mode)
}

func declaresTypes(src []byte) bool {
	for len(src) > 0 {
		if bytes.HasPrefix(src, []byte("type ")) || bytes.HasPrefix(src, []byte("type(")) {
			return true
		}
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			return false
		}
		src = src[i+1:]
	}
	return false
}

func hasPos(e packages.Error) bool { return e.Pos != "" && e.Pos != "-" }

// loadDiag turns a go/packages error ("file:line:col: msg") into a diagnostic.
func loadDiag(p *packages.Package, e packages.Error) diag.Diagnostic {
	d := diag.Diagnostic{Subject: p.PkgPath, Msg: e.Msg}
	if !hasPos(e) {
		if d.Subject == "" {
			d.Subject = p.ID
		}
		return d
	}
	d.Subject = ""
	parts := strings.Split(e.Pos, ":")
	d.Pos.Filename = parts[0]
	if len(parts) > 1 {
		d.Pos.Line, _ = strconv.Atoi(parts[1])
	}
	if len(parts) > 2 {
		d.Pos.Column, _ = strconv.Atoi(parts[2])
	}
	return d
}
