// +k8s:validation-gen=TypesWithField=TypeMeta

// Package enumexclude uses +k8s:enumExclude, plain and under
// +k8s:ifEnabled/ifDisabled; testdata/want/enumexclude.txt is upstream's
// output for it (hack/validation-goldens.sh enumexclude).
package enumexclude
