package load

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// The dependency cache keeps what the cold-cache path (sourceUniverse)
// computed, the dependencies' types checked from source, as export data
// in kubegen's cache directory (next to the parse cache, same
// KUBEGEN_CACHE switch). Without it every process of a kube_codegen.sh run
// on a build cache that never compiled the project's dependencies (a
// project that only runs its code generation, a CI job) parses and checks
// the same few hundred packages again: a second or more per call. With it,
// a later process whose dependency graph is the same reads one file.
//
// An entry holds the roots of one sourceUniverse.load (the packages it
// was asked for, also those an earlier batch of the process checked) as
// one export data bundle: each root whole, and of the packages below them
// only what the roots' declarations refer to, as the compiler's export
// data holds them. Reading every package of the graph whole took most of
// a warm run (kueue's API: 573 packages, 3.2 MB, against 17 roots and 0.5
// MB, a tenth of the time); a universe read so is partial
// (sourceUniverse). An entry depends on nothing an earlier batch did: it
// holds everything its roots refer to, so a later batch's entry is read on
// top of a partial universe (an object already there is kept, a missing
// one is added) and a process of two batches reads two root-only entries.
// The key covers the whole graph. It hashes the tool (toolID), the
// environment that picks the files, the roots' paths in order and, for
// every package of the graph below them, its path, name, file names, the
// content of its files (as sums, which fileSums keeps while a file's
// metadata holds; except files of a module version in the module cache,
// which the go command never changes: their path names the version) and
// the keys of its imports. Any edit of a file below makes a new key. An
// entry that cannot be read, or lacks a package, is ignored: the packages
// are then checked from source and the entry written again.
//
// Export data carries what the generators read of a dependency: its
// exported declarations, the unexported ones they refer to, methods, and
// positions (file and line); the build cache's export data, which the
// warm path reads, carries the same.
//
// Entries live in the cache store (cachestore.go) under the namespace
// depSpace, per tool build, as the parse cache's do. Reading an entry (a
// bundle, an export list or a source marker) marks it used; entries
// unused for some days are trimmed (trim.go).

// depSpace is the dependency cache's namespace: its directory is deps-v1.
var depSpace = caches.register("deps", 1, true)

type depCache struct {
	*cacheDir              // its read and write, which depCache's own shadow, hold the entry files
	hits      atomic.Int64 // loads read from an entry (for tests)
}

// defaultDepCache is the dependency cache below the root KUBEGEN_CACHE
// chooses now, nil when the caches are off or cannot be placed.
func defaultDepCache() *depCache {
	d := depSpace.current()
	if d == nil {
		return nil
	}
	return &depCache{cacheDir: d}
}

func newDepCache(root string, tool []byte) *depCache {
	return &depCache{cacheDir: depSpace.open(root, tool)}
}

// depEnv are the variables that change which files a package has or how
// they are checked (the go list call that lists them sets CGO_ENABLED=0).
var depEnv = []string{"GOOS", "GOARCH", "GOFLAGS", "GOEXPERIMENT", "GOROOT", "GOWORK", "GOTOOLCHAIN"}

// key is the entry name for roots (once each, in order: the entry's
// roots) and the graph below them, whatever an earlier batch checked. ok
// is false when a file cannot be read: no entry is used then.
//
// dir is where the graph was listed: the go command there names its
// GOROOT and version, and the standard library's files are then keyed by
// their path, like the module cache's (a GOROOT's files change only with
// its version; a development toolchain's are hashed).
func (c *depCache) key(dir string, roots []*packages.Package) (string, bool) {
	h := sha256.New()
	h.Write(c.tool)
	for _, v := range depEnv {
		fmt.Fprintf(h, "%s=%s\x00", v, os.Getenv(v))
	}
	goroot := ""
	if env := goEnv(&packages.Config{Dir: dir, Env: listEnv()}); env != nil && env["GOROOT"] != "" &&
		env["GOVERSION"] != "" && !strings.HasPrefix(env["GOVERSION"], "devel") {
		goroot = env["GOROOT"]
		fmt.Fprintf(h, "goroot %s %s\x00", goroot, env["GOVERSION"])
	}
	keys := map[*packages.Package][]byte{}
	ok := true
	sums := c.fileSums(dir)
	importsFirst(roots, func(p *packages.Package) {
		k, err := packageKey(p, keys, goroot, sums)
		if err != nil {
			ok = false
		}
		keys[p] = k
	})
	if !ok {
		return "", false
	}
	sums.save()
	// A package's key covers its imports' keys: the roots' keys cover
	// the graph.
	for _, p := range roots {
		fmt.Fprintf(h, "root %s %x\x00", p.PkgPath, keys[p])
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// packageKey hashes p's identity, files (their content's sums, from sums)
// and imports (whose keys are in keys already: importsFirst calls after
// the imports).
func packageKey(p *packages.Package, keys map[*packages.Package][]byte, goroot string, sums *fileSums) ([]byte, error) {
	// One buffer, hashed once (the bytes fmt wrote before): formatting
	// each file and import was close to half of packageKey on a warm run.
	b := make([]byte, 0, 256)
	b = append(append(append(append(b, p.PkgPath...), 0), p.Name...), 0)
	immutable := p.Module != nil && (p.Module.Replace == nil && p.Module.Version != "" ||
		p.Module.Replace != nil && p.Module.Replace.Version != "") ||
		p.Module == nil && goroot != "" && p.Dir != "" && within(p.Dir, goroot)
	for _, name := range p.GoFiles {
		b = append(append(append(b, "file "...), name...), 0)
		if immutable {
			continue
		}
		sum, err := sums.sum(name)
		if err != nil {
			return nil, err
		}
		b = append(hex.AppendEncode(b, sum), 0)
	}
	for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
		b = append(append(append(b, "import "...), path...), ' ')
		b = append(hex.AppendEncode(b, keys[p.Imports[path]]), 0)
	}
	sum := sha256.Sum256(b)
	return sum[:], nil
}

// read returns the packages of the entry key, read into a copy of done
// (the packages of the universe so far: an object of the entry already
// there is kept, one missing is added), or false when there is no usable
// entry: one that does not hold roots, in order.
func (c *depCache) read(key string, fset *token.FileSet, done map[string]*types.Package, roots []*packages.Package) (_ map[string]*types.Package, ok bool) {
	b, err := c.cacheDir.read(key)
	if err != nil {
		return nil, false
	}
	imports := maps.Clone(done)
	pkgs, err := readBundle(b, fset, imports)
	if err != nil || len(pkgs) != len(roots) {
		return nil, false
	}
	for i, p := range roots {
		if pkgs[i].Path() != p.PkgPath || imports[p.PkgPath] != pkgs[i] {
			return nil, false
		}
	}
	c.hits.Add(1)
	return imports, true
}

// readBundle reads export data, turning a panic of the reader on a
// damaged entry into an error.
func readBundle(b []byte, fset *token.FileSet, imports map[string]*types.Package) (pkgs []*types.Package, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading a dependency cache entry: %v", r)
		}
	}()
	return gcexportdata.ReadBundle(bytes.NewReader(b), fset, imports)
}

