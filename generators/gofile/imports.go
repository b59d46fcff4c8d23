// Package gofile is the one place generated Go files name the packages
// they import. Every generator keeps one Imports value per file and asks it
// for the local name of each package the file refers to (a template through
// a method on its file data, Go code through Name, Ident, Qualifier or
// Type); the value records the import as it answers, resolves clashes, and
// prints the import block. No generator keeps a table of who imports what.
package gofile

import (
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Imports is the qualifier of one generated file: it names the packages the
// file refers to and records them as imports. Names are decided at the
// first request for a path and never change; the same requests in the same
// order give the same names.
type Imports struct {
	self    string
	byPath  map[string]string
	byName  map[string]string // local name -> import path ("" for a reserved name)
	ordered []string
	// controllerGen names packages as controller-gen's object generator
	// does (see controllerGenName) instead of as gengo does.
	controllerGen bool
}

// NewImports is the qualifier of a file in package pkgPath whose package
// clause is pkgName; that name is taken from the start.
func NewImports(pkgPath, pkgName string) *Imports {
	return &Imports{self: pkgPath, byPath: map[string]string{}, byName: map[string]string{pkgName: pkgPath}}
}

// NewControllerGenImports is NewImports naming packages as controller-gen's
// object generator does: first come, first served, from the last path
// element, widened with the elements before it while the name is taken, a
// path's first element always followed by "x" ("timex" for "time").
func NewControllerGenImports(pkgPath, pkgName string) *Imports {
	im := NewImports(pkgPath, pkgName)
	im.controllerGen = true
	return im
}

// Reserve takes names no import may use: the file's own identifiers, say.
func (im *Imports) Reserve(names ...string) {
	for _, n := range names {
		if _, ok := im.byName[n]; !ok {
			im.byName[n] = ""
		}
	}
}

// Name returns the local name of the package at importPath and records the
// import; "" for the file's own package. A package already named keeps its
// name. Otherwise the name is the first of prefer that is free; when prefer
// is empty, the candidates are upstream's (gengo's): the last path element,
// then more elements joined ("metav1", "apismetav1"), lower case, without
// "_", "." and "-", a keyword prefixed with "_". When every candidate is
// taken, the first is numbered from 2 ("v12").
func (im *Imports) Name(importPath string, prefer ...string) string {
	if importPath == im.self {
		return ""
	}
	if n, ok := im.byPath[importPath]; ok {
		return n
	}
	if im.controllerGen && len(prefer) == 0 {
		name := controllerGenName(importPath, im.taken)
		im.byPath[importPath], im.byName[name] = name, importPath
		im.ordered = append(im.ordered, importPath)
		return name
	}
	cands := prefer
	if len(cands) == 0 {
		cands = pathNames(importPath)
	}
	name := ""
	for _, c := range cands {
		if _, taken := im.byName[c]; !taken {
			name = c
			break
		}
	}
	for i := 2; name == ""; i++ {
		if c := cands[0] + strconv.Itoa(i); !im.taken(c) {
			name = c
		}
	}
	im.byPath[importPath], im.byName[name] = name, importPath
	im.ordered = append(im.ordered, importPath)
	return name
}

func (im *Imports) taken(name string) bool {
	_, ok := im.byName[name]
	return ok
}

// controllerGenName is controller-gen's name for importPath: the path's
// elements are prepended one at a time, from the last, until the name is
// free; each element has its leading digits dropped and every character
// that cannot be in an identifier made "_". An "x" is appended before the
// path's first element goes in, and once the elements run out the first
// is prepended again after another "x", until the name is free.
func controllerGenName(importPath string, taken func(string) bool) string {
	elems := strings.Split(importPath, "/")
	name := ""
	for i := len(elems) - 1; ; {
		if i == 0 {
			name += "x"
		}
		elem := strings.TrimLeftFunc(elems[i], unicode.IsDigit)
		elem = strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
				return r
			}
			return '_'
		}, elem)
		name = elem + name
		if i > 0 {
			i--
		}
		if !taken(name) {
			return name
		}
	}
}

