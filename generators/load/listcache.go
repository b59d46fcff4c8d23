package load

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/packages"
)

// The list cache keeps what go list said about a load's packages (names,
// files, imports, modules) so that the next process asking the same
// question of an unchanged tree gets the answer without running go list,
// which costs 0.1-0.4 s a call against a few milliseconds here: a
// kube_codegen.sh run starts kubegen three times, each listing its inputs,
// its dependency graph and the packages whose comments it reads.
//
// A wrong answer would be a wrong generation, so an entry is used only
// when everything go list's answer depends on is unchanged:
//
//   - the key: this code (toolID, the go/packages version), the request
//     (directory, patterns, mode), the go command's settings as `go env`
//     reports them in that directory (toolchain, GOROOT, module cache,
//     GOFLAGS, GOOS/GOARCH and the other build constraint variables,
//     CGO_ENABLED, GOMOD, GOWORK, …) and the contents of go.mod, go.sum,
//     go.work and go.work.sum;
//   - the checks the entry records, each tested on use: for every package
//     of the graph outside GOROOT and the module cache (those are
//     immutable for a given toolchain and build list), the names of the
//     files in its directory, and for the files that decide what go list
//     says (Go, assembly, C and the other source files, go.mod) their
//     content (compared by hash unless size, modification and change time
//     and inode are those recorded when the entry was written more than
//     two seconds after the file last changed, as git's index does); that
//     no go.mod appeared between it and its module's root; the go.mod of
//     every local module in the graph and of every local replacement;
//     that there is no vendor directory.
//
// Only loads that go list answers without errors are kept, and only
// requests that name packages (no "..." pattern, whose answer depends on
// directories not in the graph), ask for nothing beyond names, files,
// imports, dependencies and modules, and have no build flags, overlay or
// tests. Loads with a package outside GOROOT and the module cache that
// embeds files are not kept (go list checks the embedded files, which may
// lie in subdirectories). Everything else, and
// any doubt (a file that cannot be read, KUBEGEN_CACHE=off, GOPACKAGESDRIVER
// set), runs go list as before.
//
// Entries live in the cache store (cachestore.go) under the namespace
// listSpace, directly in its directory (the key hashes toolID, so one tool
// build's entries never serve another's): a read marks an entry used, and
// entries unused for some days are trimmed (trim.go).

// listSpace is the list cache's namespace: its directory is list-v2
// (listcodec.go describes its entries).
var listSpace = caches.register("list", 2, false)

// retiredListSpace held version 1's JSON entries. Nothing reads it; it is
// registered so that the trim still empties it (it walks only registered
// namespaces).
var _ = caches.register("list", 1, false)

// listModes are the modes an entry can answer.
const listModes = packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule

// internalListMode is what a cached load asks go list for: the whole
// graph (go/packages runs go list -deps for any NeedImports, so this
// costs nothing more), with the embed patterns that rule out an entry.
const internalListMode = listModes | packages.NeedEmbedPatterns

// racyWindow: a file changed this recently when an entry is written is
// compared by content on use, since a later change within the file
// system's timestamp granularity could leave its metadata unchanged.
var racyWindow = 2 * time.Second

// listHits counts loads answered from the list cache (for tests).
var listHits struct {
	sync.Mutex
	n int
}

// listPackages is packages.Load for the listing loads, answered from the
// list cache when it can be.
func listPackages(cfg *packages.Config, patterns ...string) ([]*packages.Package, error) {
	lc := listCacheFor(cfg, patterns)
	if lc == nil {
		return packages.Load(cfg, patterns...)
	}
	if e, ok := lc.read(); ok {
		listHits.Lock()
		listHits.n++
		listHits.Unlock()
		return e.result(cfg.Mode), nil
	}
	inner := *cfg
	inner.Mode = internalListMode
	loaded, err := packages.Load(&inner, patterns...)
	if err != nil {
		return nil, err
	}
	e := flatten(loaded)
	// go list may have changed go.mod or go.sum itself (-mod=mod): the
	// answer then belongs to neither key, and is not kept.
	if after := listCacheFor(cfg, patterns); after != nil && after.key == lc.key {
		lc.write(e)
	}
	return e.result(cfg.Mode), nil
}

// listCache is one request's place in the cache.
type listCache struct {
	dir *cacheDir
	key string
	env goEnvValues
}

