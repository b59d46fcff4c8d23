package load

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"sync"

	"github.com/kubegen/kubegen/generators/diag"
	"golang.org/x/tools/go/packages"
)

// compiled reports whether the build cache holds every one of paths
// compiled for the current configuration (go list's Stale is false), so
// that go list -export only reads it. It costs hashing the dependencies'
// files, a fraction of a second; asking for the export data of a stale
// package compiles it and everything below it (for apimachinery on a cold
// cache, about 40 s of CPU). Any doubt answers false. first, when not "",
// is one of paths asked about alone beforehand: when it is stale the
// answer is false without hashing the rest of the graph.
func compiled(dir string, paths []string, first string) bool {
	if first != "" && !compiled(dir, []string{first}, "") {
		return false
	}
	if len(paths) == 0 {
		return true
	}
	cmd := exec.Command("go", append([]string{"list", "-e", "-json=ImportPath,Stale,Error", "--"}, paths...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	n := 0
	for dec.More() {
		var p struct {
			Stale bool
			Error *struct{ Err string }
		}
		if err := dec.Decode(&p); err != nil || p.Stale || p.Error != nil {
			return false
		}
		n++
	}
	return n == len(paths)
}

// sourceUniverse type-checks dependencies from their source, declarations
// only (function bodies are skipped), all in one universe so that a type
// is the same object wherever it is met. It is the cold-cache path: on
// apimachinery's 270 packages it costs about a second of CPU, where
// compiling them for their export data costs 40.
type sourceUniverse struct {
	dir  string
	fset *token.FileSet
	done map[string]*types.Package
	// cache, when not nil, keeps what was checked for later processes.
	cache *depCache
	// partial is set once done was read from a dependency cache entry
	// whose roots had packages below them: the roots are whole, those
	// packages hold only what the roots refer to. A later batch's entry
	// can be read on top (it holds all its roots refer to), but nothing can
	// be checked from source against them: a later batch without an entry
	// makes the depLoader start again with every path in one batch.
	partial bool
}

// newSourceUniverse checks into fset: the inputs' file set, in which
// positions of the dependencies' declarations must resolve (the deep-copy
// generator reads which file declares a method).
func newSourceUniverse(dir string, fset *token.FileSet) *sourceUniverse {
	return &sourceUniverse{dir: dir, fset: fset, done: map[string]*types.Package{"unsafe": types.Unsafe}, cache: defaultDepCache()}
}

// load checks paths and what they import (once each). The file lists are
// those of a build without cgo, whose pure-Go files declare the same API.
// List errors of a package or of anything below it come back under the
// package's import path, as go list -export reports a broken dependency.
func (u *sourceUniverse) load(paths []string) exportResult {
	l := u.list(paths)
	if l.err == nil {
		if key, ok, hit := u.readCached(l); !hit {
			u.check(l, key, ok)
		}
	}
	return u.result(l)
}

// listing is the package graph below some import paths, as go list gave
// it; order is what the universe has not checked yet, dependencies first.
type listing struct {
	roots, order []*packages.Package
	err          error
	// broken: some package of the graph has errors, which result reports
	// (it walks the graph only then).
	broken bool
}

// list asks go list (one process) for the graph below paths.
func (u *sourceUniverse) list(paths []string) listing {
	if len(paths) == 0 {
		return listing{}
	}
	env := listEnv()
	roots, err := listPackages(&packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule,
		Dir: u.dir, Env: env}, paths...)
	if err != nil {
		return listing{err: fmt.Errorf("loading the inputs' dependencies: %w", err)}
	}
	var order []*packages.Package
	broken := false
	packages.Visit(roots, nil, func(p *packages.Package) {
		if _, ok := u.done[p.PkgPath]; !ok {
			order = append(order, p)
		}
		broken = broken || len(p.Errors) > 0
	})
	return listing{roots: roots, order: order, broken: broken}
}

// readCached fills done with l's packages from the dependency cache when
// it has them (hit). key is their entry's name, when ok, for check to
// record them under.
func (u *sourceUniverse) readCached(l listing) (key string, ok, hit bool) {
	if u.cache == nil || l.err != nil {
		return "", false, false
	}
	roots := l.entryRoots()
	if len(l.order) == 0 && u.complete(l.roots) {
		// An earlier batch checked these roots from source: their own
		// entry lets a process that reads the earlier batch's entry read
		// them on top of it.
		if !u.partial {
			if key, ok := u.cache.key(u.dir, roots); ok && !u.cache.exists(key) {
				u.write(key, l)
			}
		}
		return "", false, true
	}
	if key, ok = u.cache.key(u.dir, roots); !ok {
		return "", false, false
	}
	done, hit := u.cache.read(key, u.fset, u.done, roots)
	if hit {
		// Packages met first here, below the roots, hold only what the
		// roots refer to.
		fresh := 0
		for _, p := range roots {
			if _, ok := u.done[p.PkgPath]; !ok {
				fresh++
			}
		}
		u.done, u.partial = done, u.partial || len(l.order) > fresh
	}
	return key, true, hit
}

// complete reports whether every one of pkgs is whole in the universe
// (checked from source or read as an entry's root), not only the part an
// entry's roots refer to.
func (u *sourceUniverse) complete(pkgs []*packages.Package) bool {
	return !slices.ContainsFunc(pkgs, func(p *packages.Package) bool {
		t := u.done[p.PkgPath]
		return t == nil || !t.Complete()
	})
}

// entryRoots are the roots the listing's entry holds, once each, in
// listing order: also those an earlier batch checked, so that the entry
// holds them whole whatever that batch read.
func (l listing) entryRoots() []*packages.Package {
	var out []*packages.Package
	seen := map[string]bool{}
	for _, p := range l.roots {
		if !seen[p.PkgPath] {
			seen[p.PkgPath] = true
			out = append(out, p)
		}
	}
	return out
}

// write records l's roots in the dependency cache under key, when each
// is whole in the universe.
func (u *sourceUniverse) write(key string, l listing) {
	roots := l.entryRoots()
	if !u.complete(roots) {
		return
	}
	pkgs := make([]*types.Package, len(roots))
	for i, p := range roots {
		pkgs[i] = u.done[p.PkgPath]
	}
	u.cache.write(key, u.fset, pkgs)
}

// result is what load returns for l once its packages are checked.
func (u *sourceUniverse) result(l listing) exportResult {
	r := exportResult{files: map[string]string{}, pkgs: map[string]*types.Package{}, err: l.err}
	for _, root := range l.roots {
		if l.broken {
			r.diags = append(r.diags, rootDiags(root)...)
		}
		if t := u.done[root.PkgPath]; t != nil {
			r.pkgs[root.PkgPath] = t
		}
	}
	return r
}

// rootDiags are the list errors of root and of every package below it,
// each under root's import path.
func rootDiags(root *packages.Package) diag.List {
	var out diag.List
	packages.Visit([]*packages.Package{root}, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			d := loadDiag(token.NewFileSet(), p, e)
			d.Subject = root.PkgPath
			if p != root {
				d.Msg = "dependency " + p.PkgPath + ": " + d.Msg
			}
			out = append(out, d)
		}
	})
	return out
}

