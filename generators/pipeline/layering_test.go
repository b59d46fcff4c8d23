package pipeline

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/kubegen/kubegen"

// driver is the package that wires the stages together; nothing below it
// may depend on it.
const driver = module + "/generators"

// knownGenerators are generator packages that exist today: the lists the
// tests derive from the tree must include them, or the derivation broke.
var knownGenerators = []string{
	"generators/clientset", "generators/listers", "generators/informers", "generators/decoder",
	"generators/deepcopy", "generators/register", "generators/applyconfig",
}

// TestStagesDoNotImportDriver fails when a stage's non-test code reaches
// the driver package, directly or through other packages of the module:
// the driver depends on the stages, never the other way around. The
// sources are parsed here rather than asked of go list so that go test's
// cache sees every file the answer depends on.
func TestStagesDoNotImportDriver(t *testing.T) {
	imports, stages, _ := stageImports(t)
	for _, s := range stages {
		if chain := pathTo(imports, s, "generators"); chain != nil {
			t.Errorf("%s depends on the driver package %s (%s); move what it needs into a stage package such as generators/pipeline",
				s, driver, strings.Join(chain, " -> "))
		}
	}
}

// TestGeneratorsAreIndependent fails when a generator depends on another
// generator, or the model or a shared package on any generator: each
// generator is one package that can be added or removed alone, and what
// they share (load, model, emit, write, pipeline) knows none of them.
func TestGeneratorsAreIndependent(t *testing.T) {
	imports, stages, generators := stageImports(t)
	for _, from := range stages {
		for _, to := range generators {
			if from == to {
				continue
			}
			if chain := pathTo(imports, from, to); chain != nil {
				t.Errorf("%s depends on the generator %s (%s); move what both need into the model or a shared package",
					from, to, strings.Join(chain, " -> "))
			}
		}
	}
}

