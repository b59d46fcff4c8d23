// Package v1alpha1 is the v1alpha1 version of the samplecontroller.kubegen.io
// API group: Foo, namespaced, with status and scale subresources, and Bar,
// cluster-scoped, which Foos refer to.
//
// The clientset, listers and informers under examples/crd/pkg/generated are
// generated from the tags in this package by kubegen; run `go generate
// ./crd/...` in the examples module, or hack/update-codegen.sh, after changing
// a type.
//
// +groupName=samplecontroller.kubegen.io
package v1alpha1