type goEnvValues map[string]string

// goEnvVars are the settings that change what go list answers.
var goEnvVars = []string{
	"GOVERSION", "GOROOT", "GOMODCACHE", "GOPATH", "GOMOD", "GOWORK", "GOFLAGS", "GO111MODULE",
	"GOOS", "GOARCH", "CGO_ENABLED", "GOEXPERIMENT", "GOTOOLCHAIN", "GODEBUG",
	"GO386", "GOAMD64", "GOARM", "GOARM64", "GOMIPS", "GOMIPS64", "GOPPC64", "GORISCV64", "GOWASM",
	"GOPROXY", "GONOPROXY", "GOPRIVATE", "GONOSUMDB", "GOSUMDB", "GOINSECURE",
}

var goEnvCache sync.Map // dir + env -> goEnvValues (nil: failed)

// goEnvRuns counts go env processes started (for tests).
var goEnvRuns atomic.Int64

// goEnv runs `go env` as the load's go list would run, or reads its
// answer from the go env cache (goenvcache.go).
func goEnv(cfg *packages.Config) goEnvValues {
	env := cfg.Env
	if env == nil {
		env = os.Environ()
	}
	id := cfg.Dir + "\x00" + strings.Join(env, "\x00")
	if v, ok := goEnvCache.Load(id); ok {
		return v.(goEnvValues)
	}
	stored := storedGoEnvFor(cfg.Dir, env)
	var checks *checkSet
	if stored != nil {
		if vals, ok := stored.read(); ok {
			goEnvCache.Store(id, vals)
			return vals
		}
		if cs, ok := stored.before(); ok {
			checks = cs
		}
	}
	goEnvRuns.Add(1)
	cmd := exec.Command("go", append(append([]string{"env", "-json"}, goEnvVars...), goEnvExtraVars...)...)
	cmd.Dir = cfg.Dir
	cmd.Env = env
	var vals goEnvValues
	if out, err := cmd.Output(); err != nil || json.Unmarshal(out, &vals) != nil {
		vals = nil
	} else if checks != nil {
		stored.write(vals, checks)
	}
	goEnvCache.Store(id, vals)
	return vals
}

// listCacheFor is the cache entry for a request, nil when the request
// cannot be answered from the cache.
func listCacheFor(cfg *packages.Config, patterns []string) *listCache {
	if cfg.Mode&^listModes != 0 || cfg.Mode&packages.NeedImports == 0 || len(cfg.BuildFlags) > 0 ||
		cfg.Tests || cfg.Overlay != nil || cfg.ParseFile != nil || cfg.Logf != nil || len(patterns) == 0 {
		return nil
	}
	for _, p := range patterns {
		if strings.Contains(p, "...") || strings.Contains(p, "=") {
			return nil
		}
	}
	if d := envValue(cfg.Env, "GOPACKAGESDRIVER"); d != "" && d != "off" {
		return nil
	}
	store := listSpace.current()
	if store == nil {
		return nil
	}
	env := goEnv(cfg)
	if env == nil || env["GOMOD"] == "" || env["GOMOD"] == os.DevNull {
		return nil // not in a module: GOPATH mode is not cached
	}
	dir, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil
	}
	h := sha256.New()
	h.Write(store.tool)
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "golang.org/x/tools" {
				fmt.Fprintf(h, "tools %s %s\x00", m.Version, m.Sum)
			}
		}
	}
	fmt.Fprintf(h, "dir %s\x00mode %d\x00", dir, cfg.Mode)
	for _, p := range patterns {
		fmt.Fprintf(h, "pattern %s\x00", p)
	}
	for _, v := range goEnvVars {
		fmt.Fprintf(h, "%s=%s\x00", v, env[v])
	}
	files := []string{env["GOMOD"], strings.TrimSuffix(env["GOMOD"], ".mod") + ".sum"}
	if w := env["GOWORK"]; w != "" && w != "off" {
		files = append(files, w, w+".sum")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		fmt.Fprintf(h, "file %s %d\x00", f, len(b))
		h.Write(b)
	}
	return &listCache{dir: store, key: hex.EncodeToString(h.Sum(nil)), env: env}
}

// envValue is the last value of name in env (the process environment
// when env is nil), as os/exec uses it.
func envValue(env []string, name string) string {
	if env == nil {
		return os.Getenv(name)
	}
	v := ""
	for _, kv := range env {
		if k, val, ok := strings.Cut(kv, "="); ok && k == name {
			v = val
		}
	}
	return v
}