// stageImports parses the non-test sources of every package below
// generators/ but the driver (the stages, found in the tree so that a new
// one needs no list) and what they import from the module. The generators
// are the stages importing this package, the interface they implement.
func stageImports(t *testing.T) (imports map[string][]string, stages, generators []string) {
	t.Helper()
	root := filepath.Join("..", "..")
	imports = map[string][]string{} // module-relative dir -> module imports
	var visit func(dir string) error
	visit = func(dir string) error {
		if _, done := imports[dir]; done {
			return nil
		}
		imports[dir] = nil
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			return err
		}
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, dir, name), nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			for _, spec := range f.Imports {
				p, _ := strconv.Unquote(spec.Path.Value)
				if p != module && !strings.HasPrefix(p, module+"/") {
					continue
				}
				rel := strings.TrimPrefix(strings.TrimPrefix(p, module), "/")
				if !slices.Contains(imports[dir], rel) {
					imports[dir] = append(imports[dir], rel)
				}
				if err := visit(rel); err != nil {
					return err
				}
			}
		}
		return nil
	}

	err := filepath.WalkDir(filepath.Join(root, "generators"), func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if d.Name() == "testdata" || d.Name() == "internal" {
			return filepath.SkipDir
		}
		// generators/all is the mains' registration of every generator,
		// above the driver: neither a stage nor a generator.
		if filepath.ToSlash(p) == filepath.ToSlash(filepath.Join(root, "generators", "all")) {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if rel == "generators" {
			return nil
		}
		if gofiles, _ := filepath.Glob(filepath.Join(p, "*.go")); len(gofiles) == 0 {
			return nil
		}
		stages = append(stages, rel)
		return visit(rel)
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stages {
		if slices.Contains(imports[s], "generators/pipeline") {
			generators = append(generators, s)
		}
	}
	for _, g := range knownGenerators {
		if !slices.Contains(generators, g) {
			t.Fatalf("generator package %s was not found below generators/ (found %v); the derivation is broken", g, generators)
		}
	}
	return imports, stages, generators
}

// pathTo returns an import chain from one module directory to another, or
// nil when there is none.
func pathTo(imports map[string][]string, from, to string) []string {
	seen := map[string]bool{}
	var walk func(dir string) []string
	walk = func(dir string) []string {
		if dir == to {
			return []string{dir}
		}
		if seen[dir] {
			return nil
		}
		seen[dir] = true
		for _, d := range imports[dir] {
			if chain := walk(d); chain != nil {
				return append([]string{dir}, chain...)
			}
		}
		return nil
	}
	return walk(from)
}

// loadHelpers are the load package's exported functions that read no
// package: anyone may call them. ParseFile parses one file the caller
// names, by a policy, and runs no go command: it is how a generator reads
// a file again (TestOneParser); KeptWhole says when it need not.
// Formatted is the cache store's format memo, which the renderer calls.
var loadHelpers = []string{"DiskPath", "IsAutogenerated", "ParseFile", "KeptWhole", "Formatted"}

// TestOnlyTheDriverLoads fails when a package below generators/ other than
// the driver and the load package itself refers to a load function of
// package load (every exported function but loadHelpers) or imports
// go/packages: what a generator needs beyond its inputs it declares
// (Supporter) or asks Input.Load for, so that where and how packages are
// loaded is decided in one place and the run loads once.
func TestOnlyTheDriverLoads(t *testing.T) {
	root := filepath.Join("..", "..")
	loadFuncs := exportedFuncs(t, filepath.Join(root, "generators", "load"))
	for _, h := range loadHelpers {
		if !loadFuncs[h] {
			t.Fatalf("load.%s is listed as a helper but load declares no such function; update loadHelpers", h)
		}
		delete(loadFuncs, h)
	}
	if !loadFuncs["Typed"] || !loadFuncs["TypesOf"] {
		t.Fatalf("load's functions were not found (found %v); the derivation is broken", loadFuncs)
	}
	// Every package below generators/, internal ones too (which the
	// stages leave out), but the driver and load.
	var dirs []string
	err := filepath.WalkDir(filepath.Join(root, "generators"), func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if d.Name() == "testdata" {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(root, p)
		if rel = filepath.ToSlash(rel); rel != "generators" && rel != "generators/load" {
			dirs = append(dirs, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(dirs, "generators/model") || !slices.Contains(dirs, "generators/deepcopy") {
		t.Fatalf("packages below generators/ were not found (found %v); the derivation is broken", dirs)
	}
	for _, s := range dirs {
		for _, f := range parseNonTest(t, filepath.Join(root, s)) {
			name := ""
			for _, spec := range f.Imports {
				switch p, _ := strconv.Unquote(spec.Path.Value); p {
				case "golang.org/x/tools/go/packages":
					t.Errorf("%s: %s imports go/packages; load through Input.Load (pipeline.Loader) or declare the packages (pipeline.Supporter)", parsed.Position(spec.Pos()), s)
				case module + "/generators/load":
					name = "load"
					if spec.Name != nil {
						name = spec.Name.Name
					}
				}
			}
			if name == "" {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == name && loadFuncs[sel.Sel.Name] {
					t.Errorf("%s: %s uses load.%s; only the driver loads: declare the packages (pipeline.Supporter) or ask Input.Load (pipeline.Loader)",
						parsed.Position(sel.Pos()), s, sel.Sel.Name)
				}
				return true
			})
		}
	}
}

// exportedFuncs are the exported functions (not methods) declared in the
// non-test sources of dir.
func exportedFuncs(t *testing.T, dir string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, f := range parseNonTest(t, dir) {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.IsExported() {
				out[fd.Name.Name] = true
			}
		}
	}
	return out
}

// parsed keeps the file set of parseNonTest's files, for positions.
var parsed = token.NewFileSet()

// parseNonTest parses the non-test Go files of dir.
func parseNonTest(t *testing.T, dir string) []*ast.File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(parsed, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}

// ownParsers are the files below generators/ that may call go/parser's
// ParseFile or ParseDir, and why.
var ownParsers = map[string]string{
	"generators/load/parse.go":      "the one parse of input and dependency files (load.ParseFile)",
	"generators/render/imports.go":  "the renderer parses the code a generator rendered, not an input",
	"generators/write/tombstone.go": "reads the package clause of a file kubegen generated earlier; write does not depend on the loader",
}

// TestOneParser fails when a non-test file below generators/ parses a Go
// file with go/parser outside ownParsers: every parse of an input or
// dependency file goes through load.ParseFile, which owns the parser's
// mode flags, the parse cache and what a tree of each policy holds, so
// that two readers of one file cannot see it differently.
func TestOneParser(t *testing.T) {
	root := filepath.Join("..", "..")
	seen := map[string]bool{}
	for _, f := range generatorSources(t, root) {
		for _, use := range parserCalls(t, f.path) {
			seen[f.rel] = true
			if _, ok := ownParsers[f.rel]; !ok {
				t.Errorf("%s: %s calls go/parser's %s; parse input files with load.ParseFile and a policy (generators/load/parse.go)",
					parsed.Position(use.Pos()), f.rel, use.Sel.Name)
			}
		}
	}
	for f, why := range ownParsers {
		if !seen[f] {
			t.Errorf("%s is allowed to parse (%s) but calls no go/parser ParseFile or ParseDir; update ownParsers", f, why)
		}
	}
}

// parserCalls are the uses of go/parser's ParseFile and ParseDir in the Go
// file at path.
func parserCalls(t *testing.T, path string) []*ast.SelectorExpr {
	t.Helper()
	f, err := parser.ParseFile(parsed, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	name := ""
	for _, spec := range f.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == "go/parser" {
			name = "parser"
			if spec.Name != nil {
				name = spec.Name.Name
			}
		}
	}
	if name == "" {
		return nil
	}
	var out []*ast.SelectorExpr
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == name && (sel.Sel.Name == "ParseFile" || sel.Sel.Name == "ParseDir") {
				out = append(out, sel)
			}
		}
		return true
	})
	return out
}

