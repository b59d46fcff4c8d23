// +k8s:validation-gen=TypesWithField=TypeMeta

// Package ptrlist has lists of pointers ([]*T) with validations on the
// list, on each item and in the item's type; testdata/want/ptrlist.txt
// is upstream's output for it (hack/validation-goldens.sh ptrlist).
package ptrlist
