package validation

import (
	"go/types"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/tags"
)

// registered are the roots RegisterValidations passes to
// scheme.AddValidationFunc: those with validations.
func (e *emitter) registered(roots []*types.TypeName, w *walker) []*types.TypeName {
	var out []*types.TypeName
	for _, r := range roots {
		if e.has(w.nodes[typeKey(r.Type())]) {
			out = append(out, r)
		}
	}
	return out
}

// checkObjects reports, at the type, each registered root that will not
// be a runtime.Object, the type scheme.AddValidationFunc takes (the
// predicate the defaulter uses, gotype.ObjectLack): upstream writes the
// registration anyway and the package does not build. It reports whether
// all are objects. Unlike the defaulter, it also checks the types of a
// +k8s:validation-gen-input package, since the registration names them
// all the same: one loaded from export data has its generated
// DeepCopyObject there, one loaded from source has the tags asking for it
// (k8s.io/kubernetes' 149 registered types pass both ways).
func (r *run) checkObjects(t *target, registered []*types.TypeName, w *walker) bool {
	if len(registered) == 0 || !r.takesObjects(t.act.scheme) {
		return true
	}
	fix := gotype.ObjectFix(t.typesPkg, func(obj *types.TypeName) []string { return w.src.TagLines(obj.Pos()) })
	ok := true
	for _, root := range registered {
		typ := root.Type()
		if !isNilable(typ) {
			typ = types.NewPointer(typ)
		}
		lack := gotype.ObjectLack(typ, t.typesPkg, w.src.TagLines(root.Pos()))
		if lack == "" {
			continue
		}
		ok = false
		r.diags.Add(r.fset.Position(root.Pos()), t.p.PkgPath,
			"%s has validations, which RegisterValidations passes to scheme.AddValidationFunc as a runtime.Object, but %s is none, so the package would not build (upstream's validation-gen writes it anyway): %s",
			root.Name(), typ, gotype.ObjectLackReason(lack, root.Name(), fix, "+"+tags.ValidationGen+"=false"))
	}
	return ok
}