// ownFormatters are the packages below generators/ that may import
// go/format or print a qualifier's import block, and why. A generator
// hands its file to generators/render instead (render.File for a
// template, render.GoFile for code it builds in Go), so that the layout
// of a generated file, its import block and its formatting are decided
// in one place.
var ownFormatters = map[string]string{
	"generators/render": "the one renderer",
}

// pendingFormatters still format their own files; they are not required to
// (the stale check below skips them), so that moving one to the renderer
// needs no change here beyond deleting its line.
var pendingFormatters = map[string]string{}

// TestOneRenderer fails when a non-test file below generators/ outside
// ownFormatters imports go/format or prints a gofile.Imports' Block.
func TestOneRenderer(t *testing.T) {
	root := filepath.Join("..", "..")
	seen := map[string]bool{}
	for _, f := range generatorSources(t, root) {
		pkg := path.Dir(f.rel)
		for _, use := range formatterUses(t, f.path) {
			seen[pkg] = true
			if ownFormatters[pkg] == "" && pendingFormatters[pkg] == "" {
				t.Errorf("%s: %s %s; hand the file to generators/render (render.Go for code built in Go) instead",
					parsed.Position(use.pos), pkg, use.what)
			}
		}
	}
	for pkg, why := range ownFormatters {
		if !seen[pkg] {
			t.Errorf("%s may format (%s) but neither imports go/format nor prints an import block; update ownFormatters", pkg, why)
		}
	}
}

// formatterUse is one place a file formats Go or prints an import block.
type formatterUse struct {
	pos  token.Pos
	what string
}

// formatterUses are the file's import of go/format and, when it imports
// generators/gofile, its calls of a method Block without arguments (the
// qualifier's import block; a file without gofile has no qualifier).
func formatterUses(t *testing.T, path string) []formatterUse {
	t.Helper()
	f, err := parser.ParseFile(parsed, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var out []formatterUse
	qualifier := false
	for _, spec := range f.Imports {
		switch p, _ := strconv.Unquote(spec.Path.Value); p {
		case "go/format":
			out = append(out, formatterUse{spec.Pos(), "imports go/format"})
		case module + "/generators/gofile":
			qualifier = true
		}
	}
	if !qualifier {
		return out
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 0 {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Block" {
				out = append(out, formatterUse{call.Pos(), "prints an import block (Imports.Block)"})
			}
		}
		return true
	})
	return out
}

// TestOneJSONTagReader fails when a non-test file below generators/ other
// than generators/gotype reads a struct tag's json key itself: every
// reading of it is gotype.ParseJSONTag (the tag as written) or
// gotype.JSONRules (a tool's reading), so that a difference between tools
// is a named rule there, not a second reader.
func TestOneJSONTagReader(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, f := range generatorSources(t, root) {
		if path.Dir(f.rel) == "generators/gotype" {
			continue
		}
		src, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if strings.Contains(line, `Lookup("json")`) || strings.Contains(line, `Get("json")`) {
				t.Errorf("%s:%d reads the json struct tag itself; use gotype.ParseJSONTag or a gotype.JSONRules preset", f.rel, i+1)
			}
		}
	}
}

// sourceFile is a non-test Go file below generators/: its path to open and
// its slash-separated path relative to the repository root.
type sourceFile struct{ path, rel string }

// generatorSources lists the non-test Go files below root/generators,
// testdata left out: what the one-place tests read.
func generatorSources(t *testing.T, root string) []sourceFile {
	t.Helper()
	var out []sourceFile
	err := filepath.WalkDir(filepath.Join(root, "generators"), func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			rel, _ := filepath.Rel(root, p)
			out = append(out, sourceFile{path: p, rel: filepath.ToSlash(rel)})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
