package applyconfig

import (
	"fmt"
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/render"
)

// packageName is the package clause of the tree's root (utils.go): the
// last element of its import path, without the characters an identifier
// cannot hold (upstream writes "gen-x" there, which does not parse).
func packageName(pkgPath string) string {
	name := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			return unicode.ToLower(r)
		}
		return -1
	}, path.Base(pkgPath))
	if name == "" || unicode.IsDigit(rune(name[0])) {
		name = "applyconfigurations" + name
	}
	return name
}

// utilsFile is utils.go, to render: ForKind maps each group version kind with a
// configuration to a new one; NewTypeConverter gives a type converter
// that knows the schema of internal.go.
//
// Without any kind in the schema (the Go-types schema is not built yet, see
// goTypesSchema) NewTypeConverter deduces the types from the objects
// instead: upstream's converter over an empty schema fails every create
// and apply of the fake clientset for these kinds, the deduced one works
// (without list-map merge keys).
func (g *gen) utilsFile(s *schemaInfo) render.File {
	im := gofile.NewImports(g.o.Pkg, packageName(g.o.Pkg))
	d := utilsFile{
		Package:          packageName(g.o.Pkg),
		GroupVersionKind: im.Ident("k8s.io/apimachinery/pkg/runtime/schema", "GroupVersionKind"),
		Scheme:           im.Ident(runtimePkg, "Scheme"),
		TypeConverter:    im.Ident(managedFields, "TypeConverter"),
	}
	if len(s.names) == 0 && g.o.OpenAPISchema == "" && g.o.SchemaFromGoTypes {
		d.NewDeducedTypeConverter = im.Ident(managedFields, "NewDeducedTypeConverter")
	} else {
		d.NewSchemeTypeConverter = im.Ident(managedFields, "NewSchemeTypeConverter")
		d.Parser = im.Ident(g.o.Pkg+"/internal", "Parser")
	}
	inputs := slices.Clone(g.inputs)
	slices.SortStableFunc(inputs, func(a, b input) int {
		if c := strings.Compare(strings.ToLower(a.v.Group.NonEmptyName()), strings.ToLower(b.v.Group.NonEmptyName())); c != 0 {
			return c
		}
		return strings.Compare(strings.ToLower(a.v.Name), strings.ToLower(b.v.Name))
	})
	for _, in := range inputs {
		if len(in.types) == 0 {
			continue
		}
		ug := utilsGroup{Group: in.v.Group.NonEmptyName(), Version: in.v.Name}
		declared := declaresSchemeGroupVersion(in.p) || g.o.GeneratedSchemeGroupVersion && generatedDeclaresSchemeGroupVersion(in.p)
		for _, t := range in.types {
			gvk := fmt.Sprintf("%s{Group: %q, Version: %q, Kind: %q}", d.GroupVersionKind, in.v.Group.Name, in.v.Name, t.Name())
			if declared {
				gvk = fmt.Sprintf("%s.WithKind(%q)", im.Ident(in.p.PkgPath, "SchemeGroupVersion"), t.Name())
			}
			ug.Cases = append(ug.Cases, forKindCase{
				GroupVersionKind: gvk,
				AC:               im.Ident(g.acPkg(in.v), t.Name()+Suffix),
			})
		}
		d.Groups = append(d.Groups, ug)
	}
	return g.file(filepath.Join(g.o.Dir, "utils.go"), "applyconfig_utils.go.tmpl", d, im)
}

// declaresSchemeGroupVersion reports whether a source file of p declares
// the package variable SchemeGroupVersion. Upstream's utils.go assumes it
// does; a kubebuilder package declares GroupVersion instead. Generated
// files (a register file written by an earlier run) do not count here:
// see generatedDeclaresSchemeGroupVersion.
func declaresSchemeGroupVersion(p *load.Package) bool {
	for _, f := range p.Files {
		if !generatedFile(f) && declaresVar(f, "SchemeGroupVersion") {
			return true
		}
	}
	return false
}

// generatedDeclaresSchemeGroupVersion reports whether a generated file of
// p's directory (such as register-gen's zz_generated.register.go) declares
// SchemeGroupVersion. The files are read from disk: the typed load keeps
// no declarations of generated files.
func generatedDeclaresSchemeGroupVersion(p *load.Package) bool {
	entries, err := os.ReadDir(p.Dir)
	if err != nil {
		return false
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil || f.Name.Name != p.Name || !generatedFile(f) {
			continue
		}
		if declaresVar(f, "SchemeGroupVersion") {
			return true
		}
	}
	return false
}

// declaresVar reports whether f declares the package variable name.
func declaresVar(f *ast.File, name string) bool {
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			for _, n := range s.(*ast.ValueSpec).Names {
				if n.Name == name {
					return true
				}
			}
		}
	}
	return false
}

// generatedFile reports whether f's build constraint excludes it under
// load.AutogeneratedTag, as generated deepcopy and register files do.
func generatedFile(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if !constraint.IsGoBuild(c.Text) {
				continue
			}
			expr, err := constraint.Parse(c.Text)
			if err != nil {
				return false
			}
			with := expr.Eval(func(string) bool { return true })
			without := expr.Eval(func(tag string) bool { return tag != load.AutogeneratedTag })
			return !with && without
		}
	}
	return false
}

// internalFile is internal/internal.go, the schema and its parser, to
// render.
func (g *gen) internalFile(schemaYAML string) render.File {
	pkg := g.o.Pkg + "/internal"
	im := gofile.NewImports(pkg, "internal")
	const typed = "sigs.k8s.io/structured-merge-diff/v6/typed"
	d := internalFile{
		Parser:     im.Ident(typed, "Parser"),
		NewParser:  im.Ident(typed, "NewParser"),
		YAMLObject: im.Ident(typed, "YAMLObject"),
		Once:       im.Ident("sync", "Once"),
		Sprintf:    im.Ident("fmt", "Sprintf"),
		// A raw string literal cannot hold a backquote: one in the schema
		// (a description, say) is spliced in as a quoted string.
		SchemaYAML: strings.ReplaceAll(schemaYAML, "`", "` + \"`\" + `"),
	}
	return g.file(filepath.Join(g.o.Dir, "internal", "internal.go"), "applyconfig_internal.go.tmpl", d, im)
}
