// Package load reads the input API packages once, in one go/packages call:
// syntax with comments, and optionally type information for the inputs, with
// the types of their dependencies taken from the compiler's export data
// (never parsed from source, which is where upstream spends its time).
package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/kubegen/kubegen/generators/diag"
)

// Package is one loaded input package.
type Package struct {
	// Input is the pattern it was requested by (import path or directory).
	Input string
	// PkgPath is the import path; Name the package clause; Dir its directory.
	PkgPath, Name, Dir string
	// LoadDir is the directory the load resolved packages in (Config.Dir:
	// the user's module). Any later load for this package, such as the
	// struct a kind is defined from, must run there too, never in Dir: a
	// dependency's package sits in the module cache, where the go command
	// would read the dependency's go.mod and go.work instead of the user's
	// (a go.work naming directories the module zip does not hold fails).
	LoadDir string
	Fset    *token.FileSet
	// Files are the parsed files, comments included, in file name order.
	Files []*ast.File
	// FromPattern marks packages found by a "..." pattern rather than named:
	// those without +genclient types are skipped, not reported.
	FromPattern bool
	// Types and Info are nil unless Config.TypeCheck.
	Types *types.Package
	Info  *types.Info
	// Missing, set only on a support package (TypedWith) that does not
	// exist, says why and what to write instead (WhyMissing); nothing
	// else but Input and PkgPath is set then.
	Missing string
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
	// SourceDeps makes Typed read the dependencies' types from their
	// source even when the build cache holds them compiled (see Typed).
	SourceDeps bool
	// Progress, when set, hears about load steps that outlast SlowAfter
	// (DefaultSlowAfter when 0): one line each, saying what the step waits
	// for and why it can be slow, so that a first run on a cold build
	// cache is never silent.
	Progress  io.Writer
	SlowAfter time.Duration
	// after stands in for time.After in tests.
	after func(time.Duration) <-chan time.Time
}

// listMode asks go list for names, file lists and imports; we parse the
// files ourselves. (Asking go/packages for syntax makes go list compute
// compiled files, which triples its time.) NeedImports makes go list resolve
// imports (no -find), which is what reports import cycles; it costs about
// 0.03 s on k8s.io/api.
const listMode = packages.NeedName | packages.NeedFiles | packages.NeedModule | packages.NeedImports

// typedMode adds the inputs' syntax and types. Without NeedDeps, go/packages
// type-checks the inputs against export data, never dependency sources.
const typedMode = listMode | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo

// Packages loads all inputs in one go/packages call. Inputs are import
// paths or directories. Any load problem (broken Go, missing packages)
// comes back as a diag.List with positions, and no packages.
func Packages(c Config, inputs []string) ([]*Package, error) {
	pkgs, diags, err := Load(c, inputs)
	if err != nil {
		return nil, err
	}
	if err := diags.Err(); err != nil {
		return nil, err
	}
	return pkgs, nil
}

