package v1alpha1

// FooListerExpansion is written by hand: lister-gen must not declare it.
type FooListerExpansion interface{}

// FooNamespaceListerExpansion is written by hand too.
type FooNamespaceListerExpansion interface{}
