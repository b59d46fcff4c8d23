// +k8s:validation-gen=TypesWithField=TypeMeta

// Package tagged registers types whose tags ask deepcopy-gen and
// controller-gen for DeepCopyObject, which have not run yet: there is no
// zz_generated.deepcopy.go, and validation-gen writes its file.
package tagged
