package crd

import (
	"go/ast"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/pipeline"
)

var _ pipeline.PartlyTyped = Gen{}

// TypedInputs are the inputs whose types can give a CRD, read from
// syntax: a package with a top-level struct embedding fields named
// TypeMeta and ObjectMeta (with types, kubeKind keeps those that are
// metav1's: a subset), and every package declaring a top-level type of
// the same name as one of those, which may be another version of that
// kind (crdkinds.Find). Controllers and webhooks, which rbac and webhook
// markers of the same command line sit on, are then parsed only.
func (Gen) TypedInputs(parsed []*load.Package) []*load.Package {
	kinds := map[string]bool{}
	for _, p := range parsed {
		eachTypeSpec(p, func(spec *ast.TypeSpec) {
			if mayBeKind(spec) {
				kinds[spec.Name.Name] = true
			}
		})
	}
	var out []*load.Package
	for _, p := range parsed {
		found := false
		eachTypeSpec(p, func(spec *ast.TypeSpec) { found = found || kinds[spec.Name.Name] })
		if found {
			out = append(out, p)
		}
	}
	return out
}

// eachTypeSpec calls f with every top-level type declaration of p.
func eachTypeSpec(p *load.Package, f func(*ast.TypeSpec)) {
	for _, file := range p.Files {
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, s := range g.Specs {
				if spec, ok := s.(*ast.TypeSpec); ok {
					f(spec)
				}
			}
		}
	}
}

// mayBeKind reports whether spec declares a struct embedding fields named
// TypeMeta and ObjectMeta (qualified or not, not pointers), whatever
// package they come from.
func mayBeKind(spec *ast.TypeSpec) bool {
	st, ok := spec.Type.(*ast.StructType)
	if !ok || spec.Assign != 0 || st.Fields == nil {
		return false
	}
	var typeMeta, objectMeta bool
	for _, f := range st.Fields.List {
		if len(f.Names) > 0 {
			continue
		}
		t := ast.Unparen(f.Type)
		if sel, ok := t.(*ast.SelectorExpr); ok {
			t = sel.Sel
		}
		if id, ok := t.(*ast.Ident); ok {
			typeMeta = typeMeta || id.Name == "TypeMeta"
			objectMeta = objectMeta || id.Name == "ObjectMeta"
		}
	}
	return typeMeta && objectMeta
}
