package smdschema

import (
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// modelPackageTag is openapi-gen's tag naming the OpenAPI model package
// of a Go package (on its doc comment) or of one type: openapi-gen then
// writes an OpenAPIModelName method per struct type returning
// "<model package>.<Name>", and the scheme names the kind by it.
const modelPackageTag = "+" + tags.OpenAPIModelPackage + "="

// namer gives each type its definition name: the name the scheme gives it
// (runtime.Scheme.ToOpenAPIDefinitionName), since the field manager looks
// kinds up by that name.
type namer struct {
	src *sources
	// inputs are the input packages by import path.
	inputs map[string]*load.Package
	// pkgModel caches each package's model package ("" for none).
	pkgModel map[string]string
	names    map[*types.TypeName]string
}

func newNamer(src *sources, pkgs []*load.Package) *namer {
	n := &namer{src: src, inputs: map[string]*load.Package{}, pkgModel: map[string]string{}, names: map[*types.TypeName]string{}}
	for _, p := range pkgs {
		n.inputs[p.PkgPath] = p
	}
	return n
}

// name is TypeName's name unless the type's model package says otherwise.
// For an input package the tag decides (the method is in a generated file
// the load leaves out, or not generated yet); for a dependency the method
// must exist too (export data has it), the tag saying what it returns.
func (n *namer) name(tn *types.TypeName) string {
	if name, ok := n.names[tn]; ok {
		return name
	}
	name := tn.Name()
	if tn.Pkg() != nil {
		name = TypeName(tn.Pkg().Path(), tn.Name())
		if model := n.modelPackage(tn); model != "" {
			name = model + "." + tn.Name()
		}
	}
	n.names[tn] = name
	return name
}

func (n *namer) modelPackage(tn *types.TypeName) string {
	if _, ok := tn.Type().Underlying().(*types.Struct); !ok || !tn.Exported() {
		return ""
	}
	_, input := n.inputs[tn.Pkg().Path()]
	if !input && types.NewMethodSet(types.NewPointer(tn.Type())).Lookup(nil, "OpenAPIModelName") == nil {
		return ""
	}
	lines := n.src.typeComments(tn.Pos())
	if v := tagValue(lines); v != "" {
		return v
	}
	path := tn.Pkg().Path()
	if v, ok := n.pkgModel[path]; ok {
		return v
	}
	v := ""
	if p := n.inputs[path]; p != nil {
		for _, f := range p.Files {
			if v = tagValue(commentLines(p.Fset, f.Doc)); v != "" {
				break
			}
		}
	} else {
		v = n.dependencyModelPackage(tn)
	}
	n.pkgModel[path] = v
	return v
}

// dependencyModelPackage reads the tag from the package comments of the
// directory holding tn's declaration.
func (n *namer) dependencyModelPackage(tn *types.TypeName) string {
	name := load.DiskPath(n.src.fset.Position(tn.Pos()).Filename)
	if name == "" {
		return ""
	}
	dir := filepath.Dir(name)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := load.ParseFile(fset, filepath.Join(dir, e.Name()), nil, load.Comments)
		if err != nil {
			continue
		}
		if v := tagValue(commentLines(fset, f.Doc)); v != "" {
			return v
		}
	}
	return ""
}

func tagValue(lines []commentLine) string {
	for _, l := range lines {
		if v, ok := strings.CutPrefix(l.text, modelPackageTag); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// DefinitionName is the name Build gives the definition of tn, the name
// the field manager looks the kind up by: what the generated Extract
// functions pass to the parser.
func DefinitionName(pkgs []*load.Package, tn *types.TypeName) string {
	return newNamer(newSources(pkgs), pkgs).name(tn)
}
