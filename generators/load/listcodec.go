package load

import (
	"encoding/binary"
	"errors"
	"time"

	"golang.org/x/tools/go/packages"
)

// A list cache entry is read by every run that lists an unchanged tree,
// and a large graph's entry (k8s.io/kubernetes' validation inputs: 1500
// packages, 2000 checked files) took 70 ms to decode as JSON. The format
// below is made to be read fast instead:
//
//	strings    count, then each as length and bytes; every string below
//	           is its index in this table (so a path met a hundred times
//	           is stored and decoded once, and decoding slices one string)
//	checks     count, then each: kind, path, dir signature, files (name,
//	           flags, sha256 sum, stat signature)
//	modules    count, then each: path, version, dir, go.mod, go version,
//	           flags, its replacement's index + 1, time, error
//	roots      count, package indexes
//	packages   count, then each: ID, name, import path, dir, Go files,
//	           other files, ignored files, embed patterns, imports (path,
//	           ID), module index + 1
//
// with every number an unsigned varint. The checks come first: a reader
// stops after them when one fails, without decoding the graph. An entry is
// never written for a package with errors, so the format has no place for
// them.

// errBadEntry is a list cache entry that cannot be decoded.
var errBadEntry = errors.New("malformed list cache entry")

// File flags of a check's file.
const (
	fileHasSum = 1 << iota
	fileHasStat
)

// Module flags.
const (
	modMain = 1 << iota
	modIndirect
	modHasTime
	modHasError
)

// Check kinds.
var checkKinds = []string{"file", "dir", "absent"}

// entryWriter builds an entry: the string table apart, the rest in body.
type entryWriter struct {
	index   map[string]uint64
	strings []string
	body    []byte
}

func (w *entryWriter) num(n uint64) { w.body = binary.AppendUvarint(w.body, n) }

func (w *entryWriter) str(s string) {
	i, ok := w.index[s]
	if !ok {
		i = uint64(len(w.strings))
		w.index[s] = i
		w.strings = append(w.strings, s)
	}
	w.num(i)
}

func (w *entryWriter) strs(l []string) {
	w.num(uint64(len(l)))
	for _, s := range l {
		w.str(s)
	}
}

// encodeListEntry encodes e; it fails on a package with errors or a check
// of unknown kind.
func encodeListEntry(e *listEntry) ([]byte, error) {
	w := &entryWriter{index: map[string]uint64{}}
	w.num(uint64(len(e.Checks)))
	for _, c := range e.Checks {
		k := -1
		for i, name := range checkKinds {
			if name == c.Kind {
				k = i
			}
		}
		if k < 0 {
			return nil, errBadEntry
		}
		w.num(uint64(k))
		w.str(c.Path)
		w.str(c.DirStat)
		w.num(uint64(len(c.Files)))
		for _, f := range c.Files {
			w.str(f.Name)
			flags := uint64(0)
			if f.Sum != nil {
				flags |= fileHasSum
			}
			if f.Stat != "" {
				flags |= fileHasStat
			}
			w.num(flags)
			if f.Sum != nil {
				w.str(string(f.Sum))
			}
			if f.Stat != "" {
				w.str(f.Stat)
			}
		}
	}

	// Modules, by value: go/packages gives every package its own copy.
	type modKey struct {
		m        packages.Module
		replace  uint64
		time     string
		hasError bool
		err      string
	}
	modIndex := map[modKey]uint64{}
	var mods []*packages.Module
	var addModule func(m *packages.Module) (uint64, error)
	addModule = func(m *packages.Module) (uint64, error) {
		if m == nil {
			return 0, nil
		}
		k := modKey{m: *m}
		k.m.Replace, k.m.Time, k.m.Error = nil, nil, nil
		var err error
		if k.replace, err = addModule(m.Replace); err != nil {
			return 0, err
		}
		if m.Time != nil {
			b, err := m.Time.MarshalBinary()
			if err != nil {
				return 0, err
			}
			k.time = string(b)
		}
		if m.Error != nil {
			k.hasError, k.err = true, m.Error.Err
		}
		if i, ok := modIndex[k]; ok {
			return i + 1, nil
		}
		modIndex[k] = uint64(len(mods))
		mods = append(mods, m)
		return uint64(len(mods)), nil
	}
	pkgModules := make([]uint64, len(e.Packages))
	for i, p := range e.Packages {
		if len(p.Errors) > 0 {
			return nil, errBadEntry
		}
		var err error
		if pkgModules[i], err = addModule(p.Module); err != nil {
			return nil, err
		}
	}
	w.num(uint64(len(mods)))
	for _, m := range mods {
		w.str(m.Path)
		w.str(m.Version)
		w.str(m.Dir)
		w.str(m.GoMod)
		w.str(m.GoVersion)
		flags := uint64(0)
		if m.Main {
			flags |= modMain
		}
		if m.Indirect {
			flags |= modIndirect
		}
		if m.Time != nil {
			flags |= modHasTime
		}
		if m.Error != nil {
			flags |= modHasError
		}
		w.num(flags)
		rep, _ := addModule(m.Replace) // in the table already: replacements come first
		w.num(rep)
		if m.Time != nil {
			b, _ := m.Time.MarshalBinary() // it did not fail above
			w.str(string(b))
		}
		if m.Error != nil {
			w.str(m.Error.Err)
		}
	}

	pkgIndex := map[string]uint64{}
	for i, p := range e.Packages {
		pkgIndex[p.ID] = uint64(i)
	}
	w.num(uint64(len(e.Roots)))
	for _, r := range e.Roots {
		i, ok := pkgIndex[r]
		if !ok {
			return nil, errBadEntry
		}
		w.num(i)
	}
	w.num(uint64(len(e.Packages)))
	for i, p := range e.Packages {
		w.str(p.ID)
		w.str(p.Name)
		w.str(p.PkgPath)
		w.str(p.Dir)
		w.strs(p.GoFiles)
		w.strs(p.OtherFiles)
		w.strs(p.IgnoredFiles)
		w.strs(p.EmbedPatterns)
		w.num(uint64(len(p.Imports)))
		for _, imp := range p.Imports {
			w.str(imp.Path)
			w.str(imp.ID)
		}
		w.num(pkgModules[i])
	}

	var out []byte
	out = binary.AppendUvarint(out, uint64(len(w.strings)))
	for _, s := range w.strings {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	return append(out, w.body...), nil
}

// entryReader decodes an entry; the first error sticks and makes every
// later value zero.
type entryReader struct {
	b       []byte
	strings []string
	err     error
}

func (r *entryReader) num() uint64 {
	if r.err != nil {
		return 0
	}
	n, size := binary.Uvarint(r.b)
	if size <= 0 {
		r.err = errBadEntry
		return 0
	}
	r.b = r.b[size:]
	return n
}

// count is a length, which cannot exceed the bytes left (every item takes
// one at least): a corrupt length fails here, not in an allocation.
func (r *entryReader) count() int {
	n := r.num()
	if n > uint64(len(r.b)) {
		r.err = errBadEntry
		return 0
	}
	return int(n)
}

func (r *entryReader) str() string {
	i := r.num()
	if i >= uint64(len(r.strings)) {
		if r.err == nil {
			r.err = errBadEntry
		}
		return ""
	}
	return r.strings[i]
}

// strs is a list of strings, nil when empty (as go/packages leaves them).
func (r *entryReader) strs() []string {
	n := r.count()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = r.str()
	}
	return out
}

