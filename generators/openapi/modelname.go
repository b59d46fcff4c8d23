package openapi

import (
	"bytes"
	"fmt"
	"go/format"
	"path/filepath"
	"slices"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
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
		var src bytes.Buffer
		src.Write(fileHeader(header))
		fmt.Fprintf(&src, "package %s\n\n", p.Name)
		src.Write(body.Bytes())
		formatted, err := format.Source(src.Bytes())
		if err != nil {
			return nil, fmt.Errorf("model names of %s do not format: %v", p.PkgPath, err)
		}
		out = append(out, write.File{Path: filepath.Join(p.Dir, o.modelNameFile), Content: formatted})
	}
	return out, errs.Err()
}
