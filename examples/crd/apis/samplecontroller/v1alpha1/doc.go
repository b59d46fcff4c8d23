// Package v1alpha1 is the v1alpha1 version of the samplecontroller.kubegen.io
// API group: Foo, namespaced, with status and scale subresources, and Bar,
// cluster-scoped, which Foos refer to.
//
// The deep copies (zz_generated.deepcopy.go) and the clientset, listers and
// informers under examples/crd/pkg/generated are generated from the tags in
// this package by kubegen, in one run; run `go generate ./crd/...` in the
// examples module, or hack/update-codegen.sh, after changing a type.
//
// +k8s:deepcopy-gen=package
// +groupName=samplecontroller.kubegen.io
package v1alpha1
