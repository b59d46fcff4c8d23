package markers

import (
	"errors"
	"go/ast"
	"go/token"
	"slices"
	"strings"
	"sync"

	"github.com/kubegen/kubegen/generators/load"
)

// Package is what the markers of one package's files describe.
type Package struct {
	// Markers are the package's own (Target Package).
	Markers Values
	// Types and Fields are the markers of declared types and fields. The
	// walk skips what holds no marker in a function, a grouped var, const
	// or import declaration or a composite literal: the fields and types
	// there, which can have none, are not listed.
	Types  map[*ast.TypeSpec]Values
	Fields map[*ast.Field]Values
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
// once per run whatever the number of readers. Generators with registries
// of their own read through For, which shares the walk of each file.
type Collector struct {
	reg   *Registry
	run   *runFiles
	mu    sync.Mutex
	files map[*ast.File]*fileMarkers
	pkgs  map[*load.Package]*loaded
	// gengo indexes files for TypeTags.
	gengo map[*ast.File]*gengoFile
	// pkgTags are PackageTags of loaded packages, for PackageTagsOf.
	pkgTags map[*load.Package][]Tag
}

// runFiles is what the collectors of one run share: which comment
// describes which node does not depend on a registry, so each file is
// walked once whatever the number of registries read.
type runFiles struct {
	mu    sync.Mutex
	assoc map[*ast.File]*association
	// readers are the collectors For made, by registry.
	readers map[*Registry]*Collector
	// whole are files parsed again with every comment (see Whole).
	whole map[*ast.File]*wholeFile
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
	run := &runFiles{assoc: map[*ast.File]*association{}, readers: map[*Registry]*Collector{}, whole: map[*ast.File]*wholeFile{}}
	return newCollector(reg, run)
}

func newCollector(reg *Registry, run *runFiles) *Collector {
	if reg == nil {
		reg = NewRegistry()
	}
	return &Collector{reg: reg, run: run, files: map[*ast.File]*fileMarkers{}, pkgs: map[*load.Package]*loaded{},
		gengo: map[*ast.File]*gengoFile{}, pkgTags: map[*load.Package][]Tag{}}
}

// For is the collector of reg's markers that shares c's walks of files:
// the run's collector (pipeline.Input.Tags) gives each generator reading
// markers of its own one, so that a package read by several generators is
// walked once, while each parses, and reports problems with, its own
// markers only, exactly as if it ran alone. The same registry gets the
// same collector, its parses kept.
func (c *Collector) For(reg *Registry) *Collector {
	c.run.mu.Lock()
	defer c.run.mu.Unlock()
	r := c.run.readers[reg]
	if r == nil {
		r = newCollector(reg, c.run)
		c.run.readers[reg] = r
	}
	return r
}

// associated is f's association, made on first use.
func (r *runFiles) associated(f *ast.File) *association {
	r.mu.Lock()
	a := r.assoc[f]
	r.mu.Unlock()
	if a != nil {
		return a
	}
	a = associate(f, f.Comments)
	r.mu.Lock()
	r.assoc[f] = a
	r.mu.Unlock()
	return a
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

// collect parses the markers of the file's association (the run's, made
// once) that the collector's registry defines.
func (c *Collector) collect(fset *token.FileSet, f *ast.File) *fileMarkers {
	a := c.run.associated(f)
	// A non-doc marker above a type that is not a type marker but is a
	// package one belongs to the package (controller-tools' rule). The
	// association is shared, so the moves go to copies.
	pkg := slices.Clip(a.pkg)
	var moved map[ast.Node][]comment
	for _, node := range a.order {
		if _, isType := node.(*ast.TypeSpec); !isType {
			continue
		}
		ms := a.nodes[node]
		var kept []comment
		for i, m := range ms {
			if !m.inDoc && c.reg.Lookup(m.text(), OnType) == nil && c.reg.Lookup(m.text(), OnPackage) != nil {
				if kept == nil {
					kept = append(make([]comment, 0, len(ms)), ms[:i]...)
				}
				pkg = append(pkg, m)
				continue
			}
			if kept != nil {
				kept = append(kept, m)
			}
		}
		if kept != nil {
			if moved == nil {
				moved = map[ast.Node][]comment{}
			}
			moved[node] = kept
		}
	}
	of := func(n ast.Node) []comment {
		if ms, ok := moved[n]; ok {
			return ms
		}
		return a.nodes[n]
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
	fm.pkg.Markers = parse(pkg, OnPackage)
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				fm.pkg.typeSpecs[ts.Name.Name] = ts
			}
		}
	}
	// Nodes in file order, so that Unknown and errors come in order.
	for _, n := range a.order {
		switch n := n.(type) {
		case *ast.TypeSpec:
			fm.pkg.Types[n] = parse(of(n), OnType)
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
			fm.pkg.Fields[n] = parse(a.nodes[n], OnField)
		case *ast.FuncDecl:
			if ms, ok := a.funcs[n]; ok {
				fm.pkg.Funcs[n] = c.funcValues(ms, parse)
			}
		}
	}
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
