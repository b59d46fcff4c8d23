// +k8s:validation-gen=TypesWithField=TypeMeta

// Package vsubfield uses +k8s:subfield under +k8s:item and +k8s:eachVal,
// on opaque fields and types, and names members whose maxProperties,
// minProperties and update tags short-circuit; testdata/want/vsubfield.txt
// is upstream's output for it (hack/validation-goldens.sh vsubfield).
package vsubfield