// newEntryReader reads b's string table: its strings are slices of one
// copy of b, made once.
func newEntryReader(b []byte) *entryReader {
	whole := string(b)
	r := &entryReader{b: b}
	n := r.count()
	r.strings = make([]string, n)
	for i := range n {
		l := r.count()
		if r.err != nil {
			return r
		}
		at := len(whole) - len(r.b)
		r.strings[i] = whole[at : at+l]
		r.b = r.b[l:]
	}
	return r
}

// decodeChecks reads the checks at the start of an entry.
func (r *entryReader) checks() []check {
	out := make([]check, r.count())
	for i := range out {
		k := r.num()
		if k >= uint64(len(checkKinds)) {
			r.err = errBadEntry
			return nil
		}
		c := check{Kind: checkKinds[k], Path: r.str(), DirStat: r.str()}
		if n := r.count(); n > 0 {
			c.Files = make([]fileState, n)
			for j := range c.Files {
				f := &c.Files[j]
				f.Name = r.str()
				flags := r.num()
				if flags&fileHasSum != 0 {
					f.Sum = []byte(r.str())
				}
				if flags&fileHasStat != 0 {
					f.Stat = r.str()
				}
			}
		}
		out[i] = c
	}
	return out
}

// graph reads the rest of an entry, after its checks.
func (r *entryReader) graph(e *listEntry) {
	mods := make([]packages.Module, r.count())
	for i := range mods {
		m := &mods[i]
		m.Path, m.Version, m.Dir, m.GoMod, m.GoVersion = r.str(), r.str(), r.str(), r.str(), r.str()
		flags := r.num()
		m.Main, m.Indirect = flags&modMain != 0, flags&modIndirect != 0
		if rep := r.num(); rep > 0 {
			if rep > uint64(i) { // a replacement precedes what it replaces
				r.err = errBadEntry
				return
			}
			m.Replace = &mods[rep-1]
		}
		if flags&modHasTime != 0 {
			t := new(time.Time)
			if err := t.UnmarshalBinary([]byte(r.str())); err != nil {
				r.err = errBadEntry
				return
			}
			m.Time = t
		}
		if flags&modHasError != 0 {
			m.Error = &packages.ModuleError{Err: r.str()}
		}
	}
	roots := make([]uint64, r.count())
	for i := range roots {
		roots[i] = r.num()
	}
	e.Packages = make([]flatPackage, r.count())
	for i := range e.Packages {
		p := &e.Packages[i]
		p.ID, p.Name, p.PkgPath, p.Dir = r.str(), r.str(), r.str(), r.str()
		p.GoFiles, p.OtherFiles, p.IgnoredFiles, p.EmbedPatterns = r.strs(), r.strs(), r.strs(), r.strs()
		if n := r.count(); n > 0 {
			p.Imports = make([]importRef, n)
			for j := range p.Imports {
				p.Imports[j] = importRef{r.str(), r.str()}
			}
		}
		if m := r.num(); m > 0 {
			if m > uint64(len(mods)) {
				r.err = errBadEntry
				return
			}
			p.Module = &mods[m-1]
		}
	}
	e.Roots = make([]string, len(roots))
	for i, j := range roots {
		if j >= uint64(len(e.Packages)) {
			r.err = errBadEntry
			return
		}
		e.Roots[i] = e.Packages[j].ID
	}
	if r.err == nil && len(r.b) != 0 {
		r.err = errBadEntry
	}
}