// pathNameClean drops what gengo drops from a package name candidate;
// made once (a replacer's tables cost more than its use on a path).
var pathNameClean = strings.NewReplacer("_", "", ".", "", "-", "")

// pathNames are gengo's candidate names of a package: its path's suffixes
// joined, shortest first.
func pathNames(importPath string) []string {
	dirs := strings.Split(importPath, "/")
	var out []string
	for n := len(dirs) - 1; n >= 0; n-- {
		c := pathNameClean.Replace(strings.Join(dirs[n:], ""))
		if token.Lookup(c).IsKeyword() {
			c = "_" + c
		}
		out = append(out, c)
	}
	return out
}

// Ident is name of the package at importPath as the file spells it
// ("metav1.ObjectMeta", or "ObjectMeta" in that package itself), importing
// the package under the first free name of prefer (see Name).
func (im *Imports) Ident(importPath, name string, prefer ...string) string {
	if q := im.Name(importPath, prefer...); q != "" {
		return q + "." + name
	}
	return name
}

// Qualifier is a types.Qualifier that records what it qualifies, naming
// packages as Name does without a preference.
func (im *Imports) Qualifier(p *types.Package) string { return im.Name(p.Path()) }

// Type renders t as Go source in this file, importing what it names.
func (im *Imports) Type(t types.Type) string { return types.TypeString(t, im.Qualifier) }

// Lookup returns the local name of importPath if the file imports it,
// without adding it.
func (im *Imports) Lookup(importPath string) (string, bool) {
	n, ok := im.byPath[importPath]
	return n, ok
}

// Paths are the import paths recorded so far, in the order they were first
// named.
func (im *Imports) Paths() []string { return slices.Clone(im.ordered) }

// Prune forgets the imports whose local names used reports false for (a
// file that named a package and then did not refer to it, in text a
// template left out); their names stay taken, so the others keep theirs.
func (im *Imports) Prune(used func(name string) bool) {
	kept := im.ordered[:0]
	for _, p := range im.ordered {
		if n := im.byPath[p]; used(n) {
			kept = append(kept, p)
		} else {
			delete(im.byPath, p)
			im.byName[n] = ""
		}
	}
	im.ordered = kept
}

// Block is the import declaration ("" when nothing is imported): standard
// library first, then the rest, each sorted by path, every line with its
// name (goimports' grouping, which upstream's output has).
func (im *Imports) Block() string {
	if len(im.ordered) == 0 {
		return ""
	}
	paths := slices.Clone(im.ordered)
	sort.Slice(paths, func(i, j int) bool {
		if si, sj := std(paths[i]), std(paths[j]); si != sj {
			return si
		}
		return paths[i] < paths[j]
	})
	var b strings.Builder
	b.WriteString("import (\n")
	for i, p := range paths {
		if i > 0 && std(paths[i-1]) && !std(p) {
			b.WriteString("\n")
		}
		b.WriteString("\t" + im.byPath[p] + " \"" + p + "\"\n")
	}
	b.WriteString(")\n")
	return b.String()
}

// FlatBlock is the import declaration as controller-gen prints it: one
// group sorted by path (gofmt's order), a name left out where bare says
// the path is imported under its own package name.
func (im *Imports) FlatBlock(bare func(path, name string) bool) string {
	paths := slices.Clone(im.ordered)
	slices.Sort(paths)
	var b strings.Builder
	b.WriteString("import (\n")
	for _, p := range paths {
		if bare(p, im.byPath[p]) {
			b.WriteString("\t\"" + p + "\"\n")
			continue
		}
		b.WriteString("\t" + im.byPath[p] + " \"" + p + "\"\n")
	}
	b.WriteString(")\n")
	return b.String()
}

// std reports whether p is a standard library path (no dot in its first
// element).
func std(p string) bool { return !strings.Contains(strings.Split(p, "/")[0], ".") }