// Load is Packages for a run that reports every problem at once: it returns
// the packages that loaded cleanly beside the diagnostics (errors and
// warnings) of the others, so that the model can still check the good ones.
// err is only for failures that are not about the input (go list missing).
func Load(c Config, inputs []string) ([]*Package, diag.List, error) {
	if len(inputs) == 0 {
		return nil, nil, fmt.Errorf("no input packages given")
	}
	mode := listMode
	if c.TypeCheck {
		mode = typedMode
	}
	fset := token.NewFileSet()
	cfg := &packages.Config{Mode: mode, Dir: c.Dir, Fset: fset}
	patterns := make([]string, len(inputs))
	for i, in := range inputs {
		patterns[i] = pattern(in, c.Dir)
	}
	// The files of inputs that are plain directories of the main module
	// are known without go list: they are parsed while it runs, and used
	// when go list names the same files.
	var early chan earlyParse
	if !c.TypeCheck {
		if local, ok := localPackages(c.Dir, inputs); ok {
			early = make(chan earlyParse, 1)
			go func() {
				diags, err := parseAll(fset, local, defaultParseCache())
				early <- earlyParse{local, diags, err}
			}()
		}
	}
	stop := c.watch("still listing the input packages and their imports (go list); a first run may be downloading modules")
	loaded, err := listPackages(cfg, patterns...)
	stop()
	var pre earlyParse
	if early != nil {
		pre = <-early
	}
	if err != nil {
		return nil, nil, fmt.Errorf("loading input packages: %w", err)
	}

	var diags diag.List
	if !c.TypeCheck {
		if pre.err == nil && adoptSyntax(loaded, pre.pkgs) {
			diags = append(diags, pre.diags...)
		} else {
			parsed, err := parseAll(fset, loaded, defaultParseCache())
			if err != nil {
				return nil, nil, err
			}
			diags = append(diags, parsed...)
		}
	}
	broken := map[*packages.Package]bool{}
	for _, p := range loaded {
		// go list repeats type errors in one unpositioned summary; when
		// positioned errors exist, those say it better.
		positioned := slices.ContainsFunc(p.Errors, func(e packages.Error) bool { return hasPos(e) })
		for _, e := range p.Errors {
			if positioned && !hasPos(e) {
				continue
			}
			diags = append(diags, loadDiag(fset, p, e))
		}
		if len(p.Errors) > 0 {
			broken[p] = true
		}
	}
	for _, d := range diags {
		for _, p := range loaded {
			if d.Pos.Filename != "" && slices.Contains(p.GoFiles, d.Pos.Filename) {
				broken[p] = true
			}
		}
	}
	if !c.TypeCheck {
		for _, p := range loaded {
			if !broken[p] {
				// The model still reads a package with undefined
				// types, so that its tag errors are reported too.
				diags = append(diags, undefinedTypes(fset, p.Syntax)...)
			}
		}
	}

	newPackage := func(in string, p *packages.Package) *Package {
		return &Package{
			Input: in, PkgPath: p.PkgPath, Name: p.Name, Dir: pkgDir(p), LoadDir: c.Dir,
			Fset: fset, Files: sortedFiles(fset, p.Syntax), Types: p.Types, Info: p.TypesInfo,
		}
	}
	out := make([]*Package, 0, len(inputs))
	matched := map[*packages.Package]bool{}
	wildcard := ""
	for i, in := range inputs {
		if strings.Contains(patterns[i], "...") {
			wildcard = in
			continue
		}
		p := find(loaded, patterns[i], c.Dir)
		if p == nil {
			diags.Add(token.Position{}, in, "no Go package found for this input; give an import path or a directory containing the group version's types")
			continue
		}
		matched[p] = true
		if !broken[p] {
			out = append(out, newPackage(in, p))
		}
	}
	if wildcard != "" {
		// Packages only a "..." pattern matched come last, by import path.
		var rest []*packages.Package
		for _, p := range loaded {
			if !matched[p] && !broken[p] {
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
	return out, diags, nil
}

// earlyParse is parseAll's result on the inputs as localPackages lists them.
type earlyParse struct {
	pkgs  []*packages.Package
	diags diag.List
	err   error
}

// adoptSyntax gives each package go list loaded the syntax parsed early for
// it, when the two lists are the same packages with the same files; else
// it reports false and changes nothing.
func adoptSyntax(loaded, local []*packages.Package) bool {
	if len(local) == 0 || len(loaded) != len(local) {
		return false
	}
	byPath := map[string]*packages.Package{}
	for _, p := range local {
		byPath[p.PkgPath] = p
	}
	for _, p := range loaded {
		l := byPath[p.PkgPath]
		if l == nil || l.Name != p.Name || !slices.Equal(l.GoFiles, p.GoFiles) {
			return false
		}
	}
	for _, p := range loaded {
		p.Syntax = byPath[p.PkgPath].Syntax
	}
	return true
}

// pattern makes directory inputs explicit for go list: "/abs/dir" and
// "./dir" already are; a bare path is an import path. A directory with no Go
// files of its own is an apis root, as kube_codegen.sh takes: it stands for
// every package below it ("dir/..."), of which those with +genclient types
// are inputs.
func pattern(in, dir string) string {
	if rest, ok := strings.CutSuffix(in, "/..."); ok {
		// Cleaning "./..." as a path would leave "...", every package.
		p, _ := dirPattern(rest)
		return p + "/..."
	}
	p, isDir := dirPattern(in)
	if isDir && isAPIsRoot(filepath.Join(dir, p)) {
		p = strings.TrimSuffix(p, "/") + "/..."
	}
	return p
}

// dirPattern cleans a directory input into the form go list reads as a
// directory; an import path comes back unchanged, with isDir false.
func dirPattern(in string) (p string, isDir bool) {
	switch {
	case filepath.IsAbs(in):
		return filepath.Clean(in), true
	case strings.HasPrefix(in, "./") || strings.HasPrefix(in, "../") || in == "." || in == "..":
		c := filepath.Clean(in)
		if c == "." || c == ".." || strings.HasPrefix(c, "../") {
			return c, true
		}
		return "./" + c, true
	default:
		return in, false
	}
}

// isAPIsRoot reports whether dir is a directory holding no .go files but
// at least one subdirectory.
func isAPIsRoot(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	subdirs := false
	for _, e := range entries {
		if e.IsDir() {
			subdirs = true
		} else if strings.HasSuffix(e.Name(), ".go") {
			return false
		}
	}
	return subdirs
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

// parseAll parses every file of every package in full, comments included,
// in parallel, into p.Syntax; syntax errors come back as diagnostics. Every
// file is parsed, not only those declaring types: a syntax error anywhere
// makes the package unusable (upstream rejects it too), and no shortcut
// based on how a file looks may change what is found. On k8s.io/api this
// costs about 0.4 s of CPU more than parsing only the declaring files.
//
// cache (nil: none) lets a file whose bytes an earlier run parsed cleanly
// skip what trim drops; see parseCache.
func parseAll(fset *token.FileSet, pkgs []*packages.Package, cache *parseCache) (diag.List, error) {
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
				j.pkg.Syntax[j.i], errs[n] = parseFile(fset, cache, j.name, src)
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
			return nil, err
		}
	}
	for _, p := range pkgs {
		p.Syntax = slices.DeleteFunc(p.Syntax, func(f *ast.File) bool { return f == nil })
	}
	return diags, nil
}

// fileMode is how parseAll parses.
const fileMode = parser.ParseComments | parser.SkipObjectResolution

// parseFile parses one file for parseAll: in full and trimmed when it
// declares no types (doc.go is kept whole), or, when cache knows these
// bytes, only what trim keeps.
func parseFile(fset *token.FileSet, cache *parseCache, name string, src []byte) (*ast.File, error) {
	trimmable := filepath.Base(name) != "doc.go"
	key := ""
	if cache != nil && trimmable && cacheable(src) {
		key = cache.key(src)
		if ranges, ok := cache.get(key, len(src)); ok {
			f, err := parser.ParseFile(fset, name, blank(src, ranges), fileMode)
			if err == nil && !declaresTypes(f) {
				trim(f)
				cache.hits.Add(1)
				return f, nil
			}
			// A wrong entry costs a full parse, never a different tree.
		}
	}
	f, err := parser.ParseFile(fset, name, src, fileMode)
	if err == nil && trimmable && !declaresTypes(f) {
		before := f.Decls
		trim(f)
		if key != "" {
			cache.put(key, len(src), droppedRanges(fset, f, before))
		}
	}
	return f, err
}

// declaresTypes reports whether f has a top-level type declaration.
func declaresTypes(f *ast.File) bool {
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
			return true
		}
	}
	return false
}