// listEntry is go list's answer and what it depends on.
type listEntry struct {
	Roots    []string
	Packages []flatPackage
	Checks   []check
}

type flatPackage struct {
	ID, Name, PkgPath, Dir            string
	GoFiles, OtherFiles, IgnoredFiles []string
	EmbedPatterns                     []string
	Imports                           []importRef // by path
	Module                            *packages.Module
	Errors                            []packages.Error
}

// importRef is an import: its path in the source and the package's ID.
type importRef struct{ Path, ID string }

// flatten records the graph below roots, dependencies first.
func flatten(roots []*packages.Package) *listEntry {
	e := &listEntry{}
	for _, r := range roots {
		e.Roots = append(e.Roots, r.ID)
	}
	packages.Visit(roots, nil, func(p *packages.Package) {
		f := flatPackage{
			ID: p.ID, Name: p.Name, PkgPath: p.PkgPath, Dir: p.Dir,
			GoFiles: p.GoFiles, OtherFiles: p.OtherFiles, IgnoredFiles: p.IgnoredFiles,
			EmbedPatterns: p.EmbedPatterns, Module: p.Module, Errors: p.Errors,
		}
		for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
			f.Imports = append(f.Imports, importRef{path, p.Imports[path].ID})
		}
		e.Packages = append(e.Packages, f)
	})
	return e
}

// result builds what packages.Load returns for mode from the entry: the
// roots in order, fields not asked for cleared, imports linked to the
// packages of the graph (go/packages links them with or without
// NeedDeps, since it runs go list -deps for NeedImports either way). The
// packages take the entry's slices: an entry serves one result.
func (e *listEntry) result(mode packages.LoadMode) []*packages.Package {
	byID := make(map[string]*packages.Package, len(e.Packages))
	for _, f := range e.Packages {
		p := &packages.Package{ID: f.ID, Dir: f.Dir, Errors: f.Errors}
		if mode&packages.NeedName != 0 {
			p.Name, p.PkgPath = f.Name, f.PkgPath
		}
		if mode&packages.NeedFiles != 0 {
			p.GoFiles, p.OtherFiles, p.IgnoredFiles = f.GoFiles, f.OtherFiles, f.IgnoredFiles
		}
		if mode&packages.NeedModule != 0 && f.Module != nil {
			m := *f.Module
			p.Module = &m
		}
		byID[f.ID] = p
	}
	if mode&packages.NeedImports != 0 {
		for _, f := range e.Packages {
			p := byID[f.ID]
			if len(f.Imports) == 0 {
				continue
			}
			p.Imports = make(map[string]*packages.Package, len(f.Imports))
			for _, imp := range f.Imports {
				if q := byID[imp.ID]; q != nil {
					p.Imports[imp.Path] = q
				} else {
					p.Imports[imp.Path] = &packages.Package{ID: imp.ID}
				}
			}
		}
	}
	out := make([]*packages.Package, len(e.Roots))
	for i, id := range e.Roots {
		out[i] = byID[id]
	}
	return out
}

// read returns the entry when it exists and all its checks pass. The
// graph is decoded only then.
func (lc *listCache) read() (*listEntry, bool) {
	b, err := lc.dir.read(lc.key)
	if err != nil {
		return nil, false
	}
	r := newEntryReader(b)
	checks := r.checks()
	if r.err != nil || len(checks) == 0 {
		return nil, false
	}
	for _, c := range checks {
		if !c.holds() {
			return nil, false
		}
	}
	e := &listEntry{Checks: checks}
	if r.graph(e); r.err != nil || len(e.Roots) == 0 {
		return nil, false
	}
	return e, true
}

// write stores e with its checks, unless the load cannot be kept.
func (lc *listCache) write(e *listEntry) {
	checks, ok := lc.checks(e)
	if !ok {
		return
	}
	e.Checks = checks
	b, err := encodeListEntry(e)
	if err != nil {
		return
	}
	lc.dir.write(lc.key, b)
}

