package markers

import (
	"errors"
	"go/ast"
	"go/token"
	"strings"
	"sync"

	"github.com/kubegen/kubegen/generators/load"
)

// Package is what the markers of one package's files describe.
type Package struct {
	// Markers are the package's own (Target Package).
	Markers Values
	Types   map[*ast.TypeSpec]Values
	Fields  map[*ast.Field]Values
	// Funcs are the markers of functions' doc comments that a Function
	// definition takes (controller-tools drops markers there).
	Funcs map[*ast.FuncDecl]Values
	// Unknown are marker comments no definition of their place takes, in
	// file order: another tool's, or misspelt (Registry.Unknown says
	// which registered name they are close to).
	Unknown []Raw
	// typeSpecs are the top-level type declarations by name.
	typeSpecs map[string]*ast.TypeSpec
	// byPos finds types and fields by the position go/types gives their
	// objects (see At).
	byPos map[token.Pos]ast.Node
}

// Raw is a marker comment not taken by any definition.
type Raw struct {
	Text   string
	Pos    token.Position
	Target Target
}

// TypeSpec is the declaration of the named type, nil when the files
// declare none.
func (p *Package) TypeSpec(name string) *ast.TypeSpec { return p.typeSpecs[name] }

// Type is the markers of the named type.
func (p *Package) Type(name string) Values { return p.Types[p.typeSpecs[name]] }

// At is the markers of the type or struct field declared at pos: the
// position of a types.TypeName or a field's types.Var (the name, or for
// an embedded field its type's name), when the load's file set parsed the
// files. ok is false when no type or field is declared there.
func (p *Package) At(pos token.Pos) (vs Values, ok bool) {
	switch n := p.byPos[pos].(type) {
	case *ast.TypeSpec:
		return p.Types[n], true
	case *ast.Field:
		return p.Fields[n], true
	}
	return nil, false
}

// Collector finds and parses the markers of packages' files against one
// registry, each file once: every generator of a run asks the same
// collector, so that a file's comments are walked and its markers parsed
// once per run whatever the number of readers.
type Collector struct {
	reg   *Registry
	mu    sync.Mutex
	files map[*ast.File]*fileMarkers
	pkgs  map[*load.Package]*loaded
	// gengo indexes files for TypeTags.
	gengo map[*ast.File]*gengoFile
	// pkgTags are PackageTags of loaded packages, for PackageTagsOf.
	pkgTags map[*load.Package][]Tag
}

// loaded is the answer of Of for one package.
type loaded struct {
	pkg *Package
	err error
}

// fileMarkers is one file's share of a Package and its parse errors.
type fileMarkers struct {
	pkg  Package
	errs []error
}

// NewCollector collects the markers reg defines (none when nil: a
// collector read for gengo tags only).
func NewCollector(reg *Registry) *Collector {
	if reg == nil {
		reg = NewRegistry()
	}
	return &Collector{reg: reg, files: map[*ast.File]*fileMarkers{}, pkgs: map[*load.Package]*loaded{},
		gengo: map[*ast.File]*gengoFile{}, pkgTags: map[*load.Package][]Tag{}}
}

// Of is Package for a loaded package, kept for the next asker. The load
// keeps every comment of a file that declares types; a file declaring
// none is trimmed to its package comment by a syntax load, so package
// markers written between its functions (a controller's +kubebuilder:rbac)
// need a load that keeps files whole.
func (c *Collector) Of(p *load.Package) (*Package, error) {
	c.mu.Lock()
	l := c.pkgs[p]
	c.mu.Unlock()
	if l != nil {
		return l.pkg, l.err
	}
	pkg, err := c.Package(p.Fset, p.Files)
	c.mu.Lock()
	c.pkgs[p] = &loaded{pkg, err}
	c.mu.Unlock()
	return pkg, err
}

// Registry is the registry the collector parses with.
func (c *Collector) Registry() *Registry { return c.reg }

// Package collects the markers of a package's files (parsed with
// comments into fset). It needs syntax only: no type information. The
// error joins every marker that did not parse (*Error each); the Package
// holds all the others either way.
func (c *Collector) Package(fset *token.FileSet, files []*ast.File) (*Package, error) {
	out := &Package{Types: map[*ast.TypeSpec]Values{}, Fields: map[*ast.Field]Values{},
		Funcs: map[*ast.FuncDecl]Values{}, typeSpecs: map[string]*ast.TypeSpec{}, byPos: map[token.Pos]ast.Node{}}
	var errs []error
	for _, f := range files {
		fm := c.file(fset, f)
		out.Markers = append(out.Markers, fm.pkg.Markers...)
		for k, v := range fm.pkg.Types {
			out.Types[k] = v
		}
		for k, v := range fm.pkg.Fields {
			out.Fields[k] = v
		}
		for k, v := range fm.pkg.Funcs {
			out.Funcs[k] = v
		}
		for k, v := range fm.pkg.typeSpecs {
			out.typeSpecs[k] = v
		}
		for k, v := range fm.pkg.byPos {
			out.byPos[k] = v
		}
		out.Unknown = append(out.Unknown, fm.pkg.Unknown...)
		errs = append(errs, fm.errs...)
	}
	return out, errors.Join(errs...)
}

