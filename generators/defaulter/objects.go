package defaulter

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

const runtimeObject = "k8s.io/apimachinery/pkg/runtime.Object"

// checkObjects reports each type RegisterDefaults would hand to
// scheme.AddTypeDefaultingFunc, which takes a runtime.Object, that will
// not be one: it lacks GetObjectKind (metav1.TypeMeta), or it will have
// no DeepCopyObject, as neither its tags ask deepcopy-gen or
// controller-gen for one nor does the package declare it by hand.
// Upstream writes the registration anyway and the package does not build;
// the usual cause is a List (or kind) whose +kubebuilder:object:root
// marker was left out. Only the package's own types are checked: the deep
// copies of an input package (+k8s:defaulter-gen-input) are in its export
// data or source already, and its tags are not the user's.
func (r *run) checkObjects(typesPkg *types.Package, registered []*node) []defaultError {
	var errs []defaultError
	fix := "+" + tags.DeepcopyInterfaces + "=" + runtimeObject
	if r.kubebuilderRoots(typesPkg) {
		fix = "+" + tags.KubebuilderObjectRoot + "=true"
	}
	for _, t := range registered {
		var msg string
		switch {
		case !hasMethod(t, typesPkg, "GetObjectKind"):
			msg = fmt.Sprintf("it has no GetObjectKind; embed metav1.TypeMeta `json:\",inline\"` in %s, or tag it +%s=false if it is no API object", t.Name, tagEnabled)
		case !getsDeepCopyObject(t, typesPkg):
			msg = fmt.Sprintf("it gets no DeepCopyObject (no +%s nor +%s=%s where its tags are read: the comment block right above it and the one before that, and no method written by hand); add // %s above type %s, or +%s=false there if it is no API object",
				tags.KubebuilderObjectRoot, tags.DeepcopyInterfaces, runtimeObject, fix, t.Name, tagEnabled)
		default:
			continue
		}
		errs = append(errs, defaultError{pos: t.Pos, msg: fmt.Sprintf(
			"%s has an object defaulter, which RegisterDefaults passes to scheme.AddTypeDefaultingFunc as a runtime.Object, but %s is none, so the package would not build: %s", t.Name, t.Name, msg)})
	}
	return errs
}

// getsDeepCopyObject reports whether t will have a DeepCopyObject method:
// one its tags make deepcopy-gen or controller-gen write, or one declared
// by hand (the generated files are not part of the load).
func getsDeepCopyObject(t *node, pkg *types.Package) bool {
	if rootMarked(t) {
		return true
	}
	// deepcopy-gen writes DeepCopy<Name> for each interface the tag
	// names: DeepCopyObject for runtime.Object, or any other Object.
	for _, v := range typeTags(t, tags.DeepcopyInterfaces) {
		for _, name := range strings.Split(v, ",") {
			if strings.HasSuffix(strings.TrimSpace(name), ".Object") {
				return true
			}
		}
	}
	return hasMethod(t, pkg, "DeepCopyObject")
}

// hasMethod reports whether *t has the method name, its own or promoted.
func hasMethod(t *node, pkg *types.Package, name string) bool {
	obj, _, _ := types.LookupFieldOrMethod(t.Go, true, pkg, name)
	_, isFunc := obj.(*types.Func)
	return isFunc
}

// rootMarked reports whether t carries +kubebuilder:object:root (bare or
// =true).
func rootMarked(t *node) bool {
	v := typeTags(t, tags.KubebuilderObjectRoot)
	return slices.Contains(v, "") || slices.Contains(v, "true")
}

// typeTags are the values of a type tag in both blocks a type's tags are
// read from.
func typeTags(t *node, name string) []string {
	return tags.Values(t.TagLines(), name)
}

// kubebuilderRoots reports whether some type of pkg is marked with
// +kubebuilder:object:root: then the fix is given in that style.
func (r *run) kubebuilderRoots(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if obj, ok := scope.Lookup(name).(*types.TypeName); ok && !obj.IsAlias() && rootMarked(r.u.Of(obj.Type())) {
			return true
		}
	}
	return false
}