// write records pkgs (an entry's roots, checked from source) under key. Failures
// are ignored, as for the parse cache: the cache only saves time. A
// package the writer cannot encode (one whose declarations did not check)
// leaves no entry.
func (c *depCache) write(key string, fset *token.FileSet, pkgs []*types.Package) {
	var buf bytes.Buffer
	if err := writeBundle(&buf, fset, pkgs); err != nil {
		return
	}
	c.cacheDir.write(key, buf.Bytes())
}

func writeBundle(w io.Writer, fset *token.FileSet, pkgs []*types.Package) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("encoding export data: %v", r)
		}
	}()
	return gcexportdata.WriteBundle(w, fset, pkgs)
}

// exports returns the export data files an earlier process's go list
// -export gave for paths under key (the graph's files unchanged), when
// every one still exists: the build cache names a file by its content, so
// one that exists is what the compiler wrote for these sources. A file
// the go command trimmed meanwhile makes it a miss.
func (c *depCache) exports(key string, paths []string) (map[string]string, bool) {
	if key == "" {
		return nil, false
	}
	b, err := c.cacheDir.read(key + exportsSuffix)
	if err != nil {
		return nil, false
	}
	files := map[string]string{}
	for line := range strings.Lines(string(b)) {
		path, file, found := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		if !found {
			return nil, false
		}
		files[path] = file
	}
	build := goBuildCache()
	for _, p := range paths {
		f, ok := files[p]
		if !ok || build == "" || !strings.HasPrefix(f, build+string(filepath.Separator)) {
			return nil, false
		}
		if _, err := os.Stat(f); err != nil {
			return nil, false
		}
	}
	return files, true
}

// goBuildCache is the go command's build cache directory as its
// environment sets it (GOCACHE, else the default place; "" when unknown):
// a file of another build cache is not used, so that a run with an empty
// cache is what it says.
func goBuildCache() string {
	if d := os.Getenv("GOCACHE"); d != "" {
		return filepath.Clean(d)
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "go-build")
}

// exportsSuffix names the entry of a graph's export data files.
const exportsSuffix = ".exports"

// writeExports records r's export data files for paths under key, when go
// list gave one for every path and reported no problem.
func (c *depCache) writeExports(key string, paths []string, r exportResult) {
	if r.err != nil || len(r.diags) > 0 {
		return
	}
	var b strings.Builder
	for _, p := range slices.Sorted(slices.Values(paths)) {
		f, ok := r.files[p]
		if !ok || strings.ContainsAny(p+f, "\t\n") {
			return
		}
		b.WriteString(p + "\t" + f + "\n")
	}
	c.cacheDir.write(key+exportsSuffix, []byte(b.String()))
}

// sourceSuffix names the marker of a graph found uncompiled.
const sourceSuffix = ".source"

// sourceMarked reports whether an earlier process found the graph key
// uncompiled (markSource).
func (c *depCache) sourceMarked(key string) bool {
	return c.exists(key + sourceSuffix)
}

// markSource records that the graph key was found uncompiled, so that the
// next load takes the source way without asking go list (whose staleness
// check hashes every file of the graph) when it meets the graph again.
func (c *depCache) markSource(key string) {
	if !c.sourceMarked(key) {
		c.cacheDir.write(key+sourceSuffix, nil)
	}
}