func (c *Collector) file(fset *token.FileSet, f *ast.File) *fileMarkers {
	c.mu.Lock()
	fm := c.files[f]
	c.mu.Unlock()
	if fm != nil {
		return fm
	}
	fm = c.collect(fset, f)
	c.mu.Lock()
	c.files[f] = fm
	c.mu.Unlock()
	return fm
}

// comment is a marker comment and whether it sits in a doc comment.
type comment struct {
	c     *ast.Comment
	inDoc bool
}

// text is the marker from its '+'.
func (m comment) text() string { return strings.TrimSpace(m.c.Text[2:]) }

// collect associates the file's marker comments with its nodes, then
// parses them.
func (c *Collector) collect(fset *token.FileSet, f *ast.File) *fileMarkers {
	a := associate(f, f.Comments)
	// A non-doc marker above a type that is not a type marker but is a
	// package one belongs to the package (controller-tools' rule).
	for node, ms := range a.nodes {
		if _, isType := node.(*ast.TypeSpec); !isType {
			continue
		}
		kept := ms[:0]
		for _, m := range ms {
			if !m.inDoc && c.reg.Lookup(m.text(), OnType) == nil && c.reg.Lookup(m.text(), OnPackage) != nil {
				a.pkg = append(a.pkg, m)
				continue
			}
			kept = append(kept, m)
		}
		a.nodes[node] = kept
	}
	fm := &fileMarkers{pkg: Package{Types: map[*ast.TypeSpec]Values{}, Fields: map[*ast.Field]Values{},
		Funcs: map[*ast.FuncDecl]Values{}, typeSpecs: map[string]*ast.TypeSpec{}, byPos: map[token.Pos]ast.Node{}}}
	parse := func(ms []comment, t Target) Values {
		var vs Values
		for _, m := range ms {
			text := m.text()
			pos := fset.Position(m.c.Slash)
			lead := len(m.c.Text) - 2 - len(strings.TrimLeft(m.c.Text[2:], " \t"))
			pos.Column += 2 + lead
			pos.Offset += 2 + lead
			d := c.reg.Lookup(text, t)
			if d == nil {
				fm.pkg.Unknown = append(fm.pkg.Unknown, Raw{Text: text, Pos: pos, Target: t})
				continue
			}
			v, err := d.parse(text, pos)
			if err != nil {
				fm.errs = append(fm.errs, err)
				continue
			}
			vs = append(vs, Value{Name: d.Name, Value: v, Pos: pos, Text: text})
		}
		return vs
	}
	fm.pkg.Markers = parse(a.pkg, OnPackage)
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				fm.pkg.typeSpecs[ts.Name.Name] = ts
			}
		}
	}
	// Nodes in file order, so that Unknown and errors come in order.
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeSpec:
			fm.pkg.Types[n] = parse(a.nodes[n], OnType)
			fm.pkg.byPos[n.Name.Pos()] = n
		case *ast.StructType:
			for _, fld := range n.Fields.List {
				for _, name := range fld.Names {
					fm.pkg.byPos[name.Pos()] = fld
				}
				if len(fld.Names) == 0 {
					fm.pkg.byPos[embeddedName(fld.Type)] = fld
				}
			}
		case *ast.Field:
			if ms, ok := a.nodes[n]; ok {
				fm.pkg.Fields[n] = parse(ms, OnField)
			}
		case *ast.FuncDecl:
			if ms, ok := a.funcs[n]; ok {
				fm.pkg.Funcs[n] = c.funcValues(ms, parse)
			}
		}
		return true
	})
	return fm
}

// funcValues parses the doc markers of a function that a Function
// definition takes; the others are dropped silently, as controller-tools
// drops every marker there.
func (c *Collector) funcValues(ms []comment, parse func([]comment, Target) Values) Values {
	var mine []comment
	for _, m := range ms {
		if c.reg.Lookup(m.text(), OnFunction) != nil {
			mine = append(mine, m)
		}
	}
	return parse(mine, OnFunction)
}

// embeddedName is the position of the type name of an embedded field
// (T, *T, pkg.T, T[X]), where go/types puts the field's object.
func embeddedName(e ast.Expr) token.Pos {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.SelectorExpr:
			return x.Sel.Pos()
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return e.Pos()
		}
	}
}
