// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-nolint

// Package ptrlistnolint has lists of pointers without field tags (the
// requiredness lint is off): an unnamed list's validated items are
// iterated without a nil check, a named list type's validations add it;
// testdata/want/ptrlistnolint.txt is upstream's output for it
// (hack/validation-goldens.sh ptrlistnolint).
package ptrlistnolint