// trim drops what the model never reads from a file that declares no types
// (generated.pb.go and zz_generated.deepcopy.go are 70% of k8s.io/api):
// everything but the package clause, its comments, the imports, constants
// and the registration variables (the model reads the registered group from
// SchemeGroupVersion; register-gen skips a package that declares its own). Keeping their full syntax would cost about 150 MB on k8s.io/api.
func trim(f *ast.File) {
	var decls []ast.Decl
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		switch {
		case !ok:
		case g.Tok == token.IMPORT || g.Tok == token.CONST:
			decls = append(decls, d)
		case g.Tok == token.VAR && slices.ContainsFunc(g.Specs, func(s ast.Spec) bool {
			return slices.ContainsFunc(s.(*ast.ValueSpec).Names, func(n *ast.Ident) bool { return registrationVars[n.Name] })
		}):
			decls = append(decls, d)
		}
	}
	f.Decls = decls
	var comments []*ast.CommentGroup
	for _, c := range f.Comments {
		if c.End() <= f.Name.End() {
			comments = append(comments, c)
		}
	}
	f.Comments = comments
}

// registrationVars are the package variables that register a group's types.
var registrationVars = map[string]bool{"SchemeGroupVersion": true, "SchemeBuilder": true, "AddToScheme": true}

func hasPos(e packages.Error) bool { return e.Pos != "" && e.Pos != "-" }

// loadDiag turns a go/packages error ("file:line:col: msg") into a
// diagnostic. An import cycle comes without a position; it is put on the
// import that starts the cycle.
func loadDiag(fset *token.FileSet, p *packages.Package, e packages.Error) diag.Diagnostic {
	d := diag.Diagnostic{Subject: p.PkgPath, Msg: e.Msg}
	if stack, ok := strings.CutPrefix(e.Msg, "import cycle not allowed: import stack: "); ok {
		return cycleDiag(fset, p, strings.Fields(strings.Trim(stack, "[]")))
	}
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

// cycleDiag reports an import cycle at the input's import of the next
// package in the cycle.
func cycleDiag(fset *token.FileSet, p *packages.Package, stack []string) diag.Diagnostic {
	d := diag.Diagnostic{Subject: p.PkgPath}
	d.Msg = fmt.Sprintf("import cycle not allowed: %s; move the types both packages need into a package that imports neither", strings.Join(stack, " -> "))
	if len(stack) < 2 {
		return d
	}
	for _, f := range p.Syntax {
		for _, imp := range f.Imports {
			if path, err := strconv.Unquote(imp.Path.Value); err == nil && path == stack[1] {
				d.Pos = fset.Position(imp.Pos())
				return d
			}
		}
	}
	return d
}