// check checks l's packages from source, then records them in the
// dependency cache under key when ok.
func (u *sourceUniverse) check(l listing, key string, ok bool) {
	order := l.order
	files := u.parse(order)
	for i, p := range order {
		if _, ok := u.done[p.PkgPath]; ok {
			continue // a package met twice in the graph (test variants do not occur here)
		}
		conf := types.Config{
			IgnoreFuncBodies: true,
			FakeImportC:      true,
			Error:            func(error) {}, // declarations are all that is read
			Importer: importerFunc(func(path string) (*types.Package, error) {
				if imp := p.Imports[path]; imp != nil {
					path = imp.PkgPath
				}
				if t := u.done[path]; t != nil {
					return t, nil
				}
				return nil, fmt.Errorf("no package %s", path)
			}),
			Sizes: types.SizesFor("gc", runtime.GOARCH),
		}
		t, _ := conf.Check(p.PkgPath, u.fset, files[i], nil)
		u.done[p.PkgPath] = t
	}
	if ok && !slices.ContainsFunc(order, func(p *packages.Package) bool { return u.done[p.PkgPath] == nil }) {
		u.write(key, l)
	}
}

// parse reads the files of pkgs in parallel, without comments.
func (u *sourceUniverse) parse(pkgs []*packages.Package) [][]*ast.File {
	out := make([][]*ast.File, len(pkgs))
	type job struct{ pkg, file int }
	var jobs []job
	for i, p := range pkgs {
		out[i] = make([]*ast.File, len(p.GoFiles))
		for j := range p.GoFiles {
			jobs = append(jobs, job{i, j})
		}
	}
	next := make(chan job)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				// A file that does not parse leaves what parsed; the
				// checker makes do, as it does with type errors.
				f, _ := ParseFile(u.fset, pkgs[j.pkg].GoFiles[j.file], nil, Code)
				out[j.pkg][j.file] = f
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	for i := range out {
		kept := out[i][:0]
		for _, f := range out[i] {
			if f != nil {
				kept = append(kept, f)
			}
		}
		out[i] = kept
	}
	return out
}

// depLoader gives Typed the dependencies' types: from the build cache's
// export data when it holds them all compiled (a warm run), else from
// source. The choice is made once per load and kept, so that every
// dependency comes from one universe: a type read from export data is not
// the same object as one checked from source.
type depLoader struct {
	c    Config
	fset *token.FileSet
	mu   sync.Mutex
	src  *sourceUniverse // set once the source path is taken
	// exported: the export path was taken (for the first batch).
	exported bool
	// exportKey is the dependency cache key of the first batch read from
	// export data: marked for the source way when a later batch is not
	// compiled and the load restarts from source.
	exportKey string
	// missed are the batches a partial universe found no entry for:
	// fromSource writes them once the universe is whole, so that the next
	// process reads them instead of starting again.
	missed []missedBatch
	// wide, when set, is a wider first batch (Config.GuessFrom's guess):
	// checked from source in place of the first batch, with an entry of
	// its own besides the first batch's, then dropped.
	wide []string
}

