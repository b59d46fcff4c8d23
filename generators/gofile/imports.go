// Package gofile assembles Go source files for the generators that write
// code from go/types (deepcopy, register): the import block builds itself
// from the package-qualified names a file uses, so no generator keeps a
// list of imports per file kind.
package gofile

import (
	"go/token"
	"go/types"
	"path"
	"sort"
	"strings"
)

// Imports names the packages one file refers to. Names follow upstream's
// scheme so output reads the same: the last path element, or more elements
// joined ("corev1") when that name is taken; the file's own package name is
// taken from the start.
type Imports struct {
	self    string
	byPath  map[string]string
	byName  map[string]string
	ordered []string
}

// NewImports tracks the imports of a file in package pkgPath named pkgName.
func NewImports(pkgPath, pkgName string) *Imports {
	return &Imports{self: pkgPath, byPath: map[string]string{}, byName: map[string]string{pkgName: pkgPath}}
}

// Name returns the local name of the package at importPath, adding the
// import; "" for the file's own package.
func (im *Imports) Name(importPath string) string {
	if importPath == im.self {
		return ""
	}
	if n, ok := im.byPath[importPath]; ok {
		return n
	}
	dirs := strings.Split(importPath, "/")
	name := ""
	for n := len(dirs) - 1; n >= 0; n-- {
		cand := strings.NewReplacer("_", "", ".", "", "-", "").Replace(strings.Join(dirs[n:], ""))
		if token.Lookup(cand).IsKeyword() {
			cand = "_" + cand
		}
		if _, taken := im.byName[cand]; !taken {
			name = cand
			break
		}
	}
	if name == "" { // every suffix taken: number the last element
		base := path.Base(importPath)
		for i := 2; name == ""; i++ {
			if cand := base + itoa(i); im.byName[cand] == "" {
				name = cand
			}
		}
	}
	im.byPath[importPath], im.byName[name] = name, importPath
	im.ordered = append(im.ordered, importPath)
	return name
}

// Qualifier is a types.Qualifier that records what it qualifies.
func (im *Imports) Qualifier(p *types.Package) string { return im.Name(p.Path()) }

// Type renders t as Go source in this file, importing what it names.
func (im *Imports) Type(t types.Type) string { return types.TypeString(t, im.Qualifier) }

// Block is the import declaration ("" when nothing is imported), laid out
// by the package-level Block.
func (im *Imports) Block() string {
	imps := make([]Import, 0, len(im.ordered))
	for _, p := range im.ordered {
		imps = append(imps, Import{Name: im.byPath[p], Path: p})
	}
	return Block(imps)
}

// Import is one line of an import block.
type Import struct {
	Name, Path string
}

// Block is the import declaration of imps ("" when there are none):
// standard library first, then the rest, each sorted by path, every line
// with its name (goimports' grouping, which upstream's output has). The
// generators that render templates (package emit) use it too.
func Block(imps []Import) string {
	if len(imps) == 0 {
		return ""
	}
	sorted := append([]Import(nil), imps...)
	std := func(p string) bool { return !strings.Contains(strings.Split(p, "/")[0], ".") }
	sort.Slice(sorted, func(i, j int) bool {
		if si, sj := std(sorted[i].Path), std(sorted[j].Path); si != sj {
			return si
		}
		return sorted[i].Path < sorted[j].Path
	})
	var b strings.Builder
	b.WriteString("import (\n")
	for i, imp := range sorted {
		if i > 0 && std(sorted[i-1].Path) && !std(imp.Path) {
			b.WriteString("\n")
		}
		b.WriteString("\t" + imp.Name + " \"" + imp.Path + "\"\n")
	}
	b.WriteString(")\n")
	return b.String()
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
