// Package v1 is the shelf API: deep copies, and the validations of the
// types with a TypeMeta field (Shelf) and of the types they reach.
// +k8s:deepcopy-gen=package
// +k8s:validation-gen=TypesWithField=TypeMeta
// +groupName=shelf.example.com
package v1
