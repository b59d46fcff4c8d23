package openapi

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/render"
	"github.com/kubegen/kubegen/generators/write"
)

// schemaNameType: an exported struct, or a named type of one.
func schemaNameType(t *typ) bool {
	if isPrivate(t.Name) {
		return false
	}
	for t.Kind == kAlias {
		t = t.Under
	}
	return t.Kind == kStruct
}

// modelNameFiles writes, in each input package (read-only ones aside)
// that names its models by a +k8s:openapi-model-package tag on the package
// or a type, the OpenAPIModelName method of each such exported struct.
func modelNameFiles(u *universe, pkgs []*load.Package, all []*typ, o options, header []byte) ([]write.File, error) {
	var out []write.File
	var errs diag.List
	for _, p := range pkgs {
		if slices.Contains(o.readOnly, p.PkgPath) {
			continue
		}
		pi := u.pkgs[p.PkgPath]
		pkgModel, err := modelPackage(pi.comments)
		if err != nil {
			errs.Add(p.Fset.Position(p.Files[0].Package), p.PkgPath, "invalid %v", err)
			continue
		}
		var body bytes.Buffer
		for _, t := range all {
			if t.Pkg != p.PkgPath || !schemaNameType(t) {
				continue
			}
			name := pkgModel
			v, err := modelPackage(t.Doc)
			if err != nil {
				errs.Add(t.Pos, t.String(), "invalid %v", err)
				continue
			}
			if v != "" {
				name = v
			}
			if name == "" {
				continue
			}
			fmt.Fprintf(&body, "// OpenAPIModelName returns the OpenAPI model name for this type.\nfunc (in %s) OpenAPIModelName() string {\n\treturn %q\n}\n\n", t.Name, name+"."+t.Name)
		}
		if body.Len() == 0 {
			continue
		}
		// The methods name no other package: the qualifier stays empty.
		f, err := render.Go(goFile(filepath.Join(p.Dir, o.modelNameFile), header, p.Name, gofile.NewImports(p.PkgPath, p.Name), body.Bytes()))
		if err != nil {
			return nil, fmt.Errorf("model names of %s: %v", p.PkgPath, err)
		}
		out = append(out, f)
	}
	return out, errs.Err()
}