// checks lists what e depends on besides its key; ok is false when e
// cannot be kept.
func (lc *listCache) checks(e *listEntry) (out []check, ok bool) {
	goroot, modcache := lc.env["GOROOT"], lc.env["GOMODCACHE"]
	if goroot == "" || modcache == "" {
		return nil, false
	}
	now := time.Now()
	seen := map[string]bool{}
	add := func(c check, err error) bool {
		if err != nil {
			return false
		}
		if !seen[c.id()] {
			seen[c.id()] = true
			out = append(out, c)
		}
		return true
	}
	fileCheck := func(path string) bool { c, err := newFileCheck(path, now); return add(c, err) }

	mainRoot := filepath.Dir(lc.env["GOMOD"])
	if !add(check{Kind: "absent", Path: filepath.Join(mainRoot, "vendor")}, nil) {
		return nil, false
	}
	if _, err := os.Lstat(filepath.Join(mainRoot, "vendor")); err == nil {
		return nil, false
	}
	// Local replacements decide versions even when none of their
	// packages is in the graph.
	replaceDirs := func(file string, replaces []*modfile.Replace) bool {
		for _, r := range replaces {
			if r.New.Version != "" {
				continue
			}
			d := r.New.Path
			if !filepath.IsAbs(d) {
				d = filepath.Join(filepath.Dir(file), d)
			}
			if !fileCheck(filepath.Join(d, "go.mod")) {
				return false
			}
		}
		return true
	}
	if b, err := os.ReadFile(lc.env["GOMOD"]); err != nil {
		return nil, false
	} else if mf, err := modfile.ParseLax(lc.env["GOMOD"], b, nil); err != nil || !replaceDirs(lc.env["GOMOD"], mf.Replace) {
		return nil, false
	}
	if w := lc.env["GOWORK"]; w != "" && w != "off" {
		b, err := os.ReadFile(w)
		if err != nil {
			return nil, false
		}
		wf, err := modfile.ParseWork(w, b, nil)
		if err != nil || !replaceDirs(w, wf.Replace) {
			return nil, false
		}
		for _, u := range wf.Use {
			d := u.Path
			if !filepath.IsAbs(d) {
				d = filepath.Join(filepath.Dir(w), d)
			}
			if !fileCheck(filepath.Join(d, "go.mod")) {
				return nil, false
			}
		}
	}

	for _, p := range e.Packages {
		if len(p.Errors) > 0 {
			return nil, false
		}
		if p.Dir == "" {
			if p.ID == "unsafe" || p.ID == "C" {
				continue
			}
			return nil, false
		}
		if within(p.Dir, goroot) || within(p.Dir, modcache) {
			continue
		}
		if len(p.EmbedPatterns) > 0 || p.Module == nil || p.Module.Dir == "" || !within(p.Dir, p.Module.Dir) {
			return nil, false
		}
		c, err := newDirCheck(p.Dir, now)
		if !add(c, err) {
			return nil, false
		}
		if p.Module.GoMod != "" && !fileCheck(p.Module.GoMod) {
			return nil, false
		}
		for d := p.Dir; d != filepath.Clean(p.Module.Dir); d = filepath.Dir(d) {
			if d != p.Dir && !add(check{Kind: "absent", Path: filepath.Join(d, "go.mod")}, nil) {
				return nil, false
			}
			if filepath.Dir(d) == d {
				return nil, false // never reached the module root
			}
		}
	}
	return out, true
}

// within reports whether path is dir or below it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(filepath.Clean(dir), filepath.Clean(path))
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// check is one condition an entry depends on.
type check struct {
	// Kind is "file" (Path's content), "dir" (Path's file names and the
	// content of its source files) or "absent" (nothing at Path).
	Kind string
	Path string
	// Files are a dir check's files; a file check has one, named "".
	Files []fileState `json:",omitempty"`
	// DirStat is a dir check's directory's metadata (statSig), set when
	// it had not changed for racyWindow and holds no symbolic link: while
	// it is the same, no name was added, removed or renamed there (any of
	// which changes a directory's modification time), so the names need
	// not be read again. The source files' content is checked either way.
	DirStat string `json:",omitempty"`
}

func (c check) id() string { return c.Kind + "\x00" + c.Path }

// fileState is what a file was when the entry was written. Sum is nil
// for a file whose content does not matter (only its name does).
type fileState struct {
	Name string
	Sum  []byte `json:",omitempty"`
	// Stat is the file's metadata (stat), empty when it had changed too
	// recently to be trusted: then Sum is compared.
	Stat string `json:",omitempty"`
}

