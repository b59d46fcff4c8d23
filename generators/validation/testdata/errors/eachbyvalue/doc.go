// +k8s:validation-gen=TypesWithField=TypeMeta

// Package eachbyvalue has +k8s:eachVal validations with arguments of
// their own over items that are lists: the function literal takes the
// item itself, while the iterations hand each item over by pointer.
package eachbyvalue