// missedBatch is a batch's listing and the key of its entry.
type missedBatch struct {
	key string
	ls  listing
}

// load returns the export data files of paths, or their packages checked
// from source. When an earlier batch came from export data and this one is
// not compiled, it returns restart: the caller asks for everything again
// with fromSource, as universes cannot be mixed.
func (l *depLoader) load(paths []string) (r exportResult, restart bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(paths) == 0 {
		return exportResult{files: map[string]string{}}, false
	}
	if u := l.src; u != nil && u.partial {
		// Read from the dependency cache: these paths' entry can be read on
		// top, but what checking them needs of the packages below the
		// earlier roots may be missing.
		ls := u.list(paths)
		key, ok, hit := u.readCached(ls)
		if hit && ls.err == nil {
			return u.result(ls), false
		}
		if ok {
			l.missed = append(l.missed, missedBatch{key, ls})
		}
		return exportResult{}, true
	}
	if l.src != nil || l.c.SourceDeps {
		return l.sourceLocked(paths), false
	}
	// An earlier process may have loaded this very graph: its entry in the
	// dependency cache gives the packages checked from source, or the
	// export data files the build cache held for it (valid while they
	// exist: the key covers every source file). Either needs no staleness
	// check, which hashes every file of the graph (on a busy machine,
	// longer than listing it). Once a batch came from export data, the
	// next ones must too.
	u := newSourceUniverse(l.c.Dir, l.fset)
	var ls listing
	key, ok, marked := "", false, false
	var wl listing
	if u.cache != nil {
		ls, wl = u.listWide(paths, l.wide)
		l.wide = nil
		if l.exported {
			key, ok = u.cache.key(u.dir, ls.entryRoots())
			ok = ok && ls.err == nil
		} else {
			var hit bool
			if key, ok, hit = u.readCached(ls); hit {
				l.src = u
				return u.result(ls), false
			}
		}
		// A graph an earlier process found uncompiled, or whose export
		// data did not do (a later batch was uncompiled), goes the source
		// way without asking again: that way is right whatever the build
		// cache holds, and its bundle is cached once checked.
		marked = ok && u.cache.sourceMarked(key)
		if files, found := u.cache.exports(key, paths); ok && !marked && found {
			l.exported = true
			l.exportKey = cmp.Or(l.exportKey, key)
			return exportResult{files: files}, false
		}
	}
	if marked || !compiled(l.c.Dir, paths, ls.cheapestProbe()) {
		if ok {
			u.cache.markSource(key)
		}
		if l.exported {
			if l.exportKey != "" {
				u.cache.markSource(l.exportKey)
			}
			return exportResult{}, true
		}
		if u.cache == nil {
			return l.sourceLocked(paths), false
		}
		l.src = u
		stop := l.c.watch(sourceNote(paths))
		defer stop()
		if ls.err == nil {
			u.checkWide(ls, key, ok, wl)
		}
		return l.sourceResult(paths, u.result(ls)), false
	}
	l.exported = true
	stop := l.c.watch("still reading the inputs' dependencies' export data from the Go build cache (go list -export)")
	defer stop()
	r = exportFiles(l.c.Dir, paths)
	if ok {
		l.exportKey = cmp.Or(l.exportKey, key)
		u.cache.writeExports(key, paths, r)
	}
	return r, false
}

// fromSource checks paths from source, whatever the build cache holds.
func (l *depLoader) fromSource(paths []string) exportResult {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.exported = false
	if l.src != nil && l.src.partial {
		l.src = nil // a new universe, whole for every one of paths
	}
	r := l.sourceLocked(paths)
	if u := l.src; u != nil && u.cache != nil && r.err == nil {
		for _, m := range l.missed {
			u.write(m.key, m.ls)
		}
	}
	l.missed = nil
	return r
}

func (l *depLoader) sourceLocked(paths []string) exportResult {
	if l.src == nil {
		l.src = newSourceUniverse(l.c.Dir, l.fset)
	}
	stop := l.c.watch(sourceNote(paths))
	defer stop()
	return l.sourceResult(paths, l.src.load(paths))
}

// sourceResult is r, the source path's result for paths, unless go list
// refused the build without cgo (GOFLAGS=-race, say) before anything was
// checked: then the export data, compiled.
func (l *depLoader) sourceResult(paths []string, r exportResult) exportResult {
	if r.err != nil && len(l.src.done) == 1 {
		l.src, l.exported = nil, true
		return exportFiles(l.c.Dir, paths)
	}
	return r
}

// sourceNote is what a slow source path says.
func sourceNote(paths []string) string {
	return fmt.Sprintf("still reading the types of the inputs' dependencies (%s…) from their source: the Go build cache has no compiled copy of them (a first run, or a dependency changed); once the module is built, runs read the cache and take about a second", paths[0])
}

// listEnv is the environment the dependency graph is listed in (and the
// dependency cache's go env asked in).
func listEnv() []string { return append(os.Environ(), "CGO_ENABLED=0") }
