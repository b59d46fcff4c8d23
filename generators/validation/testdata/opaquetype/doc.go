// +k8s:validation-gen=TypesWithSuffix=Root

// Package opaquetype puts +k8s:opaqueType on types (a struct, a typedef of
// a struct, a named list): a field of such a type is not validated through
// it unless the type has validations of its own, which are then all its
// function does; testdata/want/opaquetype.txt is upstream's output for it
// (hack/validation-goldens.sh opaquetype).
package opaquetype
