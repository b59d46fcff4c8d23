// +k8s:validation-gen=TypesWithField=TypeMeta

// Package subfield uses +k8s:subfield over validators that take arguments
// or payloads of their own; testdata/want/subfield.txt is upstream's output
// for it (hack/validation-goldens.sh subfield).
package subfield
