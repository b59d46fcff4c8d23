// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-input=github.com/kubegen/kubegen/generators/validation/testdata/objects/nodeepcopy

// Package input registers the types of another package, one of which no
// generator gives a DeepCopyObject: validation-gen refuses it at that type.
package input
