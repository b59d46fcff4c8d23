package applyconfig

import (
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
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

// utilsFile renders utils.go: ForKind maps each group version kind with a
// configuration to a new one; NewTypeConverter gives a type converter
// that knows the schema of internal.go.
//
// Without any kind in the schema (the Go-types schema is not built yet, see
// goTypesSchema) NewTypeConverter deduces the types from the objects
// instead: upstream's converter over an empty schema fails every create
// and apply of the fake clientset for these kinds, the deduced one works
// (without list-map merge keys).
func (g *gen) utilsFile(s *schemaInfo) (write.File, error) {
	im := gofile.NewImports(g.o.Pkg, packageName(g.o.Pkg))
	d := utilsFile{
		Header:           string(model.Options{Header: g.o.Header}.FileHeader(Generator)),
		Package:          packageName(g.o.Pkg),
		GroupVersionKind: qualified(im, "k8s.io/apimachinery/pkg/runtime/schema", "GroupVersionKind"),
		Scheme:           qualified(im, runtimePkg, "Scheme"),
		TypeConverter:    qualified(im, managedFields, "TypeConverter"),
	}
	if len(s.names) == 0 && g.o.OpenAPISchema == "" {
		d.NewDeducedTypeConverter = qualified(im, managedFields, "NewDeducedTypeConverter")
	} else {
		d.NewSchemeTypeConverter = qualified(im, managedFields, "NewSchemeTypeConverter")
		d.Parser = qualified(im, g.o.Pkg+"/internal", "Parser")
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
		for _, t := range in.types {
			ug.Cases = append(ug.Cases, forKindCase{
				SchemeGroupVersion: qualified(im, in.p.PkgPath, "SchemeGroupVersion"),
				Kind:               t.Name(),
				AC:                 qualified(im, g.acPkg(in.v), t.Name()+Suffix),
			})
		}
		d.Groups = append(d.Groups, ug)
	}
	d.Imports = im.Block()
	src, err := render("applyconfig_utils.go.tmpl", d)
	if err != nil {
		return write.File{}, errorf("utils.go: %w", err)
	}
	return write.File{Path: filepath.Join(g.o.Dir, "utils.go"), Content: src}, nil
}

// internalFile renders internal/internal.go: the schema and its parser.
func (g *gen) internalFile(schemaYAML string) (write.File, error) {
	pkg := g.o.Pkg + "/internal"
	im := gofile.NewImports(pkg, "internal")
	const typed = "sigs.k8s.io/structured-merge-diff/v6/typed"
	d := internalFile{
		Header:     string(model.Options{Header: g.o.Header}.FileHeader(Generator)),
		Parser:     qualified(im, typed, "Parser"),
		NewParser:  qualified(im, typed, "NewParser"),
		YAMLObject: qualified(im, typed, "YAMLObject"),
		Once:       qualified(im, "sync", "Once"),
		Sprintf:    qualified(im, "fmt", "Sprintf"),
		// A raw string literal cannot hold a backquote: one in the schema
		// (a description, say) is spliced in as a quoted string.
		SchemaYAML: strings.ReplaceAll(schemaYAML, "`", "` + \"`\" + `"),
	}
	d.Imports = im.Block()
	src, err := render("applyconfig_internal.go.tmpl", d)
	if err != nil {
		return write.File{}, errorf("internal.go: %w", err)
	}
	return write.File{Path: filepath.Join(g.o.Dir, "internal", "internal.go"), Content: src}, nil
}
