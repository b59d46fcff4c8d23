// +k8s:validation-gen=TypesWithField=TypeMeta

// Package byvalue has lists and maps whose items are of a named list
// type with validations: that type's function takes the list itself,
// while the iterations hand each item over by pointer, so the output
// would not build and nothing is written.
package byvalue
