// +k8s:validation-gen=TypesWithField=TypeMeta

// Package unique uses +k8s:unique and +k8s:customUnique;
// testdata/want/unique.txt is upstream's output for it
// (hack/validation-goldens.sh unique).
package unique
