// +k8s:validation-gen=TypesWithField=TypeMeta

// Package viter has named list and map types whose elements have
// validations, which upstream iterates inside the named type's own
// function; testdata/want/viter.txt is upstream's output for it
// (hack/validation-goldens.sh viter).
package viter
