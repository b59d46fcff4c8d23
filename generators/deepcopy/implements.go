package deepcopy

import (
	"fmt"
	"go/types"
	"strings"
)

// checkImplements makes sure every DeepCopy<I> method genType writes for
// t builds: it returns the receiver as an I, so the receiver must have
// I's other methods. controller-gen and deepcopy-gen write the method
// regardless, and the package then fails to compile (a kubebuilder root
// marker on a Spec struct is the usual case); this says so at the type,
// with the fix. root tells that runtime.Object comes from kubebuilder's
// marker, for the message.
func checkImplements(t types.Type, ifaces []*types.Named, root, nonPointer bool) error {
	recv := t
	if !nonPointer {
		recv = types.NewPointer(t)
	}
	// The methods this run writes do not exist yet.
	generated := map[string]bool{"DeepCopy": true, "DeepCopyInto": true}
	for _, it := range ifaces {
		generated["DeepCopy"+it.Obj().Name()] = true
	}
	for _, it := range ifaces {
		iface := it.Underlying().(*types.Interface)
		var missing []string
		for i := range iface.NumMethods() {
			m := iface.Method(i)
			if generated[m.Name()] {
				continue
			}
			if obj, _, _ := types.LookupFieldOrMethod(recv, false, m.Pkg(), m.Name()); obj == nil {
				missing = append(missing, m.Name())
			}
		}
		if len(missing) == 0 {
			continue
		}
		full := it.Obj().Pkg().Path() + "." + it.Obj().Name()
		name := t.(*types.Named).Obj().Name()
		if !nonPointer {
			name = "*" + name
		}
		if full == runtimeObject && !nonPointer {
			asked := "+" + tagInterfaces + "=" + runtimeObject
			if root {
				asked = "+" + markerRoot + "=true"
			}
			return fmt.Errorf("%s: %s is not a Kubernetes object (it has no %s method), so the DeepCopyObject written for it would not build; "+
				"if it is a kind, embed metav1.TypeMeta `json:\",inline\"` and metav1.ObjectMeta `json:\"metadata,omitempty\"` "+
				"(a list: metav1.TypeMeta and metav1.ListMeta); if it is not, the marker belongs on the kind's struct and its List: remove it here",
				asked, name, strings.Join(missing, ", "))
		}
		return fmt.Errorf("+%s=%s: %s has no method %s, so the DeepCopy%s written for it would not build; add the method, or remove %s from the tag",
			tagInterfaces, full, name, strings.Join(missing, ", "), it.Obj().Name(), full)
	}
	return nil
}
