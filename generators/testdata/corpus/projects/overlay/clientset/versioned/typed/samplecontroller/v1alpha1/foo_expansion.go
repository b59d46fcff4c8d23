package v1alpha1

// FooExpansion is written by hand: client-gen must not declare it.
type FooExpansion interface{}
