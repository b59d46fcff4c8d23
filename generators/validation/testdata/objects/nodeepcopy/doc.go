// +k8s:validation-gen=TypesWithField=TypeMeta

// Package nodeepcopy registers a type no generator gives a DeepCopyObject:
// validation-gen refuses it at the type.
package nodeepcopy
