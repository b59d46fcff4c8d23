package model

import (
	"path"
	"strings"
)

// applyConfigOf is the apply configuration type of input for an apply
// extension method. Like upstream, the package is --apply-configuration-package
// joined with the input package's last two path elements (its group and
// version); the kind's own package uses the version's apply configuration
// package, the same one the standard Apply method imports.
func applyConfigOf(k *Kind, input TypeRef, applyPkg string) TypeRef {
	name := input.Name + "ApplyConfiguration"
	if input.PkgPath == k.Version.PkgPath {
		return TypeRef{PkgPath: k.Version.ApplyConfigPkgPath(), Name: name}
	}
	parts := strings.Split(input.PkgPath, "/")
	if len(parts) > 2 {
		parts = parts[len(parts)-2:]
	}
	return TypeRef{PkgPath: path.Join(append([]string{applyPkg}, parts...)...), Name: name}
}

// NeedsApplyConfigImport reports whether the kind's typed client files
// refer to the version's apply configuration package: for the standard
// Apply methods or an apply extension method on one of its types.
func (k *Kind) NeedsApplyConfigImport() bool {
	if k.Verbs.Apply {
		return true
	}
	for _, m := range k.Methods {
		if m.Verb == "apply" && m.InputApply.PkgPath == k.Version.ApplyConfigPkgPath() {
			return true
		}
	}
	return false
}

// HasApplyMethod reports whether any extension method has verb=apply.
func (k *Kind) HasApplyMethod() bool {
	for _, m := range k.Methods {
		if m.Verb == "apply" {
			return true
		}
	}
	return false
}
