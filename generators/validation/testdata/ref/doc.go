// +k8s:validation-gen=TypesWithField=TypeMeta

// Package ref uses every validator kubegen's validation-gen generates so
// far; testdata/want/ref.txt is upstream's output for it
// (hack/validation-goldens.sh).
package ref
