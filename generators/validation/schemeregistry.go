package validation

import (
	"go/types"
	"strings"
)

// schemeRegistry is the type RegisterValidations takes a pointer to:
// runtime.Scheme, or the one +k8s:validation-gen-scheme-registry names
// (code-generator's own output tests name their testscheme.Scheme).
type schemeRegistry struct{ pkg, name string }

var defaultScheme = schemeRegistry{runtimePkg, "Scheme"}

// parseSchemeRegistry splits a +k8s:validation-gen-scheme-registry value
// as upstream does (gengo's ParseFullyQualifiedName): the name after the
// last ".", the import path before it. ok is false without a path or a
// name: upstream then writes "*unnameable_", which does not build.
func parseSchemeRegistry(v string) (schemeRegistry, bool) {
	i := strings.LastIndex(v, ".")
	if i <= 0 || i == len(v)-1 {
		return schemeRegistry{}, false
	}
	return schemeRegistry{v[:i], v[i+1:]}, true
}

// takesObjects says whether the registry's AddValidationFunc takes the
// registered types as runtime.Objects, so that each must be one for the
// package to build: always runtime.Scheme's; another's when its method's
// first parameter is runtime.Object (one taking any accepts every type;
// one not at hand is not checked).
func (r *run) takesObjects(s schemeRegistry) bool {
	if s == defaultScheme {
		return true
	}
	p := r.pkgs.Known(s.pkg)
	if p == nil {
		return false
	}
	obj, ok := p.Scope().Lookup(s.name).(*types.TypeName)
	if !ok {
		return false
	}
	m, _, _ := types.LookupFieldOrMethod(types.NewPointer(obj.Type()), true, p, "AddValidationFunc")
	fn, ok := m.(*types.Func)
	if !ok {
		return false
	}
	params := fn.Type().(*types.Signature).Params()
	if params.Len() == 0 {
		return false
	}
	named, ok := types.Unalias(params.At(0).Type()).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == runtimePkg && named.Obj().Name() == "Object"
}
