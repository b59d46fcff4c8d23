// +k8s:validation-gen=TypesWithField=TypeMeta

// Package union uses +k8s:unionMember, +k8s:unionDiscriminator and
// +k8s:zeroOrOneOfMember in every form kubegen's validation-gen generates;
// testdata/want/union.txt is upstream's output for it
// (hack/validation-goldens.sh).
package union