// sourceExts are the file kinds whose content can change go list's
// answer: Go files (package clause, imports, build constraints), the
// other files go list sorts into a package, and go.mod.
var sourceExts = []string{".go", ".s", ".S", ".sx", ".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx",
	".m", ".f", ".F", ".for", ".f90", ".swig", ".swigcxx", ".syso"}

func isSource(name string) bool {
	return name == "go.mod" || slices.Contains(sourceExts, filepath.Ext(name))
}

func newFileCheck(path string, now time.Time) (check, error) {
	st, err := fileStateOf(path, "", now)
	if err != nil {
		return check{}, err
	}
	return check{Kind: "file", Path: path, Files: []fileState{st}}, nil
}

// newDirCheck records the files of dir that the go command reads (names
// not starting with "." or "_"); subdirectories are other packages.
func newDirCheck(dir string, now time.Time) (check, error) {
	c := check{Kind: "dir", Path: dir}
	// The directory's metadata is taken before its names: a change in
	// between leaves a signature that no longer matches, never names
	// older than the signature.
	fi, err := os.Stat(dir)
	if err != nil {
		return c, err
	}
	names, links, err := dirFiles(dir)
	if err != nil {
		return c, err
	}
	if sig, changed, ok := statSig(fi); ok && !links && now.Sub(changed) > racyWindow {
		c.DirStat = sig
	}
	for _, n := range names {
		if !isSource(n) {
			c.Files = append(c.Files, fileState{Name: n})
			continue
		}
		st, err := fileStateOf(filepath.Join(dir, n), n, now)
		if err != nil {
			return c, err
		}
		c.Files = append(c.Files, st)
	}
	return c, nil
}

// dirFiles lists the names of dir's non-directory entries the go command
// sees, sorted; links is whether a symbolic link is among them (whether
// it is listed depends on its target, which the directory's metadata does
// not follow).
func dirFiles(dir string) (names []string, links bool, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, false, err
	}
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") {
			continue
		}
		if e.IsDir() {
			continue
		}
		if e.Type()&fs.ModeSymlink != 0 {
			links = true
			if st, err := os.Stat(filepath.Join(dir, n)); err == nil && st.IsDir() {
				continue
			}
		}
		names = append(names, n)
	}
	return names, links, nil // os.ReadDir sorts by name
}

func fileStateOf(path, name string, now time.Time) (fileState, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileState{}, err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return fileState{}, err
	}
	sum := sha256.Sum256(b)
	st := fileState{Name: name, Sum: sum[:]}
	if sig, changed, ok := statSig(fi); ok && now.Sub(changed) > racyWindow {
		st.Stat = sig
	}
	return st, nil
}

// holds reports whether the check still holds.
func (c check) holds() bool {
	switch c.Kind {
	case "absent":
		_, err := os.Lstat(c.Path)
		return errors.Is(err, fs.ErrNotExist)
	case "file":
		return len(c.Files) == 1 && c.Files[0].holds(c.Path)
	case "dir":
		if c.DirStat != "" {
			if fi, err := os.Stat(c.Path); err == nil {
				if sig, _, ok := statSig(fi); ok && sig == c.DirStat {
					return c.sourcesHold()
				}
			}
		}
		names, _, err := dirFiles(c.Path)
		if err != nil || len(names) != len(c.Files) {
			return false
		}
		for i, n := range names {
			if f := c.Files[i]; f.Name != n || f.Sum == nil && isSource(n) {
				return false
			}
		}
		return c.sourcesHold()
	}
	return false
}

func (f fileState) holds(path string) bool {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	if f.statHolds(fi) {
		return true
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	sum := sha256.Sum256(b)
	return bytes.Equal(sum[:], f.Sum)
}

// sourcesHold reports whether a dir check's source files, whose names are
// known to be unchanged, have the content recorded.
func (c check) sourcesHold() bool {
	for _, f := range c.Files {
		if f.Sum != nil && !f.holds(filepath.Join(c.Path, f.Name)) {
			return false
		}
	}
	return true
}

// statHolds reports whether fi is the metadata f recorded as trusted: the
// content is then unchanged without reading it.
func (f fileState) statHolds(fi os.FileInfo) bool {
	if f.Stat == "" {
		return false
	}
	sig, _, ok := statSig(fi)
	return ok && sig == f.Stat
}
