package defaulter

import (
	"fmt"
	"go/types"

	"github.com/kubegen/kubegen/generators/gotype"
)

// checkObjects reports each type RegisterDefaults would hand to
// scheme.AddTypeDefaultingFunc, which takes a runtime.Object, that will
// not be one (gotype.ObjectLack): it lacks GetObjectKind
// (metav1.TypeMeta), or it will have no DeepCopyObject, as neither its
// tags ask deepcopy-gen or controller-gen for one nor does the package
// declare it by hand. Upstream writes the registration anyway and the
// package does not build; the usual cause is a List (or kind) whose
// +kubebuilder:object:root marker was left out. Only the package's own
// types are checked: the deep copies of an input package
// (+k8s:defaulter-gen-input) are in its export data or source already,
// and its tags are not the user's.
func (r *run) checkObjects(typesPkg *types.Package, registered []*node) []defaultError {
	var errs []defaultError
	fix := gotype.ObjectFix(typesPkg, func(obj *types.TypeName) []string { return r.u.Of(obj.Type()).TagLines() })
	for _, t := range registered {
		lack := gotype.ObjectLack(types.NewPointer(t.Go), typesPkg, t.TagLines())
		if lack == "" {
			continue
		}
		errs = append(errs, defaultError{pos: t.Pos, msg: fmt.Sprintf(
			"%s has an object defaulter, which RegisterDefaults passes to scheme.AddTypeDefaultingFunc as a runtime.Object, but %s is none, so the package would not build: %s",
			t.Name, t.Name, gotype.ObjectLackReason(lack, t.Name, fix, "+"+tagEnabled+"=false"))})
	}
	return errs
}
